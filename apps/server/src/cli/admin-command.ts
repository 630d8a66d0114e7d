import type { Database } from '@lineup/db';
import { setRoleByEmail } from '../modules/admin/admin-members.service';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- grant <email>    make the member with this e-mail an admin',
  '       npm run admin -- revoke <email>   make them a regular member again',
].join('\n');

type Output = { info: (line: string) => void; error: (line: string) => void };

/**
 * `npm run admin -- grant|revoke <email>` on an open database; resolves to the exit code.
 * Kept apart from the entry script so tests run it on a test database.
 */
export async function runAdminCommand(options: {
  args: readonly string[];
  database: Database;
  output?: Output;
}): Promise<number> {
  const { args, database } = options;
  const output = options.output ?? { info: console.log, error: console.error };
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    output.error(ADMIN_USAGE);
    return 1;
  }
  const role = command === 'grant' ? 'admin' : 'user';
  const result = await setRoleByEmail({ db: database.db, email, role });
  if (!result) {
    output.error(
      `No member has the e-mail address ${email.trim()}. They need to sign up first ` +
        '(or list the address in ADMIN_EMAILS to make it an admin at sign-up).',
    );
    return 1;
  }
  if (!result.changed) {
    output.info(
      role === 'admin'
        ? `${result.email} is already an admin.`
        : `${result.email} is already a regular member.`,
    );
  } else {
    output.info(
      role === 'admin'
        ? `${result.email} is now an admin.`
        : `${result.email} is no longer an admin.`,
    );
  }
  return 0;
}
