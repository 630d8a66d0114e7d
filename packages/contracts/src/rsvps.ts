import { z } from 'zod';
import {
  ANSWER_TEXT_MAX,
  EVENT_QUESTIONS_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  RSVP_STATUSES,
} from './constants';

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

/** A short answer's text, or the choices picked (a yes/no is `"yes"` or `"no"`). */
export const AnswerValue = z.union([
  z
    .string()
    .trim()
    .max(ANSWER_TEXT_MAX, { error: `Keep each answer under ${ANSWER_TEXT_MAX} characters.` }),
  z.array(z.string().max(QUESTION_OPTION_MAX)).max(QUESTION_OPTIONS_MAX),
]);
export type AnswerValue = z.infer<typeof AnswerValue>;

/** Answers to the event's questions (docs/product.md §14 "Questions"), by question id. */
export const RsvpAnswers = z
  .record(z.uuid({ error: 'That is not a question of this event.' }), AnswerValue)
  .refine((answers) => Object.keys(answers).length <= EVENT_QUESTIONS_MAX, {
    error: `Answer at most ${EVENT_QUESTIONS_MAX} questions.`,
  });
export type RsvpAnswers = z.infer<typeof RsvpAnswers>;

/**
 * `PUT /api/events/:id/rsvp`. For an event that needs approval, `going` is a request the hosts
 * answer; the answers go with `going`, `waitlisted` or a request.
 */
export const SetRsvpRequest = z
  .object({ status: RsvpChoice, answers: RsvpAnswers.optional() })
  .meta({ id: 'SetRsvpRequest' });
export type SetRsvpRequest = z.infer<typeof SetRsvpRequest>;

/**
 * The member's answer and the event's counts right after it was saved. Asking for the waitlist
 * while a spot is free answers `going`.
 */
/** Where a member stands with an event: an RSVP's status, or `none`. */
export const RsvpState = z.enum([...RSVP_STATUSES, 'none']).meta({ id: 'RsvpState' });
export type RsvpState = z.infer<typeof RsvpState>;

export const RsvpResponse = z
  .object({
    status: RsvpState,
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
export const RsvpRefusal = z.enum([
  'event_full',
  'event_cancelled',
  'event_ended',
  'event_draft',
  'request_declined',
]);
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
