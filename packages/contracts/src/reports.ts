import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  MODERATION_MESSAGE_MAX,
  MODERATION_NOTE_MAX,
  REPORT_NOTE_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_SUBJECT_KINDS,
  REPORTS_PER_HOUR,
} from './constants';
import { MemberSummary } from './events';

// Reports and the moderation queue (docs/product.md §15 "Reports" and "Moderation"): a member
// says something is wrong with an item; admins, and a crew's owners for the discussions of their
// crew's events, work the open reports grouped by item.

export const ReportSubjectKind = z.enum(REPORT_SUBJECT_KINDS, {
  error: 'Choose what you are reporting.',
});
export type ReportSubjectKind = z.infer<typeof ReportSubjectKind>;

export const ReportReason = z.enum(REPORT_REASONS, { error: 'Choose a reason.' });
export type ReportReason = z.infer<typeof ReportReason>;

export const ModerationAction = z.enum(MODERATION_ACTIONS, { error: 'Choose an action.' });
export type ModerationAction = z.infer<typeof ModerationAction>;

export const ReportOutcome = z.enum(REPORT_OUTCOMES);
export type ReportOutcome = z.infer<typeof ReportOutcome>;

/** The labels the report form and the queue show for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  unsafe: 'Unsafe',
  wrong_information: 'Wrong information',
  other: 'Other',
};

/**
 * An item's id: a uuid for events, plans, messages and photos, an account id for members
 * (letters, digits, `-` and `_`).
 */
const subjectId = z
  .string({ error: 'That is not a valid id.' })
  .min(1, { error: 'That is not a valid id.' })
  .max(100, { error: 'That is not a valid id.' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'That is not a valid id.' });

/** `POST /api/reports`. */
export const CreateReportRequest = z
  .object({
    kind: ReportSubjectKind,
    id: subjectId,
    reason: ReportReason,
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, {
        error: `Keep the note under ${REPORT_NOTE_MAX} characters.`,
      })
      .optional(),
  })
  .meta({ id: 'CreateReportRequest' });
export type CreateReportRequest = z.input<typeof CreateReportRequest>;

export const ReportReceipt = z
  .object({
    id: z.uuid(),
    kind: ReportSubjectKind,
    subjectId: z.string(),
    reason: ReportReason,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ReportReceipt' });
export type ReportReceipt = z.infer<typeof ReportReceipt>;

export const ModerationItemParam = z.object({
  kind: ReportSubjectKind,
  id: subjectId,
});

export const ModerationQueueQuery = z.object({
  /** `open` (the default): items with reports waiting; `handled`: recently handled ones. */
  status: z.enum(['open', 'handled']).default('open'),
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
});
export type ModerationQueueQuery = z.input<typeof ModerationQueueQuery>;

export const ModerationNote = z
  .object({
    id: z.uuid(),
    /** Null once the moderator's account is gone. */
    author: MemberSummary.nullable(),
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ModerationNote' });
export type ModerationNote = z.infer<typeof ModerationNote>;

/** The reported item as the moderator sees it, with a way to open it. */
export const ModerationSubject = z
  .object({
    /** Its title, or the start of what it says. */
    text: z.string(),
    /** Who posted it (for a member: the member). Null when their account is gone. */
    author: MemberSummary.nullable(),
    /** Its page (for a message, its thread's page). */
    link: z.string(),
    /** For a message: the title of the event or plan it was said under. */
    threadTitle: z.string().nullable(),
    /** Hidden from everyone but moderators, by reports or by a moderator. */
    hidden: z.boolean(),
    /** Gone: deleted since it was reported. */
    deleted: z.boolean(),
  })
  .meta({ id: 'ModerationSubject' });
export type ModerationSubject = z.infer<typeof ModerationSubject>;

export const ModerationItem = z
  .object({
    kind: ReportSubjectKind,
    id: z.string(),
    /** Reports in this view: open ones, or (handled view) those handled last time. */
    count: z.number().int(),
    reasons: z.array(z.object({ reason: ReportReason, count: z.number().int() })),
    /** What reporters wrote, newest first (a few). */
    reporterNotes: z.array(z.string()),
    firstReportedAt: z.iso.datetime(),
    lastReportedAt: z.iso.datetime(),
    /** Handled view: when and how. */
    handledAt: z.iso.datetime().nullable(),
    outcome: ReportOutcome.nullable(),
    subject: ModerationSubject,
    /** Notes between moderators, newest first. */
    notes: z.array(ModerationNote),
    /** What the viewer may do with it. */
    actions: z.array(ModerationAction),
  })
  .meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof ModerationItem>;

export const ModerationQueueResponse = z
  .object({
    items: z.array(ModerationItem),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ModerationQueueResponse' });
export type ModerationQueueResponse = z.infer<typeof ModerationQueueResponse>;

/** `GET /api/moderation/summary`: whether the viewer has a queue at all, and how long it is. */
export const ModerationSummary = z
  .object({
    /** An admin, or an owner of a crew. */
    canModerate: z.boolean(),
    openItems: z.number().int(),
  })
  .meta({ id: 'ModerationSummary' });
export type ModerationSummary = z.infer<typeof ModerationSummary>;

/** `POST /api/moderation/items/{kind}/{id}/actions`. */
export const ModerationActionRequest = z
  .object({
    action: ModerationAction,
    /** For the member who posted it, with a warning or a hiding. */
    message: z
      .string()
      .trim()
      .max(MODERATION_MESSAGE_MAX, {
        error: `Keep the message under ${MODERATION_MESSAGE_MAX} characters.`,
      })
      .optional(),
  })
  .meta({ id: 'ModerationActionRequest' });
export type ModerationActionRequest = z.input<typeof ModerationActionRequest>;

export const ModerationActionResponse = z
  .object({
    kind: ReportSubjectKind,
    id: z.string(),
    outcome: ReportOutcome,
    /** Reports this closed. */
    handled: z.number().int(),
  })
  .meta({ id: 'ModerationActionResponse' });
export type ModerationActionResponse = z.infer<typeof ModerationActionResponse>;

/** `POST /api/moderation/items/{kind}/{id}/notes`. */
export const CreateModerationNoteRequest = z
  .object({
    body: z
      .string({ error: 'Write a note.' })
      .trim()
      .min(1, { error: 'Write a note.' })
      .max(MODERATION_NOTE_MAX, {
        error: `Keep a note under ${MODERATION_NOTE_MAX.toLocaleString('en')} characters.`,
      }),
  })
  .meta({ id: 'CreateModerationNoteRequest' });
export type CreateModerationNoteRequest = z.input<typeof CreateModerationNoteRequest>;

export const ModerationNotesResponse = z
  .object({ notes: z.array(ModerationNote) })
  .meta({ id: 'ModerationNotesResponse' });
export type ModerationNotesResponse = z.infer<typeof ModerationNotesResponse>;

export const reportMessages = {
  notFound: 'This item does not exist.',
  ownItem: 'You can’t report yourself or something you posted.',
  duplicate: 'You already reported this. Our moderators will look at it.',
  tooMany: `You can send ${REPORTS_PER_HOUR} reports an hour. Try again in a little while.`,
  noReports: 'There are no open reports on this item.',
  adminsOnly: 'Only admins can do that.',
  notAllowed: 'You can’t moderate this item.',
  notApplicable: 'That action does not apply to this kind of item.',
  cannotBanSelf: 'You can’t ban yourself.',
  authorGone: 'The account that posted this is gone.',
  hiddenEvent:
    'Our moderators hid this event after reports. It stays unpublished until they review it.',
  cancelledEvent: 'This event was called off. Delete it instead of hiding it.',
} as const;
