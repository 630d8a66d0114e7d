// The events module's public face: the event vocabulary other modules share (who is asking
// and what they may do, addresses and slugs, card columns, messages) and the queries they reuse.
export {
  eventCardColumns,
  eventPath,
  publishedNotEndedBy,
  rsvpCount,
  selectEvents,
  toEventCard,
} from './event-card';
export { coversNoEventUses } from './event-covers';
export { chooseSlug, chooseSlugs, slugBase, slugFitsBase } from './event-slug';
export { cursorStart, listEventCards } from './event-list';
export { getEventById, getEventByPath, waitlistPosition } from './events.service';
export { replaceTranslations, titlesOf, translationsOf } from './event-translations';
export { resolveEventPath } from './event-path';
export { canEdit, EVENT_NOT_FOUND, viewerOf, type Viewer } from './viewer';
export {
  allows,
  canSeeEvent,
  eventWithRole,
  hostIdsOf,
  requireRole,
  roleForChange,
  visibleEventWithRole,
  type HostedEvent,
} from './host-role';
