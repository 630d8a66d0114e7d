export { AREAS, seedAreas, type AreaSeed } from './areas';
export { seedDemoData, type SeedDemoDataOptions } from './demo';
