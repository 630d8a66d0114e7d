import { sunOfDay } from '@lineup/contracts/day-light';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ensureApprovedCity } from '../cities';
import { analyze, type Database, type Db } from '../client';
import type { SeriesRule } from '@lineup/contracts/series';
import {
  casualPlanMembers,
  casualPlans,
  eventRsvps,
  recurringSeries,
  events,
  friendships,
  messages,
  profiles,
  users,
  venueAreas,
  venues,
  type NewCasualPlan,
  type NewEvent,
  type NewEventRsvp,
  type NewFriendship,
  type NewMessage,
  type NewProfile,
  type NewUser,
  type NewVenue,
  type VenueAreaRow,
} from '../schema';
import { slugify } from '../slug';
import { AREAS, seedAreas } from './areas';
import {
  DEMO_CONVERSATIONS,
  EVENT_TEMPLATES,
  MEMBERS,
  PLAN_TEMPLATES,
  VENUES,
  VENUE_POINTS,
  WEEKLY_YOGA_PICTURES,
  WORLD,
  type AreaSlug,
  type EventTemplate,
  type Price,
  type StartTime,
  type VenueKind,
} from './demo-data';
import { addDays, instantAt, isoDate, localDateOf, type LocalDay } from '../zoned-time';
import { Random } from './random';

export type SeedDemoDataOptions = {
  /** The demo data is laid out around this instant (default: now). */
  now?: Date;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * 60 * MINUTE;
/** Events are spread over the days after `now` ("the 90 days after the day of seeding"). */
const HORIZON_DAYS = 90;

/**
 * A demo picture's card-sized file (apps/web/public/demo-pictures/<name>/, drawn by
 * `npm run demo-pictures -w @lineup/db`); its hero-sized file sits beside it, as an uploaded
 * cover's does.
 */
const demoPicture = (name: string) => `/demo-pictures/${name}/card.webp`;
/** The coast a country's demo areas are on; a picture whose name ends in one shows it. */
const COASTS: Record<string, Coast> = {
  portugal: 'atlantic',
  netherlands: 'north-sea',
  'sri-lanka': 'tropical',
};
type Coast = 'atlantic' | 'north-sea' | 'tropical';
/** The coasts whose pictures pass for another's, nearest first (no palms in Europe). */
const LOOKALIKES: Record<Coast, Coast[]> = {
  atlantic: ['north-sea', 'tropical'],
  'north-sea': ['atlantic', 'tropical'],
  tropical: ['atlantic', 'north-sea'],
};
const coastOf = (picture: string) =>
  (Object.keys(LOOKALIKES) as Coast[]).find((coast) => picture.endsWith(`-${coast}`));

/** The pictures that suit an area: its own coast's and those of no coast, else the nearest. */
function picturesFor(area: Area, pictures: readonly string[]): readonly string[] {
  const coast = COASTS[area.countrySlug] ?? 'atlantic';
  const own = pictures.filter((picture) => [coast, undefined].includes(coastOf(picture)));
  if (own.length > 0) return own;
  for (const lookalike of LOOKALIKES[coast]) {
    const near = pictures.filter((picture) => coastOf(picture) === lookalike);
    if (near.length > 0) return near;
  }
  return pictures;
}

const SEED = 20_240_601;
// Serialises concurrent start-ups on one PostgreSQL so only one of them seeds.
const SEED_LOCK_KEY = 727_002;

/**
 * Fills an empty database (no users, no events) with the six areas and a fictional but
 * lively set of members, venues, events, RSVPs, casual plans and friendships around `now`.
 * Does nothing when the database already has users or events.
 */
export async function seedDemoData(
  database: Database,
  options: SeedDemoDataOptions = {},
): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  await seedAreas(database);
  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const counts = await tx.execute<{ users: number; events: number }>(
      sql`select (select count(*) from users)::int as users, (select count(*) from events)::int as events`,
    );
    const { users: userCount = 0, events: eventCount = 0 } = counts.rows[0] ?? {};
    if (userCount > 0 || eventCount > 0) return false;

    const areaRows = await tx.select().from(venueAreas);
    const data = buildDemoData(now, areaRows);
    // The towns of the demo venues and events stand for cities an admin approved.
    const cityIds = new Map<string, string>();
    for (const { areaId, name } of data.cities) {
      const area = areaRows.find((row) => row.id === areaId)!;
      const city = await ensureApprovedCity(tx, area, name);
      if (city) cityIds.set(`${areaId}/${city.slug}`, city.id);
    }
    for (const venue of data.venues)
      venue.cityId = cityIds.get(`${venue.areaId}/${venue.citySlug}`);
    await insertAll(tx, users, data.users);
    await insertAll(tx, profiles, data.profiles);
    await insertAll(tx, venues, data.venues);
    await insertAll(tx, recurringSeries, data.series);
    await insertAll(tx, events, data.events);
    await insertAll(tx, eventRsvps, data.rsvps);
    await insertAll(tx, casualPlans, data.plans);
    await insertAll(tx, casualPlanMembers, data.planMembers);
    await insertAll(tx, friendships, data.friendships);
    await insertAll(tx, messages, data.messages);
    return true;
  });
  if (seeded) await analyze(database);
  return { seeded };
}

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(table).values(rows.slice(i, i + 200));
  }
}

type DemoData = {
  /** The towns venues and events are in, per area. */
  cities: { areaId: string; name: string }[];
  users: NewUser[];
  profiles: NewProfile[];
  venues: NewVenue[];
  series: (typeof recurringSeries.$inferInsert)[];
  events: NewEvent[];
  rsvps: NewEventRsvp[];
  plans: NewCasualPlan[];
  planMembers: (typeof casualPlanMembers.$inferInsert)[];
  friendships: NewFriendship[];
  messages: NewMessage[];
};

type Member = NewUser & { id: string; email: string; areaSlug: AreaSlug };
type Venue = NewVenue & { id: string; kind: VenueKind; areaSlug: AreaSlug; hostId: string };
type Area = (typeof AREAS)[number] & { id: string };

/** The demo rows, computed without touching the database (same `now`, same rows). */
export function buildDemoData(now: Date, areaRows: VenueAreaRow[]): DemoData {
  const random = new Random(SEED);
  const areas: Area[] = AREAS.map((area) => {
    const row = areaRows.find((candidate) => candidate.slug === area.slug);
    if (!row) throw new Error(`Area ${area.slug} is missing; run seedAreas first`);
    return { ...area, id: row.id };
  });
  const daysAgo = (min: number, max: number) =>
    new Date(now.getTime() - random.int(min * 24 * 60, max * 24 * 60) * MINUTE);

  // ---- Members ----
  const memberSeeds = entriesByArea(MEMBERS);
  const members: Member[] = memberSeeds.map(([areaSlug, [username, name]]) => ({
    id: random.uuid(),
    name,
    email: `${username}@example.com`,
    emailVerified: true,
    createdAt: daysAgo(20, 400),
    areaSlug,
  }));
  const profileRows: NewProfile[] = memberSeeds.map(
    ([, [username, , location, locationCategory, tagline, status, statusDetails]], i) => ({
      id: members[i]!.id,
      username,
      email: members[i]!.email,
      location,
      locationCategory,
      tagline,
      status,
      statusDetails,
      // A few members keep their plans to themselves (docs/product.md "Privacy & settings").
      rsvpVisibility: i % 11 === 5 ? 'friends' : i % 13 === 7 ? 'nobody' : 'everyone',
      createdAt: members[i]!.createdAt,
    }),
  );
  const membersOf = (slug: AreaSlug) => members.filter((member) => member.areaSlug === slug);

  // ---- Venues ----
  const venueRows: Venue[] = entriesByArea(VENUES).map(([areaSlug, [name, kind, city, street]]) => {
    const area = areas.find((candidate) => candidate.slug === areaSlug)!;
    const postalCode = WORLD[areaSlug].towns.find(([town]) => town === city)?.[1] ?? null;
    const slug = slugify(name);
    return {
      id: random.uuid(),
      name,
      slug,
      street,
      postalCode,
      city,
      citySlug: slugify(city),
      areaId: area.id,
      website: random.chance(0.6) ? `https://${slug}.example.com` : null,
      googleMaps: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${city}`)}`,
      latitude: VENUE_POINTS[name]?.[0] ?? null,
      longitude: VENUE_POINTS[name]?.[1] ?? null,
      creatorId: null,
      createdAt: daysAgo(60, 400),
      kind,
      areaSlug,
      hostId: random.pick(membersOf(areaSlug)).id,
    };
  });
  for (const venue of venueRows) venue.creatorId = venue.hostId;

  const towns = new Map<string, { areaId: string; name: string }>();
  const addTown = (areaId: string, name: string) =>
    towns.set(`${areaId}/${slugify(name)}`, { areaId, name });
  for (const venue of venueRows) addTown(venue.areaId!, venue.city!);

  // ---- Events ----
  const eventRows: NewEvent[] = [];
  const usedSlugs = new Set<string>();
  // The pictures that suit an area take turns, starting at a different one in each area, so two
  // events of a kind seldom look alike; counted rather than drawn, so the other rows stay put.
  const pictureTurns = new Map<EventTemplate, number>();
  const pictureFor = (area: Area, template: EventTemplate) => {
    const turn = pictureTurns.get(template) ?? 0;
    pictureTurns.set(template, turn + 1);
    const pictures = picturesFor(area, template.pictures);
    return demoPicture(pictures[(turn + areas.indexOf(area)) % pictures.length]!);
  };
  const horizon = now.getTime() + HORIZON_DAYS * DAY;

  const addEvent = (area: Area, date: LocalDay, template: EventTemplate): NewEvent | null => {
    const world = WORLD[area.slug];
    const candidates = venueRows.filter(
      (venue) => venue.areaSlug === area.slug && template.venueKinds?.includes(venue.kind),
    );
    const venue = candidates.length > 0 ? random.pick(candidates) : undefined;
    if (template.venueKinds && !venue) return null;
    const spot = random.pick(world.spots);
    const city = venue?.city ?? world.towns[0]![0];
    const startDate = startOf(template.start, date, area);
    const title = template.title
      .replace('{venue}', venue?.name ?? spot)
      .replace('{spot}', spot)
      .replace('{town}', city);
    const citySlug = slugify(city);
    addTown(area.id, city);
    const slug = uniqueSlug(usedSlugs, `${area.countrySlug}/${citySlug}`, slugify(title), date);
    const creator = venue
      ? members.find((member) => member.id === venue.hostId)!
      : random.pick(membersOf(area.slug));
    const createdAt = new Date(
      Math.min(now.getTime(), startDate.getTime()) - random.int(1, 21) * DAY,
    );
    const row: NewEvent = {
      id: random.uuid(),
      slug,
      title,
      description: fill(template.description, { venue: venue?.name, spot, town: city }),
      destination: `${city}, ${area.country}`,
      vibe: random.pick(template.vibes),
      eventCategory: template.category,
      tags: [...template.tags],
      specificVenue: venue ? null : spot,
      status: 'published',
      startDate,
      endDate: new Date(startDate.getTime() + template.minutes * MINUTE),
      capacity:
        template.capacity && random.chance(0.7)
          ? random.int(template.capacity[0], template.capacity[1])
          : null,
      priceText: template.price ? formatPrice(random.pick(template.price), world.currency) : null,
      externalUrl: random.chance(0.15) ? `https://tickets.example.com/${slug}` : null,
      // Most have a picture, as real listings do; every fifth shows its category's art instead.
      imageUrl: eventRows.length % 5 === 4 ? null : pictureFor(area, template),
      areaId: area.id,
      venueId: venue?.id ?? null,
      creatorId: creator.id,
      organizerEmail: creator.email,
      countrySlug: area.countrySlug,
      citySlug,
      createdAt,
      updatedAt: createdAt,
    };
    eventRows.push(row);
    return row;
  };

  const templatesFor = (area: Area, date: LocalDay) =>
    EVENT_TEMPLATES.filter(
      (template) =>
        (!template.areas || template.areas.includes(area.slug)) &&
        (!template.days || template.days.includes(date.weekday)) &&
        (!template.venueKinds ||
          venueRows.some(
            (venue) => venue.areaSlug === area.slug && template.venueKinds!.includes(venue.kind),
          )),
    );

  for (const area of areas) {
    const today = localDateOf(now, area.timeZone);
    // A few events that already happened: reachable by URL, not listed.
    const pastDate = addDays(today, -random.int(2, 12));
    addEvent(area, pastDate, random.pick(templatesFor(area, pastDate)));

    for (let offset = 0; offset < HORIZON_DAYS; offset++) {
      const date = addDays(today, offset);
      const count = random.weighted([
        [0, 45],
        [1, 42],
        [2, 13],
      ] as const);
      const options = templatesFor(area, date);
      const chosen = new Set<EventTemplate>();
      while (chosen.size < count && chosen.size < options.length) {
        chosen.add(
          random.weighted(options.map((template) => [template, template.weight] as const)),
        );
      }
      for (const template of chosen) {
        const start = startOf(template.start, date, area).getTime();
        if (start <= now.getTime() || start >= horizon) continue;
        addEvent(area, date, template);
      }
    }
  }

  const upcoming = eventRows
    .filter((event) => event.startDate.getTime() > now.getTime())
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  // One cancelled event in the coming weeks (shown with a banner), and a few unpublished drafts.
  upcoming[Math.floor(upcoming.length / 8)]!.status = 'cancelled';
  for (const index of [0.3, 0.55, 0.7, 0.9]) {
    upcoming[Math.floor(upcoming.length * index)]!.status = 'draft';
  }

  // ---- RSVPs ----
  const rsvpRows: NewEventRsvp[] = [];
  const full = upcoming.find((event) => event.status === 'published' && event.capacity);
  if (full) full.capacity = 6;
  for (const event of eventRows) {
    if (event.status === 'draft') continue;
    const area = areas.find((candidate) => candidate.id === event.areaId)!;
    const locals = membersOf(area.slug);
    const visitors = random.sample(
      members.filter((member) => member.areaSlug !== area.slug),
      2,
    );
    const isFull = event === full;
    const people = isFull
      ? random.sample(members, 9)
      : random.sample([...locals, ...visitors], random.int(0, 6));
    let going = 0;
    for (const person of people) {
      const wantsToGo = isFull ? going < 6 : random.chance(0.65);
      const status =
        wantsToGo && (!event.capacity || going < event.capacity) ? 'going' : 'interested';
      if (status === 'going') going++;
      const createdAt = new Date(
        Math.min(now.getTime(), event.startDate.getTime()) - random.int(60, 14 * 24 * 60) * MINUTE,
      );
      rsvpRows.push({
        eventId: event.id!,
        userId: person.id,
        status,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  // ---- A recurring event in every area ----
  // Drawn from a stream of its own, so the one-off events above stay as they were.
  const seriesRandom = new Random(SEED + 1);
  const seriesRows: DemoData['series'] = [];
  for (const area of areas) {
    const venue = venueRows.find(
      (candidate) => candidate.areaSlug === area.slug && candidate.kind === 'yoga',
    );
    if (!venue) continue;
    const today = localDateOf(now, area.timeZone);
    // The next Tuesday (weekday 2), 08:00 in the area: eight sessions.
    const firstDay = addDays(today, ((2 - today.weekday + 6) % 7) + 1);
    const rule: SeriesRule = {
      frequency: 'weekly',
      interval: 1,
      weekdays: ['TU'],
      monthDay: null,
      monthWeek: null,
      monthWeekday: null,
      count: 8,
      until: null,
    };
    const seriesId = seriesRandom.uuid();
    seriesRows.push({
      id: seriesId,
      rule,
      startLocal: `${isoDate(firstDay)}T08:00`,
      timeZone: area.timeZone,
    });
    const host = members.find((member) => member.id === venue.hostId)!;
    const title = `Tuesday Morning Yoga at ${venue.name}`;
    const citySlug = slugify(venue.city!);
    for (let week = 0; week < rule.count!; week++) {
      const day = addDays(firstDay, 7 * week);
      const startDate = instantAt(day, 8 * 60, area.timeZone);
      const slug = uniqueSlug(usedSlugs, `${area.countrySlug}/${citySlug}`, slugify(title), day);
      const createdAt = new Date(now.getTime() - 3 * DAY);
      const id = seriesRandom.uuid();
      eventRows.push({
        id,
        slug,
        title,
        description:
          'An easy hatha flow to start the week, every Tuesday before the morning surf. Mats are provided; come to one session or to all of them.',
        destination: `${venue.city}, ${area.country}`,
        vibe: 'Calm',
        eventCategory: 'yoga-wellness',
        tags: ['yoga', 'weekly', 'hatha'],
        specificVenue: null,
        status: 'published',
        startDate,
        endDate: new Date(startDate.getTime() + 75 * MINUTE),
        capacity: 14,
        priceText: formatPrice({ eur: 12, suffix: ' drop-in' }, WORLD[area.slug].currency),
        externalUrl: null,
        // A series keeps one picture for all its sessions.
        imageUrl: demoPicture(picturesFor(area, WEEKLY_YOGA_PICTURES)[0]!),
        areaId: area.id,
        venueId: venue.id,
        creatorId: host.id,
        organizerEmail: host.email,
        countrySlug: area.countrySlug,
        citySlug,
        seriesId,
        occurrenceStart: startDate,
        createdAt,
        updatedAt: createdAt,
      });
      for (const person of seriesRandom.sample(membersOf(area.slug), seriesRandom.int(1, 5))) {
        rsvpRows.push({
          eventId: id,
          userId: person.id,
          status: 'going',
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
  }

  // ---- Casual plans ----
  const planRows: NewCasualPlan[] = [];
  const planMemberRows: DemoData['planMembers'] = [];
  for (let i = 0; i < 20; i++) {
    const area = areas[i % areas.length]!;
    const template = random.pick(PLAN_TEMPLATES);
    const date = addDays(localDateOf(now, area.timeZone), random.int(1, 6));
    const locals = membersOf(area.slug);
    const creator = random.pick(locals);
    const venue = random.pick(venueRows.filter((candidate) => candidate.areaSlug === area.slug));
    const location =
      template.place === 'venue'
        ? `${venue.name}, ${venue.city}`
        : random.pick(WORLD[area.slug].spots);
    const id = random.uuid();
    const createdAt = new Date(now.getTime() - random.int(30, 48 * 60) * MINUTE);
    planRows.push({
      id,
      title: template.title,
      description: template.description,
      vibe: template.vibe,
      location,
      areaId: area.id,
      creatorId: creator.id,
      startsAt: instantAt(date, minutesOf(template.at), area.timeZone),
      spotsLimit: template.spotsLimit ?? null,
      visibility: template.visibility ?? 'everyone',
      createdAt,
      updatedAt: createdAt,
    });
    const others = locals.filter((member) => member.id !== creator.id);
    const joining = random.sample(others, Math.min(template.spotsLimit ?? 4, random.int(0, 4)));
    for (const member of joining) {
      planMemberRows.push({ planId: id, userId: member.id, joinedAt: createdAt });
    }
  }

  // ---- Friendships ----
  const friendshipRows: NewFriendship[] = [];
  const pairs = new Set<string>();
  const befriend = (a: Member, b: Member, status: 'pending' | 'accepted') => {
    const key = [a.id, b.id].sort().join('|');
    if (a.id === b.id || pairs.has(key)) return;
    pairs.add(key);
    const createdAt = daysAgo(1, 60);
    friendshipRows.push({
      requesterId: a.id,
      addresseeId: b.id,
      status,
      createdAt,
      respondedAt:
        status === 'accepted' ? new Date(createdAt.getTime() + random.int(5, 600) * MINUTE) : null,
    });
  };
  for (const area of areas) {
    const locals = membersOf(area.slug);
    for (let i = 0; i < 3; i++) {
      const [a, b] = random.sample(locals, 2);
      befriend(a!, b!, 'accepted');
    }
  }
  for (let i = 0; i < 8; i++) {
    const [a, b] = random.sample(members, 2);
    befriend(a!, b!, i < 4 ? 'accepted' : 'pending');
  }

  // ---- Discussions: a few events and plans already have people talking ----
  // A random of its own, so the rows above stay as they were.
  const talkRandom = new Random(SEED + 2);
  const messageRows: NewMessage[] = [];
  const talk = (
    thread: { eventId: string } | { planId: string },
    people: string[],
    since: Date,
  ) => {
    if (people.length < 2) return;
    const conversation = talkRandom.pick(DEMO_CONVERSATIONS);
    let at = new Date(
      Math.min(now.getTime() - HOUR, since.getTime() + talkRandom.int(5, 120) * MINUTE),
    );
    const opening = { id: talkRandom.uuid(), ...thread, authorId: people[0]!, createdAt: at };
    messageRows.push({ ...opening, body: conversation.opening });
    conversation.replies.forEach((body, index) => {
      at = new Date(Math.min(now.getTime(), at.getTime() + talkRandom.int(2, 40) * MINUTE));
      messageRows.push({
        id: talkRandom.uuid(),
        ...thread,
        parentId: opening.id,
        authorId: people[1 + (index % (people.length - 1))]!,
        body,
        createdAt: at,
      });
    });
  };
  const goingTo = new Map<string, string[]>();
  for (const rsvp of rsvpRows) {
    if (rsvp.status === 'going')
      goingTo.set(rsvp.eventId, [...(goingTo.get(rsvp.eventId) ?? []), rsvp.userId]);
  }
  const open = eventRows.filter((event) => event.startDate > now && !event.seriesId);
  for (const event of talkRandom.sample(open, Math.min(24, open.length))) {
    const going = goingTo.get(event.id!) ?? [];
    talk(
      { eventId: event.id! },
      talkRandom.sample(going, Math.min(3, going.length)),
      event.createdAt!,
    );
  }
  for (const plan of planRows) {
    const joined = planMemberRows.filter((row) => row.planId === plan.id).map((row) => row.userId);
    talk(
      { planId: plan.id! },
      [...talkRandom.sample(joined, Math.min(2, joined.length)), plan.creatorId],
      plan.createdAt!,
    );
  }

  return {
    cities: [...towns.values()],
    users: members.map(({ areaSlug: _areaSlug, ...user }) => ({
      ...user,
      updatedAt: user.createdAt,
    })),
    profiles: profileRows,
    venues: venueRows.map(
      ({ kind: _kind, areaSlug: _areaSlug, hostId: _hostId, ...venue }) => venue,
    ),
    series: seriesRows,
    events: eventRows,
    rsvps: rsvpRows,
    plans: planRows,
    planMembers: planMemberRows,
    friendships: friendshipRows,
    messages: messageRows,
  };
}

/** `{ area: [row, ...] }` as `[area, row]` pairs, in table order. */
function entriesByArea<T>(table: Record<AreaSlug, readonly T[]>): [AreaSlug, T][] {
  return (Object.entries(table) as [AreaSlug, readonly T[]][]).flatMap(([area, rows]) =>
    rows.map((row): [AreaSlug, T] => [area, row]),
  );
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The start instant on `date` in the area's zone, rounded to a quarter hour. */
function startOf(start: StartTime, date: LocalDay, area: Area): Date {
  if ('at' in start) return instantAt(date, minutesOf(start.at), area.timeZone);
  // "Sunrise session" means sunrise there that day, as the app shows it (docs/product.md §13).
  const sun = sunOfDay(instantAt(date, 12 * 60, area.timeZone), area);
  if (!sun) throw new Error(`The sun neither rises nor sets in ${area.name} on ${isoDate(date)}.`);
  const instant =
    (start.sun === 'rise' ? sun.sunrise : sun.sunset).getTime() + start.offset * MINUTE;
  const quarter = 15 * MINUTE;
  return new Date(Math.round(instant / quarter) * quarter);
}

/** The title's slug, or with the local date (and a number) when the city already has it. */
function uniqueSlug(used: Set<string>, place: string, base: string, date: LocalDay): string {
  const dated = `${base}-${isoDate(date)}`;
  let slug = base;
  for (let n = 1; used.has(`${place}/${slug}`); n++) slug = n === 1 ? dated : `${dated}-${n}`;
  used.add(`${place}/${slug}`);
  return slug;
}

function fill(text: string, values: { venue?: string | undefined; spot: string; town: string }) {
  return text
    .replaceAll('{venue}', values.venue ?? values.spot)
    .replaceAll('{spot}', values.spot)
    .replaceAll('{town}', values.town);
}

function formatPrice(price: Price, currency: 'EUR' | 'LKR'): string {
  if (typeof price === 'string') return price;
  const amount =
    currency === 'EUR'
      ? `€${price.eur}`
      : // Rounded to the nearest 500 rupees, as prices are quoted locally.
        `LKR ${(Math.round((price.eur * 330) / 500) * 500).toLocaleString('en-US')}`;
  return `${amount}${price.suffix ?? ''}`;
}
