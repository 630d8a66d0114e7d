import { SEARCH_RESULT_TYPES } from './constants';
import { z } from 'zod';
import { EventCategory, EventStatus, MemberSummary, ZonedDateTime } from './events';
import { DateOrDateTime, optionalParam, pageLimit } from './query-values';
import { EventLocale, EventTitleTranslation } from './event-translations';

export const SearchResultType = z.enum(SEARCH_RESULT_TYPES).meta({ id: 'SearchResultType' });
export type SearchResultType = z.infer<typeof SearchResultType>;

/**
 * `GET /api/search`. A blank `q` returns no results (docs/product.md §5). The other filters narrow the
 * event results and are each applied only when present; when one is present only events are
 * returned (docs/product.md §7's filtered variants are of the events call). Plain days in `startDate` /
 * `endDate` are read in each event's area time zone; `endDate` is inclusive. Events that have
 * already ended are not searched. `limit` applies to each result type. `cursor` (the last
 * answer's `nextCursor`) asks for the next page of events: "load more" gives events only, since
 * venues and casual plans all came with the first page.
 */
export const SearchQuery = z.object({
  q: z.string().max(200).default(''),
  location: optionalParam(z.string().max(100)),
  category: optionalParam(EventCategory),
  startDate: optionalParam(DateOrDateTime),
  endDate: optionalParam(DateOrDateTime),
  limit: pageLimit(20, 50),
  cursor: optionalParam(z.string().max(200)),
});
export type SearchQuery = z.input<typeof SearchQuery>;

/** docs/product.md §3: an event's location is its venue's city, or 'Location not specified'. */
export const EVENT_LOCATION_FALLBACK = 'Location not specified';

export const EventSearchResult = z
  .object({
    type: z.literal('event'),
    id: z.uuid(),
    title: z.string(),
    /** The language of `title`, and the organiser's titles in others (docs/product.md §18). */
    locale: EventLocale,
    translations: z.array(EventTitleTranslation),
    location: z.string(),
    /** The event's canonical page. */
    url: z.string(),
    startDate: ZonedDateTime,
    endDate: ZonedDateTime,
    timeZone: z.string(),
    category: EventCategory,
    status: EventStatus,
    imageUrl: z.string().nullable(),
    venueName: z.string().nullable(),
  })
  .meta({ id: 'EventSearchResult' });

/** docs/product.md §3: a venue's title is its name and its location its city. */
export const VenueSearchResult = z
  .object({
    type: z.literal('venue'),
    id: z.uuid(),
    title: z.string(),
    location: z.string(),
    /** The venue's page, or /events when it has no city page yet. */
    url: z.string(),
    street: z.string().nullable(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'VenueSearchResult' });

export const PlanSearchResult = z
  .object({
    type: z.literal('casual_plan'),
    id: z.uuid(),
    title: z.string(),
    /** The plan's free-text place. */
    location: z.string(),
    url: z.string(),
    startsAt: ZonedDateTime,
    timeZone: z.string(),
    vibe: z.string().nullable(),
    creator: MemberSummary,
  })
  .meta({ id: 'PlanSearchResult' });

export const SearchResult = z
  .discriminatedUnion('type', [EventSearchResult, VenueSearchResult, PlanSearchResult])
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;
export type EventSearchResult = z.infer<typeof EventSearchResult>;
export type VenueSearchResult = z.infer<typeof VenueSearchResult>;
export type PlanSearchResult = z.infer<typeof PlanSearchResult>;

/**
 * Events first (by start time), then venues (by name), then casual plans (by start time).
 * `nextCursor` is there when more events match than this page holds.
 */
export const SearchResponse = z
  .object({ results: z.array(SearchResult), nextCursor: z.string().nullable().optional() })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof SearchResponse>;

/** `GET /api/search/suggestions?q=`: up to 8 title matches for the header box (same shape). */
export const SearchSuggestionsQuery = z.object({ q: z.string().max(200).default('') });
export const SEARCH_SUGGESTIONS_MAX = 8;

/**
 * `POST /api/track-search` (docs/product.md §7): the query, and on a result click the result's id, type
 * and `clicked: true`. Answered 204; the signed-in member is taken from the session cookie.
 */
export const TrackSearchRequest = z
  .object({
    query: z.string().trim().min(1).max(200),
    resultCount: z.number().int().min(0).max(100_000).optional(),
    resultId: z.string().min(1).max(100).optional(),
    resultType: SearchResultType.optional(),
    clicked: z.boolean().optional(),
  })
  .meta({ id: 'TrackSearchRequest' });
export type TrackSearchRequest = z.infer<typeof TrackSearchRequest>;
