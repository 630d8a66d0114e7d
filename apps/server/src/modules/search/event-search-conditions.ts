import { EVENT_LOCATION_FALLBACK, type EventSearchResult } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events, venueAreas, venues } from '@lineup/db/schema';
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import { eventPath, publishedNotEndedBy } from '../events';
import { toZonedIso } from '@lineup/db/zoned-time';
import {
  asSearched,
  searchPattern,
  dateBound,
  startBound,
  trigramWords,
  type SearchFilters,
} from './search-query';

// The conditions and columns of an events search: what a match is, whichever way it is read.

/**
 * docs/product.md §7 "events": published only, contains-matching (case-insensitive) on title,
 * description, destination, vibe, category, tags and specific venue, by start date. Each filter
 * only when present: exact category, the venue's city, start_date >= startDate,
 * end_date <= endDate. Events that have ended are left out (docs/product.md: past events are not
 * listed by default).
 */
type EventResultRow = {
  id: string;
  title: string;
  slug: string;
  countrySlug: string;
  citySlug: string;
  startDate: Date;
  endDate: Date;
  category: EventSearchResult['category'];
  status: EventSearchResult['status'];
  imageUrl: string | null;
  timeZone: string;
  venueName: string | null;
  venueCity: string | null;
  /** "Ericeira, Portugal": the town an event without a venue is in. */
  destination: string | null;
};

/** The town of an event: its venue's, else the first part of its destination. */
const townOf = (row: Pick<EventResultRow, 'venueCity' | 'destination'>) =>
  row.venueCity?.trim() || row.destination?.split(',')[0]?.trim() || EVENT_LOCATION_FALLBACK;

/** A result as the search reads it; `withTitles` adds its languages. */
export type EventSearchHit = Omit<EventSearchResult, 'locale' | 'translations'>;

export const toEventResult = (row: EventResultRow): EventSearchHit => ({
  type: 'event',
  id: row.id,
  title: row.title,
  location: townOf(row),
  url: eventPath(row),
  startDate: toZonedIso(row.startDate, row.timeZone),
  endDate: toZonedIso(row.endDate, row.timeZone),
  timeZone: row.timeZone,
  category: row.category,
  status: row.status,
  imageUrl: row.imageUrl,
  venueName: row.venueName,
});

/** The event columns the search conditions read: the table's, or the start-order window's. */
type EventColumns = Record<
  'startDate' | 'endDate' | 'title' | 'searchText' | 'eventCategory' | 'venueId',
  AnyPgColumn
>;

export type EventPageOptions = {
  db: Db;
  term: string;
  filters: SearchFilters;
  limit: number;
  now: Date;
  titleOnly?: boolean;
  after?: KeysetCursor | undefined;
  /**
   * Instead of SEARCH_WINDOW for the table and PostgreSQL's estimate of its size (tests make
   * the windows small and say how large a table to price the indexes for).
   */
  window?: { first: number; most: number; events?: number };
};

/**
 * The bounds a start-date index scan can use besides "published, not ended": the cursor's
 * start and the dates' outer bounds. Every event of a page is within them.
 */
export function startBounds({ filters, after }: EventPageOptions): SQL | undefined {
  return and(
    after ? sql`${events.startDate} >= ${after.start}::timestamptz` : undefined,
    filters.startDate
      ? sql`${events.startDate} >= ${startBound(filters.startDate, false)}`
      : undefined,
    filters.endDate ? sql`${events.startDate} < ${startBound(filters.endDate, true)}` : undefined,
  );
}

/** Published, not ended, within the start bounds: the events a page is made of. */
export const candidateConditions = (options: EventPageOptions): SQL =>
  and(publishedNotEndedBy(options.now), startBounds(options))!;

/** After the cursor's event, ties on the start broken by id. */
export const afterCursor = (
  after: KeysetCursor | undefined,
  columns: { startDate: AnyPgColumn; id: AnyPgColumn },
) =>
  after
    ? sql`(${columns.startDate}, ${columns.id}) > (${after.start}::timestamptz, ${after.id}::uuid)`
    : undefined;

/** The contains-match of the term itself, on `columns`. */
export function termCondition(
  columns: Record<'title' | 'searchText', AnyPgColumn>,
  options: EventPageOptions,
): SQL {
  // `search_text` holds the seven fields lower-cased and joined by newlines, so one LIKE
  // against the lower-cased term is the case-insensitive contains-match on each of them.
  const pattern = searchPattern(options.term);
  return options.titleOnly
    ? ilike(columns.title, pattern)
    : sql`${columns.searchText} like lower(${pattern})`;
}

/** The filters present, on `columns` (the area table joined, for the dates' zones). */
export function filterConditions(
  columns: EventColumns,
  { filters }: EventPageOptions,
): SQL | undefined {
  return and(
    filters.category ? eq(columns.eventCategory, filters.category) : undefined,
    // The venues of that city first (an array worked out once), so that the events can be
    // found by venue, where a join let PostgreSQL repeat the trigram read for every venue.
    filters.location
      ? sql`${columns.venueId} = any(array(select v.id from ${venues} v where lower(v.city) = lower(${filters.location})))`
      : undefined,
    filters.startDate
      ? sql`${columns.startDate} >= ${dateBound(filters.startDate, false)}`
      : undefined,
    filters.endDate ? sql`${columns.endDate} <= ${dateBound(filters.endDate, true)}` : undefined,
  );
}

/** Words of a term that the trigram index is asked for, longest first: at most this many. */
const INDEXED_WORDS = 3;

/**
 * What the trigram index is asked for: pieces every match holds. A text holding the term
 * holds each of its words, so the longest few words (runs of three or more letters or digits)
 * stand for the term: a several-word term asks the index without the trigrams at its words'
 * edges (`" a"`, `"e "`), which are in almost every event and made a long phrase cost a
 * quarter of a second at a million events. `search_text` holds the category too, so a category
 * filter is asked for with them: the same index read then finds the events that have both,
 * which is none when a common term is absent from the category.
 */
export function indexProbes({ term, titleOnly, filters }: EventPageOptions): string[] {
  const words = trigramWords(term).slice(0, INDEXED_WORDS);
  return filters.category && !titleOnly ? [...words, filters.category] : words;
}

/** `column` holds `probe` (lower-case search text, or the title in any case). */
export const holds = (column: AnyPgColumn | SQL, probe: string, titleOnly: boolean | undefined) =>
  titleOnly ? sql`${column} ilike ${`%${probe}%`}` : sql`${column} like lower(${`%${probe}%`})`;

/**
 * What the text indexes are asked for: the probes through the trigram index, or a term
 * without a word by its one- and two-character pieces (`search_grams`, migration 0011).
 */
export function indexConditions(options: EventPageOptions): SQL | undefined {
  const { term, titleOnly } = options;
  const column = titleOnly ? events.title : events.searchText;
  return and(
    ...indexProbes(options).map((probe) => holds(column, probe, titleOnly)),
    !titleOnly && trigramWords(term).length === 0
      ? sql`search_grams(${events.searchText}) @> search_grams(lower(${asSearched(term)}))`
      : undefined,
  );
}

/** The columns of a result, from the events table (area and venue joined). */
export const eventResultColumns = {
  id: events.id,
  title: events.title,
  slug: events.slug,
  countrySlug: events.countrySlug,
  citySlug: events.citySlug,
  startDate: events.startDate,
  endDate: events.endDate,
  category: events.eventCategory,
  status: events.status,
  imageUrl: events.imageUrl,
  timeZone: venueAreas.timeZone,
  venueName: venues.name,
  venueCity: venues.city,
  destination: events.destination,
};

export type EventPageRow = EventResultRow & { cursorStart: string };
