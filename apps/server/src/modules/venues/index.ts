// The venues module's public face: the venue and city page an event is held at.
export { pageCityForEvent } from './venue-city';
export { findSameVenue, insertVenue, venueById, type NewVenueValues } from './venues.service';
