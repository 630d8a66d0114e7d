import { randomUUID } from 'node:crypto';
import { AREAS, seedAreas, slugify, type Database, type EventCategory } from '@lineup/db';
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
import { sql } from 'drizzle-orm';
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

async function insertInBatches<T extends PgTable>(
  database: Database,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) {
    await database.db.insert(table).values(rows.slice(i, i + size));
  }
}

export type DiscoveryData = { events: number; venues: number; plans: number; rsvps: number };

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

  const eventRows: NewEvent[] = [];
  for (let i = 0; i < options.eventCount; i++) {
    const area = r.pick(AREAS);
    const inArea = venueRows.filter((venue) => venue.areaSlug === area.slug);
    const venue = r.next() < 0.8 ? r.pick(inArea) : undefined;
    const city = venue?.city ?? TOWNS[area.slug]![0]!;
    const [second, category] = r.pick(TITLE_SECOND);
    const title = `${r.pick(TITLE_FIRST)} ${second}`;
    // Quarter-hour start times, so many events share a start and paging must break ties.
    const start = new Date(
      Math.floor((now.getTime() + r.int(-365, 365) * DAY + r.int(7, 22) * HOUR) / (15 * 60_000)) *
        15 *
        60_000,
    );
    const hours = r.next() < 0.02 ? r.int(24, 72) : r.int(1, 4);
    const description = [r.pick(SENTENCES), r.pick(SENTENCES), r.pick(SENTENCES)];
    if (i % 2500 === 7) description.push(`Night swim to see the ${RARE_WORD} in the bay.`);
    const roll = r.next();
    eventRows.push({
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
  const inserted: { id: string }[] = [];
  for (let i = 0; i < eventRows.length; i += 1000) {
    inserted.push(
      ...(await database.db
        .insert(events)
        .values(eventRows.slice(i, i + 1000))
        .returning({ id: events.id })),
    );
  }

  // A third of the events have a few RSVPs, so the cards' counts read real index entries.
  const rsvps: NewEventRsvp[] = [];
  for (const { id } of inserted) {
    if (r.next() > 0.33) continue;
    const first = r.int(0, members.length - 8);
    for (let k = 0; k < r.int(1, 8); k++) {
      rsvps.push({
        eventId: id,
        userId: members[first + k]!.id,
        status: r.next() < 0.6 ? 'going' : 'interested',
      });
    }
  }
  await insertInBatches(database, eventRsvps, rsvps, 2000);

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
    events: eventRows.length,
    venues: venueRows.length,
    plans: plans.length,
    rsvps: rsvps.length,
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
