// The venues module's public face: the venue and city page an event is held at, and a
// venue's own page.
export { pageCityForEvent } from './venue-city';
export {
  findSameVenue,
  findVenueByPath,
  getVenuePage,
  insertVenue,
  venueById,
  VENUE_NOT_FOUND,
  type NewVenueValues,
} from './venues.service';
