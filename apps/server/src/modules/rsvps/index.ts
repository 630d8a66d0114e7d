// The RSVPs module's public face: filling spots from the waitlist when an edit opens some.
export { promoteFromWaitlist } from './rsvps.service';
