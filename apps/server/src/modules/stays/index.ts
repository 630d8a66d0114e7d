// The stays module's public face: its routes.
export { stayRoutes } from './stays.routes';
