import { NEW_ACCOUNT_DAYS } from '@lineup/contracts';
import { users } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './transaction';

const DAY_MS = 86_400_000;

/** The day before `now`: the window the new-account limits count in. */
export const dayBefore = (now: Date) => new Date(now.getTime() - DAY_MS);

/**
 * Whether a member's account is still new at `now` (docs/product.md §15 "New accounts"): made
 * less than NEW_ACCOUNT_DAYS ago. Admins never are. The account's age is read from the table,
 * not the session, so it cannot be stale.
 */
export async function isNewAccount(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: users.createdAt, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.role === 'admin') return false;
  return now.getTime() - row.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
}
