// The sea module's public face (docs/product.md §16 "The sea").
export { seaRoutes } from './sea.routes';
export { seaRefreshJob, type SeaNeeds } from './sea.service';
export type { SeaSource } from './open-meteo';
