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
export {
  cursorStart,
  getEventById,
  getEventByPath,
  listEventCards,
  resolveEventPath,
  waitlistPosition,
} from './events.service';
export { canEdit, EVENT_NOT_FOUND, viewerOf, type Viewer } from './viewer';
