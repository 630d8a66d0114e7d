import { z } from 'zod';
import { RSVP_STATUSES } from './constants';

// RSVPs (docs/product.md "RSVP", §10 "Waitlist"): one answer per member per event. `none`
// removes the answer; `waitlisted` waits for a going spot of a full event.

export const RsvpStatus = z.enum(RSVP_STATUSES).meta({ id: 'RsvpStatus' });
export type RsvpStatus = z.infer<typeof RsvpStatus>;

export const RsvpChoice = z
  .enum(['going', 'interested', 'waitlisted', 'none'], {
    error: 'Answer going, interested, waitlisted or none.',
  })
  .meta({ id: 'RsvpChoice' });
export type RsvpChoice = z.infer<typeof RsvpChoice>;

/** `PUT /api/events/:id/rsvp`. */
export const SetRsvpRequest = z.object({ status: RsvpChoice }).meta({ id: 'SetRsvpRequest' });
export type SetRsvpRequest = z.infer<typeof SetRsvpRequest>;

/**
 * The member's answer and the event's counts right after it was saved. Asking for the waitlist
 * while a spot is free answers `going`.
 */
export const RsvpResponse = z
  .object({
    status: RsvpChoice,
    goingCount: z.number().int().min(0),
    interestedCount: z.number().int().min(0),
    capacity: z.number().int().nullable(),
    /** Going spots still open; null when the event has no limit. */
    spotsLeft: z.number().int().min(0).nullable(),
    /** Members waiting for a spot. */
    waitlistCount: z.number().int().min(0),
    /** The member's place on the waitlist (1 is next); null when not waiting. */
    waitlistPosition: z.number().int().min(1).nullable(),
  })
  .meta({ id: 'RsvpResponse' });
export type RsvpResponse = z.infer<typeof RsvpResponse>;

/**
 * Why an RSVP was refused, in `error.details.reason` of the 409: the event is full (only
 * `going` is refused; `interested` still works), cancelled, over, or not published yet.
 */
export const RsvpRefusal = z.enum(['event_full', 'event_cancelled', 'event_ended', 'event_draft']);
export type RsvpRefusal = z.infer<typeof RsvpRefusal>;

export const rsvpMessages = {
  full: 'This event is full. Join the waitlist to get the next spot that opens.',
  cancelled: 'This event was cancelled, so it no longer takes RSVPs.',
  ended: 'This event has already ended.',
  draft: 'This event is not published yet, so it does not take RSVPs.',
} as const;

/** A member on an event's waitlist, as its organiser sees it. */
export const WaitlistEntry = z
  .object({
    position: z.number().int().min(1),
    id: z.string(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    since: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

/** `GET /api/events/:id/waitlist`: for the organiser and admins, first in line first. */
export const WaitlistResponse = z
  .object({ waitlist: z.array(WaitlistEntry) })
  .meta({ id: 'WaitlistResponse' });
export type WaitlistResponse = z.infer<typeof WaitlistResponse>;
