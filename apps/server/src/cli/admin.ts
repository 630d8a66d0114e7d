// `npm run admin -- grant <email>` / `revoke <email>`: opens the database the server uses
// (DATABASE_URL, else PGlite in DATA_DIR) and changes one member's role. PGlite allows one
// process per data folder, so with the embedded database stop the server first.
import { migrate, openDatabase, type Database } from '@lineup/db';
import { EnvError, loadEnv } from '../env';
import { ADMIN_USAGE, runAdminCommand } from './admin-command';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(ADMIN_USAGE);
    return args.length === 0 ? 1 : 0;
  }
  let database: Database | undefined;
  try {
    // npm runs workspace scripts in the package folder; DATA_DIR is meant from where it was called.
    const env = loadEnv(process.env, process.env.INIT_CWD ?? process.cwd());
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await migrate(database);
    return await runAdminCommand({ args, database });
  } catch (error) {
    console.error(
      error instanceof EnvError
        ? error.message
        : `The admin command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

process.exitCode = await main();
