import { SOURCE_LOCALE, type EventSearchResult } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events, venueAreas, venues } from '@lineup/db/schema';
import { asc, eq, ilike, sql } from 'drizzle-orm';
import { encodeCursor } from '../../lib/keyset-cursor';
import { publishedNotEndedBy, titlesOf } from '../events';
import {
  asSearched,
  searchPattern,
  hasFilters,
  trigramWords,
  type SearchFilters,
} from './search-query';
import {
  estimatedEvents,
  matchesInStartWindow,
  countCandidates,
  soonestCounts,
  INDEX_ENTRY_COST,
  trigramsIn,
  matchesFromTextIndexes,
} from './event-search-reads';
import {
  toEventResult,
  indexProbes,
  type EventPageOptions,
  type EventPageRow,
  type EventSearchHit,
} from './event-search-conditions';

// Events by a term: a page of matches read the cheapest way that still answers exactly (the
// steps are told at `SEARCH_WINDOW`), and the header box's title matches.

/**
 * Terms without a trigram (one or two letters) have no index for titles: their suggestions
 * look among this many upcoming events (the soonest first) instead of all of them, which keeps
 * a keystroke cheap when the letters match nothing.
 */
export const SHORT_TERM_SUGGESTION_WINDOW = 2000;

/**
 * How an event search reads its candidates (published, not ended, after the cursor, inside the
 * dates' outer bounds), in docs/decisions/0021-search-at-a-million-events.md:
 *
 * 1. The `first` soonest candidates, in start order, each checked against the term and the
 *    filters as it comes: a term in at least 4 % of events fills a page of 20 among them and
 *    the scan stops there, as the popular ones do.
 * 2. Otherwise both remaining ways are priced in event rows read, from what those candidates
 *    held: a longer window, as many as the rate of matches says will fill the page and half
 *    as many again (`most` when there was none, never more), against the text indexes, which
 *    read every trigram entry of the term's words and then every event holding them all (so
 *    a phrase of common words is dear there, a rare word cheap). The cheaper one is tried;
 *    the scan still stops at a full page.
 * 3. Otherwise, or when the longer window fell short, the text indexes: every match through
 *    the trigram index (or the grams index for a term without a trigram), sorted.
 *
 * Each step answers exactly what a plain query would; only the cost differs. A rare word pays
 * for the first window (under a millisecond) before the index.
 */
export const SEARCH_WINDOW = { first: 500, most: 20_000 } as const;

export async function searchEvents(options: {
  db: Db;
  term: string;
  filters: SearchFilters;
  limit: number;
  now: Date;
  titleOnly?: boolean;
}): Promise<EventSearchHit[]> {
  return (await searchEventPage(options)).results;
}

/**
 * How a page was found: the first start-order window, a longer one, or the text indexes
 * (straight away when the same search lately went there).
 */
export type EventPageSource = 'window' | 'longer window' | 'text index' | 'remembered as rare';

type EventPage = {
  results: EventSearchHit[];
  nextCursor: string | null;
  readBy: EventPageSource;
};

const toPage = (rows: EventPageRow[], limit: number, readBy: EventPageSource): EventPage => {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: page.map(toEventResult),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ start: last.cursorStart, id: last.id }) : null,
    readBy,
  };
};

/** A page of `searchEvents`, after `after` when given, with the cursor of the next page. */
/**
 * Searches whose first window lately found too few matches near now and went to the text
 * indexes, per database, each for a minute: the same search again (the next visitor, another
 * page) goes there at once instead of reading the window first, which would double what a
 * rare term costs. A choice is kept, not results; every search still reads the database.
 */
const rareSearches = new WeakMap<Db, Map<string, number>>();

const RARE_SEARCH_MEMORY = { ms: 60_000, searches: 1000 };

const searchKey = ({ term, titleOnly, filters, window }: EventPageOptions) =>
  JSON.stringify([asSearched(term).toLowerCase(), titleOnly ?? false, filters, window ?? null]);

function rememberRare(options: EventPageOptions): void {
  let remembered = rareSearches.get(options.db);
  if (!remembered) {
    remembered = new Map();
    rareSearches.set(options.db, remembered);
  }
  const key = searchKey(options);
  remembered.delete(key);
  remembered.set(key, Date.now() + RARE_SEARCH_MEMORY.ms);
  // The oldest first, as a Map keeps its keys in the order they were set.
  for (const oldest of remembered.keys()) {
    if (remembered.size <= RARE_SEARCH_MEMORY.searches) break;
    remembered.delete(oldest);
  }
}

const isRememberedRare = (options: EventPageOptions) =>
  (rareSearches.get(options.db)?.get(searchKey(options)) ?? 0) > Date.now();

export async function searchEventPage(options: EventPageOptions): Promise<EventPage> {
  const { limit } = options;
  if (isRememberedRare(options)) {
    return toPage(await matchesFromTextIndexes(options), limit, 'remembered as rare');
  }
  const window = options.window ?? SEARCH_WINDOW;
  const first = await matchesInStartWindow(options, window.first);
  if (first.length > limit) return toPage(first, limit, 'window');
  const probes = trigramWords(options.term).length > 0 ? indexProbes(options) : [];
  // One word and no filter: its matches are the events holding it, so counting the
  // candidates in the index is enough.
  const counts =
    probes.length <= 1 && !hasFilters(options.filters)
      ? {
          rows: await countCandidates(options, window.first + 1),
          holding: [first.length],
          holdingAll: first.length,
        }
      : await soonestCounts(options, window.first + 1, probes);
  // The window held every candidate: its matches are all there are.
  if (counts.rows <= window.first) return toPage(first, limit, 'window');
  // Both ways priced in event rows, from the share of the soonest candidates that hold the
  // probes (taken as the share of all events): the index reads each probe's trigram entries
  // and then every event holding all the probes; a term without a word, its matches.
  const tableRows = options.window?.events ?? (await estimatedEvents(options.db));
  const share = (n: number) => n / counts.rows;
  const indexCost =
    probes.length === 0
      ? tableRows * share(first.length)
      : tableRows *
        (probes.reduce(
          (sum, probe, i) => sum + share(counts.holding[i] ?? 0) * trigramsIn(probe),
          0,
        ) *
          INDEX_ENTRY_COST +
          share(counts.holdingAll));
  // The window reads as many candidates as the rate matches came at says will fill the page,
  // and half as many again (`most` when none came); it is expected to stop at the page.
  const rate = first.length / counts.rows;
  const size = Math.min(window.most, Math.ceil((1.5 * (limit + 1)) / rate));
  const windowCost = Math.min(size, (limit + 1) / rate);
  if (windowCost < indexCost) {
    const more = await options.db.transaction(async (tx) => {
      // A window of thousands is a large part of the candidates at 100,000 events, and
      // PostgreSQL, costing each row read at random as from disk, then chose to read every
      // candidate and sort them (50 ms) over the start-order scan that stops at the window
      // (5 ms). Only for this statement, that plan is taken off the table.
      await tx.execute(
        sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`,
      );
      return matchesInStartWindow(options, size, tx);
    });
    if (more.length > limit) return toPage(more, limit, 'longer window');
  }
  rememberRare(options);
  return toPage(await matchesFromTextIndexes(options), limit, 'text index');
}

/**
 * Title matches among the `window` soonest upcoming events. The window is a subquery with its
 * own LIMIT, which PostgreSQL evaluates first, so a term no index can serve costs at most
 * `window` comparisons.
 */
export async function suggestAmongSoonestEvents(options: {
  db: Db;
  term: string;
  limit: number;
  now: Date;
  window: number;
}): Promise<EventSearchHit[]> {
  const { db, now } = options;
  const soonest = db
    .select({
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
      destination: events.destination,
      areaId: events.areaId,
      venueId: events.venueId,
    })
    .from(events)
    .where(publishedNotEndedBy(now))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(options.window)
    .as('soonest');
  const rows = await db
    .select({
      id: soonest.id,
      title: soonest.title,
      slug: soonest.slug,
      countrySlug: soonest.countrySlug,
      citySlug: soonest.citySlug,
      startDate: soonest.startDate,
      endDate: soonest.endDate,
      category: soonest.category,
      status: soonest.status,
      imageUrl: soonest.imageUrl,
      timeZone: venueAreas.timeZone,
      venueName: venues.name,
      venueCity: venues.city,
      destination: soonest.destination,
    })
    .from(soonest)
    .innerJoin(venueAreas, eq(venueAreas.id, soonest.areaId))
    .leftJoin(venues, eq(venues.id, soonest.venueId))
    .where(ilike(soonest.title, searchPattern(options.term)))
    .orderBy(asc(soonest.startDate), asc(soonest.id))
    .limit(options.limit);
  return rows.map(toEventResult);
}

/**
 * Each result with its language and the organiser's titles in others, so a list shows the
 * reader's (docs/product.md §18 "Event text in several languages"): one read for the page.
 */
export async function withTitles(db: Db, hits: EventSearchHit[]): Promise<EventSearchResult[]> {
  const titles = await titlesOf(
    db,
    hits.map((hit) => hit.id),
  );
  return hits.map((hit) => ({
    ...hit,
    ...(titles.get(hit.id) ?? { locale: SOURCE_LOCALE, translations: [] }),
  }));
}
