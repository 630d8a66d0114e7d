import { randomUUID } from 'node:crypto';
import { AREAS, migrate, seedAreas, slugify, type Database, type EventCategory } from '@lineup/db';
import {
  casualPlans,
  eventRsvps,
  events,
  profiles,
  users,
  venueAreas,
  venues,
  type NewCasualPlan,
  type NewEvent,
  type NewEventRsvp,
  type NewVenue,
} from '@lineup/db/schema';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// A large, plausible data set for the discovery benchmarks: events over two years (half of
// them past, as a live site accumulates), venues in every area, a few plans and members.

/** Appears in about 40 event descriptions: the "rare word" search. */
export const RARE_WORD = 'bioluminescence';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const TOWNS: Record<string, string[]> = {
  'portugal-ericeira-area': ['Ericeira', 'Ribamar', 'Sao Lourenco', 'Mafra'],
  'portugal-peniche-area': ['Peniche', 'Baleal', 'Ferrel', 'Consolacao'],
  'netherlands-zandvoort-area': ['Zandvoort', 'Bentveld', 'Bloemendaal aan Zee'],
  'netherlands-scheveningen-area': ['Scheveningen', 'Kijkduin', 'Duindorp'],
  'netherlands-wijk-aan-zee-area': ['Wijk aan Zee', 'Velsen-Noord', 'IJmuiden'],
  'sri-lanka-south-coast-area': ['Weligama', 'Mirissa', 'Ahangama', 'Hiriketiya', 'Midigama'],
};

const VENUE_KINDS = [
  'Beach Bar',
  'Surf Club',
  'Cafe',
  'Yoga Shala',
  'Hostel',
  'Brewery',
  'Gallery',
];
const VENUE_NAMES = ['Mare', 'Onda', 'Salty', 'Driftwood', 'Kelp', 'Lighthouse', 'Tidal', 'Dune'];

const TITLE_FIRST = ['Sunset', 'Dawn', 'Full Moon', 'Sunday', 'Midweek', 'Rainy Day', 'Big Swell'];
const TITLE_SECOND: [string, EventCategory][] = [
  ['Surf Session', 'surf'],
  ['Longboard Jam', 'surf'],
  ['Beach Yoga', 'yoga-wellness'],
  ['Breathwork Circle', 'yoga-wellness'],
  ['Jazz Night', 'music'],
  ['DJ Set', 'party'],
  ['Open Mic', 'music'],
  ['Street Food Market', 'food-drink'],
  ['Natural Wine Tasting', 'food-drink'],
  ['Flea Market', 'market'],
  ['Volleyball Cup', 'sport'],
  ['Run Club', 'sport'],
  ['Beach Cleanup', 'community'],
  ['Board Shaping Workshop', 'workshop'],
  ['Photo Walk', 'art-culture'],
  ['Film Screening', 'art-culture'],
  ['Quiz Night', 'other'],
];
const VIBES = ['Laid-back', 'Lively', 'Family friendly', 'Chill', 'Competitive', 'Cosy'];
const TAGS = ['beach', 'sunset', 'live', 'free', 'outdoor', 'locals', 'beginners', 'vegan', 'dogs'];
const SENTENCES = [
  'Bring a towel and good company.',
  'Boards and wetsuits can be rented on site.',
  'Expect a relaxed crowd and a view over the bay.',
  'Food trucks from the harbour keep everyone going.',
  'Beginners are welcome; the hosts explain everything.',
  'Tickets at the door while they last.',
  'We finish with a bonfire if the wind allows.',
  'The playlist leans towards soul and old funk.',
];

/** A small deterministic generator, so every run loads the same rows. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

/**
 * Inserts `rows` (Drizzle's property names) in batches of `size`, each batch one statement
 * with one JSON parameter: building and binding tens of thousands of parameters per statement
 * cost more than the insert itself.
 */
async function insertInBatches<T extends PgTable>(
  database: Database,
  table: T,
  rows: T['$inferInsert'][],
  size = 5000,
) {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      }
      return record;
    });
    await database.db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then builds them again (also
 * when the load fails, so a reused database keeps them): one sorted build per index is much
 * quicker than updating the trigram indexes row by row. With the JSON inserts, 100,000 events
 * load in about 20 s instead of 25, a million in about four minutes. Primary keys and
 * constraints stay, so foreign keys are still checked.
 */
async function withoutIndexes(
  database: Database,
  tables: string[],
  load: () => Promise<void>,
): Promise<void> {
  const found = await database.db.execute<{ name: string; definition: string }>(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`);
  // The GIN indexes first: they take longest, and the two builders then finish together.
  const indexes = found.rows.sort(
    (a, b) => Number(/using gin/i.test(b.definition)) - Number(/using gin/i.test(a.definition)),
  );
  for (const index of indexes)
    await database.db.execute(sql`drop index ${sql.identifier(index.name)}`);
  try {
    await load();
  } finally {
    await buildIndexes(database, indexes);
  }
}

async function buildIndexes(database: Database, indexes: { definition: string }[]): Promise<void> {
  // Two builds at a time on PostgreSQL (one per core); PGlite has a single connection.
  const parallel = database.kind === 'postgres' ? 2 : 1;
  const queue = [...indexes];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let index = queue.shift(); index; index = queue.shift()) {
        const definition = index.definition;
        await database.db.transaction(async (tx) => {
          if (database.kind === 'postgres') {
            await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
          }
          await tx.execute(sql.raw(definition));
        });
      }
    }),
  );
}

export type DiscoveryData = { events: number; venues: number; plans: number; rsvps: number };

/** Events generated and inserted at a time, so a million never sit in memory at once. */
const EVENT_CHUNK = 20_000;

/**
 * Loads `eventCount` events (about 90 % published, the rest drafts and cancelled ones) spread
 * from a year ago to a year ahead of `now`, into a migrated, empty database.
 */
export async function loadDiscoveryData(
  database: Database,
  options: { eventCount: number; now?: Date },
): Promise<DiscoveryData> {
  const now = options.now ?? new Date();
  const r = random(20_260_101);
  await seedAreas(database);
  const areaRows = await database.db.select().from(venueAreas);
  const areaBySlug = new Map(areaRows.map((area) => [area.slug, area]));

  const members = Array.from({ length: 200 }, (_, i) => ({
    id: randomUUID(),
    name: `bench${i}`,
    email: `bench${i}@example.com`,
    emailVerified: true,
  }));
  await insertInBatches(database, users, members);
  await insertInBatches(
    database,
    profiles,
    members.map((member) => ({ id: member.id, username: member.name, email: member.email })),
  );

  const venueRows: (NewVenue & { id: string; areaSlug: string })[] = [];
  for (const area of AREAS) {
    for (let i = 0; i < 100; i++) {
      const city = r.pick(TOWNS[area.slug]!);
      const name = `${r.pick(VENUE_NAMES)} ${r.pick(VENUE_KINDS)} ${i + 1}`;
      venueRows.push({
        id: randomUUID(),
        areaSlug: area.slug,
        name,
        slug: slugify(`${name} ${area.slug}`),
        street: `Rua do Mar ${r.int(1, 200)}`,
        postalCode: `${r.int(1000, 9999)}`,
        city,
        citySlug: slugify(city),
        areaId: areaBySlug.get(area.slug)!.id,
      });
    }
  }
  await insertInBatches(
    database,
    venues,
    venueRows.map(({ areaSlug: _areaSlug, ...venue }) => venue),
  );
  const venuesByArea = new Map(
    AREAS.map((area) => [area.slug, venueRows.filter((venue) => venue.areaSlug === area.slug)]),
  );

  // Ids are chosen here rather than by the database, so the RSVPs below need no answer back.
  const eventIds: string[] = [];
  let rsvpCount = 0;
  await withoutIndexes(database, ['events', 'event_rsvps'], async () => {
    for (let from = 0; from < options.eventCount; from += EVENT_CHUNK) {
      const eventRows: (NewEvent & { id: string })[] = [];
      for (let i = from; i < Math.min(options.eventCount, from + EVENT_CHUNK); i++) {
        const area = r.pick(AREAS);
        const venue = r.next() < 0.8 ? r.pick(venuesByArea.get(area.slug)!) : undefined;
        const city = venue?.city ?? TOWNS[area.slug]![0]!;
        const [second, category] = r.pick(TITLE_SECOND);
        const title = `${r.pick(TITLE_FIRST)} ${second}`;
        // Quarter-hour start times, so many events share a start and paging must break ties.
        const start = new Date(
          Math.floor(
            (now.getTime() + r.int(-365, 365) * DAY + r.int(7, 22) * HOUR) / (15 * 60_000),
          ) *
            15 *
            60_000,
        );
        const hours = r.next() < 0.02 ? r.int(24, 72) : r.int(1, 4);
        const description = [r.pick(SENTENCES), r.pick(SENTENCES), r.pick(SENTENCES)];
        if (i % 2500 === 7) description.push(`Night swim to see the ${RARE_WORD} in the bay.`);
        const roll = r.next();
        eventRows.push({
          id: randomUUID(),
          slug: `${slugify(title)}-${i}`,
          title,
          description: description.join(' '),
          destination: r.next() < 0.3 ? city : null,
          vibe: r.pick(VIBES),
          eventCategory: category,
          tags: [r.pick(TAGS), r.pick(TAGS)],
          specificVenue: venue ? null : `${r.pick(['North', 'South', 'Main'])} beach`,
          status: roll < 0.9 ? 'published' : roll < 0.95 ? 'draft' : 'cancelled',
          startDate: start,
          endDate: new Date(start.getTime() + hours * HOUR),
          capacity: r.next() < 0.3 ? r.int(10, 200) : null,
          areaId: areaBySlug.get(area.slug)!.id,
          venueId: venue?.id ?? null,
          creatorId: r.pick(members).id,
          organizerEmail: `organizer${i}@example.org`,
          countrySlug: area.countrySlug,
          citySlug: slugify(city),
        });
      }
      await insertInBatches(database, events, eventRows);
      eventIds.push(...eventRows.map((row) => row.id));
    }

    // A third of the events have a few RSVPs, so the cards' counts read real index entries.
    let rsvps: NewEventRsvp[] = [];
    for (const id of eventIds) {
      if (r.next() > 0.33) continue;
      const first = r.int(0, members.length - 8);
      for (let k = 0; k < r.int(1, 8); k++) {
        rsvps.push({
          eventId: id,
          userId: members[first + k]!.id,
          status: r.next() < 0.6 ? 'going' : 'interested',
        });
      }
      if (rsvps.length >= EVENT_CHUNK) {
        await insertInBatches(database, eventRsvps, rsvps);
        rsvpCount += rsvps.length;
        rsvps = [];
      }
    }
    await insertInBatches(database, eventRsvps, rsvps);
    rsvpCount += rsvps.length;
  });

  const plans: NewCasualPlan[] = Array.from({ length: 1000 }, () => {
    const area = r.pick(AREAS);
    return {
      title: `${r.pick(TITLE_FIRST)} ${r.pick(['paddle', 'coffee', 'surf check', 'walk'])}`,
      description: r.pick(SENTENCES),
      vibe: r.pick(VIBES),
      location: `${r.pick(TOWNS[area.slug]!)} ${r.pick(['harbour', 'beach', 'point'])}`,
      areaId: areaBySlug.get(area.slug)!.id,
      creatorId: r.pick(members).id,
      startsAt: new Date(now.getTime() + r.int(-30, 60) * DAY),
      visibility: r.next() < 0.8 ? 'everyone' : 'friends',
    };
  });
  await insertInBatches(database, casualPlans, plans);

  return {
    events: eventIds.length,
    venues: venueRows.length,
    plans: plans.length,
    rsvps: rsvpCount,
  };
}

/**
 * VACUUM ANALYZE after a bulk load: fresh planner statistics, and the trigram indexes' pending
 * lists merged (GIN's fast-update list is scanned in full by every search until then).
 * PostgreSQL's autovacuum would do the same a little later; PGlite has none.
 */
export async function settle(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum analyze`);
}

/** One search request of the benchmark spread: `path` is the API path with its query. */
export type SearchCase = { name: string; path: string };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Searches of every kind the data set holds, for "any term" figures: how often each term
 * matches is a share of the events, so the spread means the same at any size.
 */
export function searchSpread(now = new Date()): SearchCase[] {
  const search = (name: string, query: Record<string, string>): SearchCase => ({
    name,
    path: `/api/search?${new URLSearchParams(query).toString()}`,
  });
  const suggestions = (q: string): SearchCase => ({
    name: `suggestions "${q}"`,
    path: `/api/search/suggestions?${new URLSearchParams({ q }).toString()}`,
  });
  const inDays = (days: number) => isoDay(new Date(now.getTime() + days * DAY));
  return [
    search('"surf" (12 % of events)', { q: 'surf' }),
    search('"beach" (44 %)', { q: 'beach' }),
    search('"sao lourenco" (0.8 %)', { q: 'sao lourenco' }),
    search('"hiriketiya" (0.6 %)', { q: 'hiriketiya' }),
    search('a sentence (0.2 %)', { q: 'company. tickets at the door while they last. we finish' }),
    search(`"${RARE_WORD}" (0.04 %)`, { q: RARE_WORD }),
    search('"xylophone" (no match)', { q: 'xylophone' }),
    search('"surf jazz" (no match, common words)', { q: 'surf jazz' }),
    search('"yo" (41 %)', { q: 'yo' }),
    search('"ij" (5 %)', { q: 'ij' }),
    search('"qz" (no match)', { q: 'qz' }),
    search('"7" (no match)', { q: '7' }),
    search('"full moon quiz" (0.8 %)', { q: 'full moon quiz' }),
    search('"surf", category surf', { q: 'surf', category: 'surf' }),
    search('"surf", category music (no match)', { q: 'surf', category: 'music' }),
    search('"beach", location Ericeira', { q: 'beach', location: 'Ericeira' }),
    search('"surf", location Baleal', { q: 'surf', location: 'Baleal' }),
    search('"yoga", a week from day 30', {
      q: 'yoga',
      startDate: inDays(30),
      endDate: inDays(36),
    }),
    search(`"${RARE_WORD}", from day 200`, { q: RARE_WORD, startDate: inDays(200) }),
    suggestions('su'),
    suggestions('qz'),
    suggestions('surf'),
    suggestions('jazz n'),
    suggestions('xylophone'),
  ];
}

/**
 * Migrates `database`, loads `eventCount` events unless it has events already (a database
 * kept by `--reuse`), and settles it.
 */
export async function loadUnlessLoaded(database: Database, eventCount: number): Promise<void> {
  await migrate(database);
  const existing = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from events`,
  );
  if ((existing.rows[0]?.n ?? 0) === 0) {
    const started = performance.now();
    await loadDiscoveryData(database, { eventCount });
    console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await settle(database);
}
