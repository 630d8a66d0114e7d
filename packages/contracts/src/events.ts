import { EVENT_CATEGORIES, EVENT_STATUSES } from './constants';
import { z } from 'zod';
import { DateOrDateTime, optionalParam, pageLimit } from './query-values';
import { RsvpStatus } from './rsvps';
import { EventSeries, SeriesRule } from './series';
import { BboxParam, MapPoint, NearParam } from './maps';
import { orNull } from './or-null';
import { EventLocale, EventTitleTranslation, EventTranslation } from './event-translations';

export const EventCategory = z.enum(EVENT_CATEGORIES).meta({ id: 'EventCategory' });
export type EventCategory = z.infer<typeof EventCategory>;

export const EventStatus = z.enum(EVENT_STATUSES).meta({ id: 'EventStatus' });
export type EventStatus = z.infer<typeof EventStatus>;

/**
 * An instant written in the event's area time zone with its offset
 * (`2026-07-04T18:30:00+01:00`), so the wall-clock time can be shown as it is.
 */
export const ZonedDateTime = z.iso.datetime({ offset: true });

/**
 * The light an event starts in (docs/product.md §13 "The day's light"): from 60 minutes
 * before sunrise up to sunrise is `dawn`, the same hour before sunset `golden-hour`, at its
 * area on its day. The rule itself is `@lineup/contracts/day-light`.
 */
export const DayLight = z
  .enum(['dawn', 'golden-hour'], { error: 'Choose dawn or golden-hour.' })
  .meta({ id: 'DayLight' });
export type DayLight = z.infer<typeof DayLight>;

/** A member as shown beside something they made or joined. */
export const MemberSummary = z
  .object({
    id: z.string(),
    username: z.string(),
    /** The first non-empty avatar entry (docs/product.md §3); the UI falls back to initials. */
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof MemberSummary>;

/** What a card in a list shows. `path` is the canonical page: `/:country/:city/events/:slug`. */
export const EventCard = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    path: z.string(),
    title: z.string(),
    /** The language of `title`; `translations` holds the organiser's titles in others. */
    locale: EventLocale,
    translations: z.array(EventTitleTranslation),
    category: EventCategory,
    vibe: z.string().nullable(),
    tags: z.array(z.string()),
    startDate: ZonedDateTime,
    endDate: ZonedDateTime,
    /** IANA zone of the event's area (Europe/Lisbon). */
    timeZone: z.string(),
    area: z.object({ name: z.string(), slug: z.string() }),
    venue: z.object({ name: z.string(), city: z.string().nullable() }).nullable(),
    imageUrl: z.string().nullable(),
    status: EventStatus,
    capacity: z.number().int().nullable(),
    goingCount: z.number().int().min(0),
    interestedCount: z.number().int().min(0),
    /** Null when it starts in neither, or its area has no coordinates. */
    light: orNull(DayLight),
    /** "Every Tuesday" for a session of a recurring event; null for a one-off. */
    repeats: z.string().nullable(),
    /** Its rule, for the page to word in its language. */
    repeatRule: SeriesRule.nullable(),
    /**
     * Where it is on a map: its venue's pin, or its area's point (`approximate`); null when
     * neither is known.
     */
    location: orNull(MapPoint),
    /**
     * Kilometres from `near`, in a "Near me" list only (its order); absent elsewhere and null
     * for an event with no location.
     */
    distanceKm: z.number().min(0).nullable().optional(),
  })
  .meta({ id: 'EventCard' });
export type EventCard = z.infer<typeof EventCard>;

export const EventWhen = z.enum(['today', 'weekend', 'week']);
export type EventWhen = z.infer<typeof EventWhen>;

/**
 * `GET /api/events`: published events that have not ended, by start time. Date filters keep
 * events that overlap the range. `when` (today, this weekend, the next 7 days) and plain days
 * in `from`/`to` are read in the area's time zone; without an area, in `tz` (an IANA zone such
 * as Europe/Lisbon, or an offset such as +01:00; UTC when absent). `light` keeps the events
 * that start at dawn or in the golden hour of their own area, up to a year past the list's
 * start.
 */
export const EventListQuery = z.object({
  area: optionalParam(z.string().max(100)),
  category: optionalParam(EventCategory),
  from: optionalParam(DateOrDateTime),
  /** Inclusive: `to=2026-07-05` keeps events that start on the 5th. */
  to: optionalParam(DateOrDateTime),
  when: optionalParam(EventWhen),
  light: optionalParam(DayLight),
  tz: optionalParam(z.string().max(64)),
  /**
   * `lat,lng`: nearest first (by each event's `location`), for "Near me"; the position is used
   * for this answer only, never stored or logged. Events without a location come last.
   */
  near: optionalParam(NearParam),
  /** `west,south,east,north`: only events whose `location` is in the map's view. */
  bbox: optionalParam(BboxParam),
  /** `nextCursor` of the previous page. */
  cursor: optionalParam(z.string().max(200)),
  limit: pageLimit(20, 50),
});
export type EventListQuery = z.input<typeof EventListQuery>;

/** One page of events; `nextCursor` is null on the last page. */
export const EventListResponse = z
  .object({ events: z.array(EventCard), nextCursor: z.string().nullable() })
  .meta({ id: 'EventListResponse' });
export type EventListResponse = z.infer<typeof EventListResponse>;

export const EventVenue = z
  .object({
    id: z.uuid(),
    name: z.string(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    website: z.string().nullable(),
    googleMaps: z.string().nullable(),
    imageUrl: z.string().nullable(),
    /** The venue's own page (`/portugal/ericeira/venues/ribeira-surf-lab`), when it has one. */
    path: z.string().nullable(),
    /** The venue's own pin; null when none was dropped (its events then show at the area's point). */
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  })
  .meta({ id: 'EventVenue' });
export type EventVenue = z.infer<typeof EventVenue>;

/**
 * The event page. `goingCount`/`interestedCount` count everyone; `goingMembers` lists only the
 * members whose RSVP visibility lets the viewer see them (and the viewer themself).
 */
export const EventDetail = EventCard.extend({
  description: z.string(),
  translations: z.array(EventTranslation),
  destination: z.string().nullable(),
  specificVenue: z.string().nullable(),
  venue: orNull(EventVenue),
  area: z.object({
    name: z.string(),
    slug: z.string(),
    country: z.string(),
    countrySlug: z.string(),
    /** Where the area is, for its sunrise and sunset; null when an admin has not set it. */
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  }),
  creator: orNull(MemberSummary),
  priceText: z.string().nullable(),
  externalUrl: z.string().nullable(),
  goingMembers: z.array(MemberSummary),
  // Participation: what the page offers this viewer.
  /** The viewer's own RSVP; null for no answer and for visitors. */
  myRsvp: orNull(RsvpStatus),
  /** Members waiting for a spot of this full event (docs/product.md §10 "Waitlist"). */
  waitlistCount: z.number().int().min(0),
  /** The viewer's place on the waitlist (1 is next); null when not waiting. */
  myWaitlistPosition: z.number().int().min(1).nullable(),
  /** The viewer hosts the event or is an admin: the page shows edit (and, for its owner, cancel and delete). */
  canEdit: z.boolean(),
  /**
   * What the viewer may do as a host (docs/product.md §14): `owner`, `host` or `checkin`; null
   * for guests and visitors. Admins count as owners.
   */
  hostRole: z.enum(['owner', 'host', 'checkin']).nullable(),
  /** Going needs the hosts' approval: "Going" sends a request. */
  requiresApproval: z.boolean(),
  /** The crew that hosts it; null for a member's own event. */
  crew: orNull(z.object({ handle: z.string(), name: z.string(), path: z.string() })),
  /** How many guests were checked in; null until the event has started. */
  arrivedCount: z.number().int().min(0).nullable(),
  /** The series this session belongs to; null for a one-off. */
  series: orNull(EventSeries),
}).meta({ id: 'EventDetail' });
export type EventDetail = z.infer<typeof EventDetail>;

/**
 * `GET /api/events/by-path/:country/:city/:slug`: the event, or (for a renamed event's old
 * slug) where it lives now; the page replaces its URL with `path`.
 */
export const EventByPathResponse = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('event'), event: EventDetail }),
    z.object({ kind: z.literal('redirect'), path: z.string() }),
  ])
  .meta({ id: 'EventByPathResponse' });
export type EventByPathResponse = z.infer<typeof EventByPathResponse>;

/**
 * `GET /api/events/resolve?path=`: the canonical page of any event URL form of docs/product.md §2
 * (`/events/event/:id`, `/events/:destination/:slug`, `/events/:identifier`, an old slug).
 */
export const EventResolveQuery = z.object({ path: z.string().min(1).max(500) });
export const EventResolveResponse = z
  .object({ path: z.string() })
  .meta({ id: 'EventResolveResponse' });
export type EventResolveResponse = z.infer<typeof EventResolveResponse>;
