// The places module's public face: a country or city page's place, for its page head.
export { findPlace } from './places.service';
