import { msg } from '@lingui/core/macro';

/**
 * The API's RSVP refusal texts (`rsvpMessages` in the contracts), shown here before anyone
 * presses a button. Copied rather than imported: the contracts module brings zod along, and
 * these buttons load with every list of cards. A test keeps the copies equal.
 */
export const rsvpNotes = {
  full: msg`This event is full. Join the waitlist to get the next spot that opens.`,
  cancelled: msg`This event was cancelled, so it no longer takes RSVPs.`,
  ended: msg`This event has already ended.`,
  draft: msg`This event is not published yet, so it does not take RSVPs.`,
} as const;

/** `guestMessages.declined`: the hosts said no to the member's request to go. */
export const declinedNote = msg`The hosts did not accept your request for this event.`;

/** What the questions asked at RSVP say of a missing or long answer (`guestMessages`). */
export const answerNotes = {
  required: msg`Answer this question.`,
  tooLong: msg`Keep each answer under 300 characters.`,
} as const;

/**
 * Why Going and Interested cannot be pressed while the device is offline (the app's own words,
 * not the server's): an answer is given online, or not at all (docs/decisions/0039).
 */
export const offlineNote = msg`You’re offline. You can answer once you’re back online.`;
