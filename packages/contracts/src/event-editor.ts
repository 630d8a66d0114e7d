import {
  EVENT_DESCRIPTION_MAX,
  EVENT_TAGS_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
} from './constants';
import { z } from 'zod';
import {
  DATE_YEAR_MESSAGE,
  EVENT_LENGTH_MESSAGE,
  isWithinEventLength,
  isYearInRange,
} from './date-bounds';
import { EventCategory, EventStatus, EventVenue } from './events';
import { RepeatInput, SeriesRule } from './series';
import { NewVenueInput, optionalHttpUrl, optionalText } from './venues';
import { orNull } from './or-null';
import {
  EventLocale,
  EventTranslation,
  EventTranslationsInput,
  checkTranslations,
} from './event-translations';

// Creating and editing events (docs/product.md "Event"). The same schemas validate the form in the
// browser and the request on the server; the server adds the checks that need the database
// (the area and venue exist, the local times exist in the area's time zone).

export const EVENT_VIBE_MAX = 60;
export const EVENT_TAG_MAX = 30;
export const EVENT_PRICE_TEXT_MAX = 80;
export const EVENT_SPECIFIC_VENUE_MAX = 120;
export const EVENT_CAPACITY_MAX = 100_000;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

function isRealDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  );
}

/**
 * A wall-clock time in the event's area, as a `datetime-local` input gives it:
 * `2026-07-04T18:30` (seconds are accepted and dropped), in the years Lineup accepts. The
 * server reads it in the area's time zone.
 */
export const LocalDateTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    // An empty field is only "missing", not also a malformed time.
    .min(1, { error: required, abort: true })
    .refine(isRealDateTime, { error: 'Use a date and time such as 2026-07-04T18:30.', abort: true })
    .refine(isYearInRange, { error: DATE_YEAR_MESSAGE })
    .transform((value) => value.slice(0, 16));

/** Tags are compared lower-case, without a leading '#' and with single spaces. */
export const normaliseTag = (tag: string) =>
  tag.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim().toLowerCase();

const normaliseTags = (tags: string[]) => [
  ...new Set(tags.map(normaliseTag).filter((tag) => tag !== '')),
];

/** Checked after normalising, so `#Surf` and `surf` count once; paths point at the sent tag. */
const Tags = z
  .array(z.string({ error: 'Each tag is a word or two.' }).max(200), {
    error: 'Send the tags as a list.',
  })
  .superRefine((tags, ctx) => {
    tags.forEach((tag, index) => {
      if (normaliseTag(tag).length > EVENT_TAG_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `Keep each tag under ${EVENT_TAG_MAX} characters.`,
        });
      }
    });
    if (normaliseTags(tags).length > EVENT_TAGS_MAX) {
      ctx.addIssue({ code: 'custom', message: `Use at most ${EVENT_TAGS_MAX} tags.` });
    }
  })
  .transform(normaliseTags);

/** Statuses the form sets; `cancelled` has its own endpoint. */
export const EditableEventStatus = z
  .enum(['draft', 'published'], { error: 'Save the event as a draft or publish it.' })
  .meta({ id: 'EditableEventStatus' });
export type EditableEventStatus = z.infer<typeof EditableEventStatus>;

const fields = {
  title: z
    .string({ error: 'Give the event a title.' })
    .trim()
    .min(EVENT_TITLE_MIN, {
      error: `Give the event a title of at least ${EVENT_TITLE_MIN} characters.`,
    })
    .max(EVENT_TITLE_MAX, { error: `Keep the title under ${EVENT_TITLE_MAX} characters.` }),
  /** Plain text; links in it are made clickable when shown. */
  description: z
    .string({ error: 'The description is text.' })
    .trim()
    .max(EVENT_DESCRIPTION_MAX, {
      error: `Keep the description under ${EVENT_DESCRIPTION_MAX.toLocaleString('en')} characters.`,
    }),
  category: EventCategory.meta({ description: 'One of the fixed categories.' }),
  vibe: optionalText(EVENT_VIBE_MAX, `Keep the vibe under ${EVENT_VIBE_MAX} characters.`),
  tags: Tags,
  /** The area's id or slug; the start and end are read in its time zone. */
  area: z.string({ error: 'Choose an area.' }).trim().min(1, { error: 'Choose an area.' }).max(100),
  /** An existing venue (from `GET /api/venues`) ... */
  venueId: z.uuid({ error: 'Choose a venue from the list.' }).nullable().optional(),
  /** ... or a new one, created with the event. */
  newVenue: NewVenueInput.nullable().optional(),
  /** A place without a venue row: a beach, a car park. */
  specificVenue: optionalText(
    EVENT_SPECIFIC_VENUE_MAX,
    `Keep the place under ${EVENT_SPECIFIC_VENUE_MAX} characters.`,
  ),
  startLocal: LocalDateTime('Choose when the event starts.'),
  endLocal: LocalDateTime('Choose when the event ends.'),
  capacity: z
    .number({ error: 'Give the number of spots as a whole number.' })
    .int({ error: 'Give the number of spots as a whole number.' })
    .min(1, { error: 'Give at least 1 spot, or leave it empty for no limit.' })
    .max(EVENT_CAPACITY_MAX, {
      error: `Give at most ${EVENT_CAPACITY_MAX.toLocaleString('en')} spots.`,
    })
    .nullable()
    .optional(),
  priceText: optionalText(
    EVENT_PRICE_TEXT_MAX,
    `Keep the price under ${EVENT_PRICE_TEXT_MAX} characters.`,
  ),
  externalUrl: optionalHttpUrl('Use a full web address starting with https://'),
  /** An image from `POST /api/event-images` (its `imageUrl`), or null for none. */
  imageUrl: z.string().max(300).nullable().optional(),
  /** The handle of a crew the member hosts, to host the event with them; null for none. */
  crew: z.string().trim().toLowerCase().max(100).nullable().optional(),
  /** The language the title and description are written in. */
  locale: EventLocale,
  /** The organiser's translations of the title and description (docs/product.md §18). */
  translations: EventTranslationsInput,
};

type Checked = {
  locale?: string | undefined;
  translations?: { locale: string }[] | undefined;
  startLocal?: string | undefined;
  endLocal?: string | undefined;
  venueId?: string | null | undefined;
  newVenue?: unknown;
};

function checkTogether(value: Checked, ctx: z.core.$RefinementCtx<Checked>) {
  if (value.startLocal && value.endLocal && value.endLocal <= value.startLocal) {
    ctx.addIssue({
      code: 'custom',
      path: ['endLocal'],
      message: 'The event must end after it starts.',
    });
  } else if (
    value.startLocal &&
    value.endLocal &&
    !isWithinEventLength(value.startLocal, value.endLocal)
  ) {
    ctx.addIssue({ code: 'custom', path: ['endLocal'], message: EVENT_LENGTH_MESSAGE });
  }
  checkTranslations(value, ctx);
  if (value.venueId && value.newVenue) {
    ctx.addIssue({
      code: 'custom',
      path: ['newVenue'],
      message: 'Pick an existing venue or add a new one, not both.',
    });
  }
}

/** `POST /api/events`. */
export const CreateEventRequest = z
  .object({
    ...fields,
    description: fields.description.default(''),
    tags: Tags.default([]),
    locale: EventLocale.default('en'),
    translations: EventTranslationsInput.default([]),
    /** Drafts are seen only by their creator (and admins) until published. */
    status: EditableEventStatus.default('draft'),
    /** Makes the event the first session of a series; each session is an event of its own. */
    repeat: RepeatInput.nullable().optional(),
  })
  .superRefine(checkTogether)
  .meta({ id: 'CreateEventRequest' });
export type CreateEventRequest = z.input<typeof CreateEventRequest>;
export type CreateEventValues = z.output<typeof CreateEventRequest>;

/**
 * `PATCH /api/events/:id`: only the fields sent change. `status` publishes (`published`) or
 * unpublishes (`draft`) the event, and brings a cancelled one back. Sending `venueId: null`
 * (without `newVenue`) removes the venue. When the area changes and the times are not sent,
 * the event keeps its wall-clock times in the new area's zone.
 */
export const UpdateEventRequest = z
  .object({ ...fields, status: EditableEventStatus })
  .partial()
  .superRefine(checkTogether)
  .meta({ id: 'UpdateEventRequest' });
export type UpdateEventRequest = z.input<typeof UpdateEventRequest>;
export type UpdateEventValues = z.output<typeof UpdateEventRequest>;

/** A uuid in a path; anything else is answered 400, never looked up. */
export const EventIdParam = z.object({
  id: z.uuid({ error: 'That is not a valid event id.' }),
});

/**
 * The event as the form edits it (`GET /api/events/:id/edit`), and the answer of every
 * change: times as entered, in the area's zone. `path` is the event's page.
 */
export const EditableEvent = z
  .object({
    id: z.uuid(),
    path: z.string(),
    status: EventStatus,
    title: z.string(),
    description: z.string(),
    category: EventCategory,
    vibe: z.string().nullable(),
    tags: z.array(z.string()),
    area: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), timeZone: z.string() }),
    venue: orNull(EventVenue),
    specificVenue: z.string().nullable(),
    /** `2026-07-04T18:30`, wall-clock time in `area.timeZone`. */
    startLocal: z.string(),
    endLocal: z.string(),
    capacity: z.number().int().nullable(),
    priceText: z.string().nullable(),
    externalUrl: z.string().nullable(),
    /** The card-sized cover (see `eventImageUrl` for the hero size), or null. */
    imageUrl: z.string().nullable(),
    /** The handle of the crew that hosts it, or null. */
    crew: z.string().nullable(),
    locale: EventLocale,
    translations: z.array(EventTranslation),
    goingCount: z.number().int().min(0),
    interestedCount: z.number().int().min(0),
    /** The series of a recurring event: a change can apply to the following sessions too. */
    series: z
      .object({
        id: z.uuid(),
        repeats: z.string(),
        /** The same, for the page to word in its language. */
        rule: SeriesRule,
        /** Sessions after this one in the series. */
        followingCount: z.number().int().min(0),
      })
      .nullable(),
  })
  .meta({ id: 'EditableEvent' });
export type EditableEvent = z.infer<typeof EditableEvent>;

export const EditableEventResponse = z
  .object({ event: EditableEvent })
  .meta({ id: 'EditableEventResponse' });
export type EditableEventResponse = z.infer<typeof EditableEventResponse>;

/** `POST /api/event-images`: the stored cover, to send as `imageUrl` when saving the event. */
export const EventImageResponse = z
  .object({ imageUrl: z.string(), cardUrl: z.string(), heroUrl: z.string() })
  .meta({ id: 'EventImageResponse' });
export type EventImageResponse = z.infer<typeof EventImageResponse>;
