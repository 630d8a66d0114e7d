// The RSVPs module's public face: filling spots from the waitlist when an edit opens some, and
// the one RSVP rule, which "going to every session" of a series applies to each.
export { promoteFromWaitlist, setRsvp } from './rsvps.service';
