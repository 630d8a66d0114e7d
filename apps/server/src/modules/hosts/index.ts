// The hosts module's public face: who may do what with an event (owner, host, check-in), for
// every module that acts on one, and the co-host routes.
export {
  allows,
  eventWithRole,
  hostIdsOf,
  requireRole,
  visibleEventWithRole,
  type HostedEvent,
} from '../events';
export { eventLink } from './hosts.service';
export { hostRoutes } from './hosts.routes';
