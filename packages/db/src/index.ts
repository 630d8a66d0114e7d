export {
  analyze,
  migrate,
  migrationsFolder,
  openDatabase,
  POSTGRES_LIMITS,
  type PostgresLimits,
  type Database,
  type Db,
  type OpenDatabaseOptions,
  type Schema,
} from './client';
export { ensureApprovedCity, ensureAreaCities, ensureAreaCity } from './cities';
export * from './constants';
export { seedAreas, seedDemoData, AREAS, type SeedDemoDataOptions } from './seed';
export { areaSlugOf, slugify } from './slug';
