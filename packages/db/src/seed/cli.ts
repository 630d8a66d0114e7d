// `npm run seed -w @lineup/db`: migrates, then creates the areas and, on an empty database,
// the demo data. Uses DATABASE_URL when set, else PGlite in DATA_DIR (default ./data).
// PGlite allows one process per folder, so stop the server first.
import { resolve } from 'node:path';
import { migrate, openDatabase } from '../client';
import { seedAreas } from './areas';
import { seedDemoData } from './demo';

try {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    // npm runs workspace scripts in the package folder; paths are meant from where it was called.
    dataDir: resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || 'data'),
  });
  try {
    await migrate(database);
    await seedAreas(database);
    const { seeded } = await seedDemoData(database);
    console.log(
      seeded
        ? 'Seeded the demo data.'
        : 'The database already has members or events; only the areas were checked.',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
