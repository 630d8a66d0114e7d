import type { EventCategory } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { venueAreas } from '@lineup/db/schema';
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';
import { addDays, parseLocalDate } from '@lineup/db/zoned-time';

// What every search shares: the term as the `search_text` columns are searched, the filters and
// their date bounds, and statements prepared once per database.

/**
 * The term as a `search_text` column is searched for: its fields are joined by newlines, so a
 * newline in the term could match across two fields; it is searched as a space.
 */
export const asSearched = (term: string) => term.replace(/[\r\n]+/g, ' ');

/** The LIKE pattern for a `search_text` column. */
export const searchPattern = (term: string) => containsPattern(asSearched(term));

export type SearchFilters = {
  location?: string | undefined;
  category?: EventCategory | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

export const hasFilters = (filters: SearchFilters) =>
  Object.values(filters).some((value) => value !== undefined);

/** A plain day of a `startDate`/`endDate` as the local midnight that bounds it, else null. */
function boundingMidnight(value: string, end: boolean): string | null {
  const day = parseLocalDate(value);
  if (!day) return null;
  const local = end ? addDays(day, 1) : day;
  return `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
}

/**
 * A `startDate`/`endDate` bound. A plain day is read in each event's own area time zone
 * (the area table is joined), so "from the 5th" means the local 5th wherever the event is.
 */
export function dateBound(value: string, end: boolean): SQL {
  const midnight = boundingMidnight(value, end);
  if (midnight === null) return sql`${new Date(value).toISOString()}::timestamptz`;
  return sql`(${midnight}::timestamp at time zone ${venueAreas.timeZone})`;
}

/**
 * The same bound for all events at once, for the start-date index: a plain day's earliest
 * local midnight among the areas' time zones (the latest, for an end), an instant as it is.
 * Implied by `dateBound`, so it changes no result; an event ends after it starts, so the end
 * bounds `start_date` as well.
 */
export function startBound(value: string, end: boolean): SQL {
  const midnight = boundingMidnight(value, end);
  if (midnight === null) return sql`${new Date(value).toISOString()}::timestamptz`;
  const local = sql`(${midnight}::timestamp at time zone zones.time_zone)`;
  return sql`(select ${end ? sql`max(${local})` : sql`min(${local})`} from ${venueAreas} zones)`;
}

/**
 * The term's words that pg_trgm can look up: runs of three or more letters or digits, longest
 * first. A term without one (one or two letters, punctuation) has no trigram for the index.
 */
export const trigramWords = (term: string) =>
  [...new Set(term.match(/[\p{L}\p{N}]{3,}/gu) ?? [])].sort((a, b) => b.length - a.length);

/**
 * Statements prepared once per database and shape (named, so PostgreSQL keeps them parsed
 * and, after a few runs, planned, per connection): the venue and plan searches run with
 * every search and suggestion, and their planning cost more than running them.
 */
const preparedSearches = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: () => T): T {
  let byName = preparedSearches.get(db);
  if (!byName) {
    byName = new Map();
    preparedSearches.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (!query) {
    query = build();
    byName.set(name, query);
  }
  return query;
}
