import { z } from 'zod';
import {
  EVENT_QUESTIONS_MAX,
  QUESTION_KINDS,
  QUESTION_LABEL_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  RSVP_STATUSES,
} from './constants';
import { MemberSummary, ZonedDateTime } from './events';
import { AnswerValue } from './rsvps';

// An event's guests as its hosts see them (docs/product.md §14): approval, questions at RSVP,
// the guest list with answers, and check-in at the door.

export const QuestionKind = z
  .enum(QUESTION_KINDS, {
    error: 'Choose the kind of question: short text, one choice, several choices or yes/no.',
  })
  .meta({ id: 'QuestionKind' });
export type QuestionKind = z.infer<typeof QuestionKind>;

export const EventQuestion = z
  .object({
    id: z.uuid(),
    kind: QuestionKind,
    label: z.string(),
    /** The choices of a one- or several-choice question; empty otherwise. */
    options: z.array(z.string()),
    required: z.boolean(),
  })
  .meta({ id: 'EventQuestion' });
export type EventQuestion = z.infer<typeof EventQuestion>;

const QuestionInput = z
  .object({
    /** Keeps a question (and its answers) when it is edited; left out for a new one. */
    id: z.uuid().optional(),
    kind: QuestionKind,
    label: z
      .string({ error: 'Write the question.' })
      .trim()
      .min(1, { error: 'Write the question.' })
      .max(QUESTION_LABEL_MAX, {
        error: `Keep the question under ${QUESTION_LABEL_MAX} characters.`,
      }),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: 'A choice cannot be empty.' })
          .max(QUESTION_OPTION_MAX, {
            error: `Keep each choice under ${QUESTION_OPTION_MAX} characters.`,
          }),
      )
      .max(QUESTION_OPTIONS_MAX, { error: `Give at most ${QUESTION_OPTIONS_MAX} choices.` })
      .default([]),
    required: z.boolean().default(false),
  })
  .superRefine((question, context) => {
    const choices = question.kind === 'single' || question.kind === 'multiple';
    if (choices && question.options.length < QUESTION_OPTIONS_MIN) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `Give at least ${QUESTION_OPTIONS_MIN} choices.`,
      });
    }
    if (choices && new Set(question.options).size !== question.options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Each choice must differ.' });
    }
    if (!choices && question.options.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Only choice questions have choices.',
      });
    }
  });

/** `GET /api/events/:id/guest-settings`: what RSVPs to the event ask. */
export const GuestSettings = z
  .object({ requiresApproval: z.boolean(), questions: z.array(EventQuestion) })
  .meta({ id: 'GuestSettings' });
export type GuestSettings = z.infer<typeof GuestSettings>;

/** `PUT /api/events/:id/guest-settings`: its hosts set approval and the questions. */
export const UpdateGuestSettingsRequest = z
  .object({
    requiresApproval: z.boolean({ error: 'Say whether going needs the hosts’ approval.' }),
    questions: z
      .array(QuestionInput)
      .max(EVENT_QUESTIONS_MAX, { error: `Ask at most ${EVENT_QUESTIONS_MAX} questions.` }),
  })
  .meta({ id: 'UpdateGuestSettingsRequest' });
export type UpdateGuestSettingsRequest = z.input<typeof UpdateGuestSettingsRequest>;
export type UpdateGuestSettingsValues = z.output<typeof UpdateGuestSettingsRequest>;

export const GuestStatus = z.enum(RSVP_STATUSES).meta({ id: 'GuestStatus' });

export const Guest = MemberSummary.extend({
  status: GuestStatus,
  /** When they answered this way. */
  since: ZonedDateTime,
  /** Their answers by question id (empty for check-in-only readers). */
  answers: z.record(z.string(), AnswerValue),
  checkedInAt: ZonedDateTime.nullable(),
}).meta({ id: 'Guest' });
export type Guest = z.infer<typeof Guest>;

/** `GET /api/events/:id/guests`: every guest, for its hosts (check-in members: no answers). */
export const GuestsResponse = z
  .object({
    questions: z.array(EventQuestion),
    guests: z.array(Guest),
    arrived: z.number().int().min(0),
    going: z.number().int().min(0),
  })
  .meta({ id: 'GuestsResponse' });
export type GuestsResponse = z.infer<typeof GuestsResponse>;

export const GuestParam = z.object({
  id: z.uuid({ error: 'That is not a valid event id.' }),
  userId: z.string().min(1).max(100),
});

/** `POST /api/events/:id/requests/:userId`: a host accepts or declines a request to go. */
export const DecideRequest = z
  .object({ decision: z.enum(['accept', 'decline'], { error: 'Accept or decline.' }) })
  .meta({ id: 'DecideRequest' });

/** `GET /api/events/:id/ticket`: a going guest's ticket; `code` is what the QR code holds. */
export const TicketResponse = z
  .object({
    code: z.string(),
    guest: MemberSummary,
    checkedInAt: ZonedDateTime.nullable(),
  })
  .meta({ id: 'TicketResponse' });
export type TicketResponse = z.infer<typeof TicketResponse>;

/** `POST /api/events/:id/check-ins`: a scanned code, or a guest picked from the list. */
export const CheckInRequest = z
  .union([
    z.object({ code: z.string().min(1).max(500) }),
    z.object({ userId: z.string().min(1).max(100) }),
  ])
  .meta({ id: 'CheckInRequest' });
export type CheckInRequest = z.infer<typeof CheckInRequest>;

export const CheckInResponse = z
  .object({
    guest: MemberSummary,
    /** They had been checked in before: the earlier time stands. */
    already: z.boolean(),
    checkedInAt: ZonedDateTime,
    arrived: z.number().int().min(0),
    going: z.number().int().min(0),
  })
  .meta({ id: 'CheckInResponse' });
export type CheckInResponse = z.infer<typeof CheckInResponse>;

export const guestMessages = {
  answerRequired: 'Answer this question.',
  notAChoice: 'Choose one of the given answers.',
  oneChoice: 'Choose one answer.',
  yesNo: 'Answer yes or no.',
  declined: 'The hosts did not accept your request for this event.',
  noRequest: 'There is no request from this member waiting.',
  invalidCode: 'This code is not a ticket for this event.',
  notGoing: 'This guest is not going to the event.',
  noTicket: 'Only guests who are going have a ticket.',
  hostsOnly: 'Only the event’s hosts can see its guests.',
} as const;

/** `POST /api/views/events/:id`: the event's page was opened, and from where. */
export const RecordViewRequest = z
  .object({
    /** A link's `?ref=`: letters, digits, `-` and `_`. */
    ref: z
      .string()
      .max(40)
      .regex(/^[\w-]*$/)
      .optional(),
    /** `document.referrer`. */
    referrer: z.string().max(2000).optional(),
  })
  .meta({ id: 'RecordViewRequest' });
export type RecordViewRequest = z.infer<typeof RecordViewRequest>;

/** `GET /api/events/:id/dashboard`: the host's figures (docs/product.md §14). */
export const EventDashboard = z
  .object({
    /** Page views per day in the area's time zone, oldest first. */
    views: z.array(z.object({ day: z.iso.date(), views: z.number().int() })),
    totalViews: z.number().int(),
    /** Where views came from: a link's `ref`, the referring site, or "" for direct. */
    sources: z.array(z.object({ source: z.string(), views: z.number().int() })),
    /** Answers by the day they were first given, oldest first. */
    rsvps: z.array(
      z.object({
        day: z.iso.date(),
        going: z.number().int(),
        interested: z.number().int(),
        waitlisted: z.number().int(),
        requested: z.number().int(),
      }),
    ),
    /** Per question: how many chose each option, and how many answered. */
    answers: z.array(
      z.object({
        questionId: z.uuid(),
        label: z.string(),
        answered: z.number().int(),
        choices: z.array(z.object({ option: z.string(), count: z.number().int() })),
      }),
    ),
    arrived: z.number().int(),
    going: z.number().int(),
  })
  .meta({ id: 'EventDashboard' });
export type EventDashboard = z.infer<typeof EventDashboard>;
