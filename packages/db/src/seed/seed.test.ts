import { eventImageUrl } from '@lineup/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { createUser } from '../factories';
import { casualPlans, events, users, venueAreas, venues } from '../schema';
import { createTestDatabase } from '../testing';
import { AREAS, seedAreas } from './areas';
import { buildDemoData, seedDemoData } from './demo';
import { EVENT_TEMPLATES, WEEKLY_YOGA_PICTURES } from './demo-data';

// Late winter, so the 90 days cross the European change to summer time.
const now = new Date('2027-02-10T09:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('seedAreas', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the six areas once and keeps later edits', async () => {
    await seedAreas(database);
    await database.db
      .update(venueAreas)
      .set({ name: 'Ericeira & Mafra', active: false })
      .where(eq(venueAreas.slug, 'portugal-ericeira-area'));
    await seedAreas(database);

    const rows = await database.db.select().from(venueAreas).orderBy(venueAreas.displayOrder);
    expect(rows.map((row) => [row.slug, row.countrySlug, row.timeZone])).toEqual([
      ['portugal-ericeira-area', 'portugal', 'Europe/Lisbon'],
      ['portugal-peniche-area', 'portugal', 'Europe/Lisbon'],
      ['netherlands-zandvoort-area', 'netherlands', 'Europe/Amsterdam'],
      ['netherlands-scheveningen-area', 'netherlands', 'Europe/Amsterdam'],
      ['netherlands-wijk-aan-zee-area', 'netherlands', 'Europe/Amsterdam'],
      ['sri-lanka-south-coast-area', 'sri-lanka', 'Asia/Colombo'],
    ]);
    expect(rows[0]).toMatchObject({ name: 'Ericeira & Mafra', active: false });
    expect(rows[5]).toMatchObject({ country: 'Sri Lanka', active: true });
    expect(rows[5]!.latitude).toBeCloseTo(5.97, 1);
  });
});

describe('seedDemoData', () => {
  let database: Database;
  let result: { seeded: boolean };
  const query = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    (await database.db.execute<T>(statement)).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    result = await seedDemoData(database, { now });
  });
  afterAll(() => database.close());

  it('seeds an empty database with areas, 30 members and at least 25 venues', async () => {
    expect(result).toEqual({ seeded: true });
    const [counts] = await query<{
      areas: number;
      users: number;
      profiles: number;
      venues: number;
    }>(sql`
      select (select count(*) from venue_areas)::int as areas,
             (select count(*) from users where email_verified and email like '%@example.com')::int as users,
             (select count(*) from profiles p join users u on u.id = p.id)::int as profiles,
             (select count(*) from venues)::int as venues`);
    expect(counts).toMatchObject({ areas: AREAS.length, users: 30, profiles: 30 });
    expect(counts!.venues).toBeGreaterThanOrEqual(25);
  });

  it('creates the six launch areas with the line each page shows', async () => {
    const rows = await query<{ slug: string; description: string }>(sql`
      select slug, description from venue_areas order by display_order`);
    expect(rows.map((row) => row.slug)).toEqual([
      'portugal-ericeira-area',
      'portugal-peniche-area',
      'netherlands-zandvoort-area',
      'netherlands-scheveningen-area',
      'netherlands-wijk-aan-zee-area',
      'sri-lanka-south-coast-area',
    ]);
    for (const row of rows) expect(row.description.length).toBeGreaterThan(20);
  });

  it('spreads at least 200 events over the next 90 days, every area, most categories', async () => {
    const rows = await database.db.select().from(events);
    const upcoming = rows.filter(
      (event) =>
        event.startDate.getTime() >= now.getTime() &&
        event.startDate.getTime() <= now.getTime() + 90 * DAY,
    );
    const past = rows.filter((event) => event.startDate.getTime() < now.getTime());
    expect(upcoming.length).toBeGreaterThanOrEqual(200);
    expect(upcoming.length + past.length).toBe(rows.length);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeLessThanOrEqual(10);
    expect(new Set(rows.map((event) => event.areaId)).size).toBe(AREAS.length);
    expect(new Set(rows.map((event) => event.eventCategory)).size).toBeGreaterThanOrEqual(10);
    // The last weeks are as alive as the first ones.
    const lastMonth = upcoming.filter(
      (event) => event.startDate.getTime() > now.getTime() + 60 * DAY,
    );
    expect(lastMonth.length).toBeGreaterThan(50);
  });

  it("approves each area's own city and every town of the demo venues and events", async () => {
    const areaCities = await query<{ slug: string; status: string }>(
      sql`select slug, status from cities where area_city order by slug`,
    );
    expect(areaCities.map((row) => row.slug)).toEqual([
      'ericeira',
      'peniche',
      'scheveningen',
      'south-coast',
      'wijk-aan-zee',
      'zandvoort',
    ]);
    const [orphans] = await query<{ venues: number; events: number; pending: number }>(sql`
      select (select count(*) from venues where city_id is null)::int as venues,
             (select count(*) from events e where not exists (
                select 1 from cities c where c.country_slug = e.country_slug
                  and c.slug = e.city_slug and c.status = 'approved'))::int as events,
             (select count(*) from cities where status <> 'approved')::int as pending`);
    expect(orphans).toEqual({ venues: 0, events: 0, pending: 0 });
  });

  it('has exactly one cancelled event, a few drafts, prices, capacities and tags', async () => {
    const rows = await database.db.select().from(events);
    const byStatus = (status: string) => rows.filter((event) => event.status === status);
    expect(byStatus('cancelled')).toHaveLength(1);
    expect(byStatus('cancelled')[0]!.startDate.getTime()).toBeGreaterThan(now.getTime());
    expect(byStatus('draft').length).toBeGreaterThanOrEqual(2);
    expect(rows.some((event) => event.capacity !== null)).toBe(true);
    expect(rows.some((event) => event.priceText?.startsWith('LKR'))).toBe(true);
    expect(rows.every((event) => event.tags.length > 0 && event.vibe)).toBe(true);
    expect(rows.every((event) => event.organizerEmail?.endsWith('@example.com'))).toBe(true);
  });

  it('ships exactly the pictures the event templates list, at both cover sizes', () => {
    const folder = new URL('../../../../apps/web/public/demo-pictures', import.meta.url).pathname;
    const named = new Set([
      ...EVENT_TEMPLATES.flatMap((template) => template.pictures),
      ...WEEKLY_YOGA_PICTURES,
    ]);
    expect(EVENT_TEMPLATES.every((template) => template.pictures.length > 0)).toBe(true);
    expect(new Set(readdirSync(folder))).toEqual(named);
    for (const name of named) {
      expect(readdirSync(path.join(folder, name)).sort(), name).toEqual(['card.webp', 'hero.webp']);
    }
  });

  it('gives most events a cover that the web app ships, and no two the same title on one day', async () => {
    const rows = await database.db
      .select({ title: events.title, imageUrl: events.imageUrl, startDate: events.startDate })
      .from(events);
    const covered = rows.filter((row) => row.imageUrl !== null);
    expect(covered.length / rows.length).toBeGreaterThan(0.7);
    const publicFolder = new URL('../../../../apps/web/public', import.meta.url).pathname;
    const pictures = new Set(covered.map((row) => row.imageUrl!));
    for (const url of pictures) {
      // Named as an uploaded cover is, so the web app offers both sizes.
      expect(url).toMatch(/^\/demo-pictures\/[a-z0-9-]+\/card\.webp$/);
      for (const size of ['card', 'hero'] as const) {
        const file = eventImageUrl(url, size);
        expect(existsSync(path.join(publicFolder, file)), file).toBe(true);
      }
    }
    // Many different pictures, so the cards do not look alike.
    expect(pictures.size).toBeGreaterThanOrEqual(40);
    // Each coast shows itself: no palms in Europe, the tropics in Sri Lanka.
    const byCountry = await query<{ country: string; url: string }>(sql`
      select e.country_slug as country, e.image_url as url from events e where e.image_url is not null`);
    const european = byCountry.filter((row) => row.country !== 'sri-lanka');
    expect(european.length).toBeGreaterThan(0);
    expect(european.filter((row) => row.url.includes('-tropical/'))).toEqual([]);
    const tropical = byCountry.filter((row) => row.country === 'sri-lanka');
    expect(tropical.filter((row) => row.url.includes('-tropical/')).length).toBeGreaterThan(5);
    // "Today on the coast" lists every area together: no two cards alike on a day.
    const seen = new Set<string>();
    for (const row of rows) {
      const key = `${row.startDate.toISOString().slice(0, 10)} ${row.title}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('places events at sensible local times in each area', async () => {
    const rows = await query<{ title: string; hour: number }>(sql`
      select e.title, extract(hour from e.start_date at time zone a.time_zone)::int as hour
      from events e join venue_areas a on a.id = e.area_id`);
    const hours = (prefix: string) =>
      rows.filter((row) => row.title.startsWith(prefix)).map((row) => row.hour);
    expect(hours('Sunrise Surf Session').length).toBeGreaterThan(0);
    for (const hour of hours('Sunrise Surf Session')) expect(hour).toBeGreaterThanOrEqual(5);
    for (const hour of hours('Sunrise Surf Session')) expect(hour).toBeLessThanOrEqual(8);
    for (const hour of hours('Sunset Surf Session')) expect(hour).toBeGreaterThanOrEqual(15);
    for (const hour of hours('DJ Night')) expect(hour).toBe(22);
    for (const hour of hours('Beginner Surf Lesson')) expect(hour).toBe(10);
  });

  it('adds a weekly series in each area: eight Tuesdays at 08:00, each session its own event', async () => {
    const rows = await query<{
      series_id: string;
      sessions: number;
      days: number[];
      hours: number[];
      slugs: number;
      pictures: number;
    }>(sql`
      select e.series_id, count(*)::int as sessions, count(distinct e.slug)::int as slugs,
        count(distinct e.image_url)::int as pictures,
        array_agg(distinct extract(isodow from e.start_date at time zone a.time_zone)::int) as days,
        array_agg(distinct extract(hour from e.start_date at time zone a.time_zone)::int) as hours
      from events e join venue_areas a on a.id = e.area_id
      where e.series_id is not null group by e.series_id`);
    expect(rows).toHaveLength(AREAS.length);
    for (const row of rows) {
      expect(row).toMatchObject({ sessions: 8, slugs: 8, days: [2], hours: [8], pictures: 1 });
    }
  });

  it('adds RSVPs that respect capacity, upcoming casual plans with members, and friendships', async () => {
    const [rsvps] = await query<{ going: number; interested: number; overbooked: number }>(sql`
      select count(*) filter (where r.status = 'going')::int as going,
             count(*) filter (where r.status = 'interested')::int as interested,
             (select count(*) from events e where e.capacity < (
                select count(*) from event_rsvps g where g.event_id = e.id and g.status = 'going'))::int as overbooked
      from event_rsvps r`);
    expect(rsvps!.going).toBeGreaterThan(100);
    expect(rsvps!.interested).toBeGreaterThan(50);
    expect(rsvps!.overbooked).toBe(0);

    const plans = await database.db.select().from(casualPlans);
    expect(plans.length).toBeGreaterThanOrEqual(15);
    for (const plan of plans) {
      expect(plan.startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(plan.startsAt.getTime()).toBeLessThan(now.getTime() + 8 * DAY);
    }
    const [social] = await query<{ members: number; accepted: number; pending: number }>(sql`
      select (select count(*) from casual_plan_members)::int as members,
             (select count(*) from friendships where status = 'accepted')::int as accepted,
             (select count(*) from friendships where status = 'pending')::int as pending`);
    expect(social!.members).toBeGreaterThan(10);
    expect(social!.accepted).toBeGreaterThan(5);
    expect(social!.pending).toBeGreaterThan(0);
  });

  it('starts discussions on some events and plans, by the people in them, before now', async () => {
    const [talk] = await query<{
      events: number;
      plans: number;
      replies: number;
      strangers: number;
      later: number;
    }>(sql`
      select count(distinct m.event_id)::int as events,
             count(distinct m.plan_id)::int as plans,
             count(m.parent_id)::int as replies,
             count(*) filter (where m.event_id is not null and not exists (
               select 1 from event_rsvps r where r.event_id = m.event_id
                 and r.user_id = m.author_id and r.status = 'going'))::int
             + count(*) filter (where m.plan_id is not null and not exists (
               select 1 from casual_plans p where p.id = m.plan_id and p.creator_id = m.author_id)
               and not exists (select 1 from casual_plan_members c
                 where c.plan_id = m.plan_id and c.user_id = m.author_id))::int as strangers,
             count(*) filter (where m.created_at > ${now})::int as later
      from messages m`);
    expect(talk!.events).toBeGreaterThanOrEqual(10);
    expect(talk!.plans).toBeGreaterThanOrEqual(5);
    expect(talk!.replies).toBeGreaterThan(0);
    expect(talk!.strangers).toBe(0);
    expect(talk!.later).toBe(0);
  });

  it('refreshes the planner statistics', async () => {
    const [stats] = await query<{ tuples: number }>(
      sql`select reltuples::int as tuples from pg_class where relname = 'events'`,
    );
    expect(stats!.tuples).toBeGreaterThan(200);
  });

  it('does nothing the second time', async () => {
    const before = await database.db.select({ n: count() }).from(events);
    expect(await seedDemoData(database, { now })).toEqual({ seeded: false });
    expect(await database.db.select({ n: count() }).from(events)).toEqual(before);
  });
});

describe('seedDemoData on a database in use', () => {
  it('leaves a database with a member alone', async () => {
    const database = await createTestDatabase();
    try {
      await createUser(database);
      expect(await seedDemoData(database, { now })).toEqual({ seeded: false });
      expect(await database.db.select({ n: count() }).from(events)).toEqual([{ n: 0 }]);
      expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
      expect(await database.db.select({ n: count() }).from(venues)).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });
});

describe('buildDemoData', () => {
  it('is the same for the same moment', () => {
    const areas = AREAS.map((area, i) => ({
      ...area,
      id: `00000000-0000-4000-8000-00000000000${i}`,
      active: true,
      createdAt: now,
    }));
    expect(buildDemoData(now, areas)).toEqual(buildDemoData(now, areas));
  });
});
