// The maps module's public face (docs/product.md §17 "Maps").
export { mapRoutes } from './maps.routes';
export { mapOrigins, mapStylesOf } from './map-styles';
