import type { Database } from '@lineup/db';
import { users } from '@lineup/db/schema';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';

/**
 * Makes the members whose addresses are in ADMIN_EMAILS admins (at start-up; sign-ups of those
 * addresses get the role in auth.ts). Removing an address does not demote: that is a
 * decision for an admin, not a side effect of configuration.
 */
export async function syncAdminEmails(options: {
  database: Database;
  emails: readonly string[];
  logger: Logger;
}): Promise<number> {
  const { database, emails, logger } = options;
  try {
    const promoted = await database.db
      .update(users)
      .set({ role: 'admin' })
      .where(and(inArray(sql`lower(${users.email})`, [...emails]), ne(users.role, 'admin')))
      .returning({ email: users.email });
    if (promoted.length > 0) {
      logger.info({ emails: promoted.map((row) => row.email) }, 'ADMIN_EMAILS: made admin');
    }
    return promoted.length;
  } catch (error) {
    logger.error({ err: error }, 'ADMIN_EMAILS: could not update roles');
    return 0;
  }
}
