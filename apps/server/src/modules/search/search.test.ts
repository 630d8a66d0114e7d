import { ErrorResponse, SearchResponse, type SearchResult } from '@lineup/contracts';
import {
  createArea,
  createEvent,
  createFriendship,
  createPlan,
  createUser,
  createVenue,
} from '@lineup/db/factories';
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { events, searchQueries, venues } from '@lineup/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { remote, signUpMember } from '../../testing/members';
import { containsPattern } from '../../lib/like-pattern';
import { decodeCursor } from '../../lib/keyset-cursor';
import { searchEventPage, type EventPageSource } from './event-search';
import { type EventPageOptions } from './event-search-conditions';
import { type SearchFilters } from './search-query';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ORGANIZER_EMAIL = 'hidden-organizer@example.org';

let t: TestApp;
let area: Awaited<ReturnType<typeof createArea>>;
beforeAll(async () => {
  t = await createTestApp();
  area = await createArea(t.database.db, { name: 'Search Coast' });
});
afterAll(async () => {
  await t.close();
});

const inDays = (days: number) => new Date(Date.now() + days * DAY);

async function search(query: string, cookie?: string) {
  const res = await t.app.request(`/api/search?${query}`, cookie ? { headers: { cookie } } : {});
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(text).not.toContain(ORGANIZER_EMAIL);
  return SearchResponse.parse(JSON.parse(text)).results;
}
const titles = (results: SearchResult[], type?: SearchResult['type']) =>
  results.filter((result) => !type || result.type === type).map((result) => result.title);

describe('GET /api/search', () => {
  it('pages events with "load more": every match once, in order, venues and plans on page one', async () => {
    const db = t.database.db;
    const sameStart = inDays(3);
    for (let index = 0; index < 7; index += 1) {
      // Several share a start time: the cursor breaks ties by id, never repeating or skipping.
      await createEvent(db, {
        areaId: area.id,
        title: `Wombatwave session ${index}`,
        startDate: index < 4 ? sameStart : inDays(4 + index),
      });
    }
    const venue = await createVenue(db, { name: 'Wombatwave Bar', areaId: area.id });
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const res = await t.app.request(
        `/api/search?q=wombatwave&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      const page = SearchResponse.parse(await res.json());
      pages += 1;
      const venues = page.results.filter((result) => result.type === 'venue');
      expect(venues.map((result) => result.id)).toEqual(pages === 1 ? [venue.id] : []);
      seen.push(...titles(page.results, 'event'));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(4)).toEqual([
      'Wombatwave session 4',
      'Wombatwave session 5',
      'Wombatwave session 6',
    ]);

    const bad = await t.app.request('/api/search?q=wombatwave&cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(ErrorResponse.parse(await bad.json()).error.details)).toContain('cursor');
  });

  it('returns nothing for a blank term', async () => {
    await createEvent(t.database.db, { areaId: area.id, title: 'Anything at all' });
    expect(await search('q=')).toEqual([]);
    expect(await search('q=%20%20%20')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('matches each event field, case-insensitively, published events only, by start date', async () => {
    const db = t.database.db;
    const base = { areaId: area.id, organizerEmail: ORGANIZER_EMAIL };
    const fields = [
      { title: 'Quokkafield title', startDate: inDays(9) },
      { title: 'By description', description: 'A QUOKKAFIELD evening', startDate: inDays(8) },
      { title: 'By destination', destination: 'Quokkafield Point', startDate: inDays(7) },
      { title: 'By vibe', vibe: 'quokkafield-ish', startDate: inDays(6) },
      { title: 'By tags', tags: ['beach', 'QuokkaField'], startDate: inDays(5) },
      { title: 'By specific venue', specificVenue: 'The quokkafield dunes', startDate: inDays(4) },
    ];
    for (const fieldValues of fields) {
      await createEvent(db, {
        ...base,
        ...fieldValues,
        endDate: new Date(fieldValues.startDate.getTime() + HOUR),
      });
    }
    await createEvent(db, { ...base, title: 'Quokkafield draft', status: 'draft' });
    await createEvent(db, { ...base, title: 'Quokkafield called off', status: 'cancelled' });
    await createEvent(db, {
      ...base,
      title: 'Quokkafield last year',
      startDate: inDays(-30),
      endDate: inDays(-29),
    });

    const results = await search('q=qUoKkAfIeLd');
    expect(titles(results)).toEqual([
      'By specific venue',
      'By tags',
      'By vibe',
      'By destination',
      'By description',
      'Quokkafield title',
    ]);
    expect(results.every((result) => result.type === 'event')).toBe(true);
  });

  it('matches the category and returns an event location and canonical url', async () => {
    const db = t.database.db;
    const venue = await createVenue(db, { name: 'Marketplace Hall', city: 'Ribamar' });
    const withVenue = await createEvent(db, {
      areaId: area.id,
      venueId: venue.id,
      title: 'Zzcategory one',
      eventCategory: 'market',
    });
    await createEvent(db, { areaId: area.id, title: 'Zzcategory two', eventCategory: 'market' });
    // On a beach rather than at a venue: the town it is in, from where it was said to be.
    await createEvent(db, {
      areaId: area.id,
      title: 'Zzcategory three',
      eventCategory: 'market',
      specificVenue: 'Praia do Baleal',
      destination: 'Baleal, Portugal',
    });

    const results = await search('q=Zzcategory');
    expect(results).toHaveLength(3);
    const [first, second, third] = results;
    expect(first).toMatchObject({
      type: 'event',
      id: withVenue.id,
      location: 'Ribamar',
      url: `/portugal/search-coast/events/${withVenue.slug}`,
      category: 'market',
      venueName: 'Marketplace Hall',
    });
    expect(second).toMatchObject({ type: 'event', location: 'Location not specified' });
    expect(third).toMatchObject({ type: 'event', title: 'Zzcategory three', location: 'Baleal' });
    const suggestions = await t.app.request('/api/search/suggestions?q=Zzcategory%20three');
    const [suggested] = ((await suggestions.json()) as { results: unknown[] }).results;
    expect(suggested).toMatchObject({ title: 'Zzcategory three', location: 'Baleal' });
    // The category itself is one of the searched fields.
    const byCategory = await search('q=marke&category=market');
    expect(titles(byCategory)).toEqual(
      expect.arrayContaining(['Zzcategory one', 'Zzcategory two']),
    );
  });

  it('treats %, _ and \\ in the term as plain characters', async () => {
    const db = t.database.db;
    await createEvent(db, { areaId: area.id, title: 'Discount 100% off' });
    await createEvent(db, { areaId: area.id, title: 'Discount 1000 off' });
    await createEvent(db, { areaId: area.id, title: 'Under_score night' });
    await createEvent(db, { areaId: area.id, title: 'Underxscore night' });
    await createEvent(db, { areaId: area.id, title: 'Back\\slash party' });

    expect(titles(await search(`q=${encodeURIComponent('100%')}`))).toEqual(['Discount 100% off']);
    expect(titles(await search('q=Under_score'))).toEqual(['Under_score night']);
    expect(titles(await search(`q=${encodeURIComponent('k\\s')}`))).toEqual(['Back\\slash party']);
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  it('applies each filter only when present', async () => {
    const db = t.database.db;
    const ericeira = await createVenue(db, { city: 'Filtertown' });
    const other = await createVenue(db, { city: 'Elsewhere' });
    const make = (title: string, values: Parameters<typeof createEvent>[1]) =>
      createEvent(db, { areaId: area.id, title, ...values });
    // Lisbon is UTC+1 in July: 2099-07-10 local starts at 2099-07-09T23:00Z.
    await make('Flt surf early', {
      eventCategory: 'surf',
      venueId: ericeira.id,
      startDate: new Date('2099-07-09T22:30:00Z'),
      endDate: new Date('2099-07-09T23:30:00Z'),
    });
    await make('Flt surf in range', {
      eventCategory: 'surf',
      venueId: ericeira.id,
      startDate: new Date('2099-07-10T09:00:00Z'),
      endDate: new Date('2099-07-12T10:00:00Z'),
    });
    await make('Flt music', {
      eventCategory: 'music',
      venueId: ericeira.id,
      startDate: new Date('2099-07-11T20:00:00Z'),
      endDate: new Date('2099-07-11T22:00:00Z'),
    });
    await make('Flt surf elsewhere', {
      eventCategory: 'surf',
      venueId: other.id,
      startDate: new Date('2099-07-11T09:00:00Z'),
      endDate: new Date('2099-07-11T10:00:00Z'),
    });
    await make('Flt surf too late', {
      eventCategory: 'surf',
      venueId: ericeira.id,
      startDate: new Date('2099-07-12T21:00:00Z'),
      endDate: new Date('2099-07-12T23:30:00Z'),
    });

    expect(titles(await search('q=Flt&category=&location=&startDate=&endDate='))).toHaveLength(5);
    expect(titles(await search('q=Flt&category=surf'))).toEqual([
      'Flt surf early',
      'Flt surf in range',
      'Flt surf elsewhere',
      'Flt surf too late',
    ]);
    expect(titles(await search('q=Flt&location=filtertown'))).toEqual([
      'Flt surf early',
      'Flt surf in range',
      'Flt music',
      'Flt surf too late',
    ]);
    expect(titles(await search('q=Flt&startDate=2099-07-10'))).toEqual([
      'Flt surf in range',
      'Flt surf elsewhere',
      'Flt music',
      'Flt surf too late',
    ]);
    // endDate is inclusive of its local day: end_date <= 2099-07-12T23:00Z.
    expect(titles(await search('q=Flt&endDate=2099-07-12'))).toEqual([
      'Flt surf early',
      'Flt surf in range',
      'Flt surf elsewhere',
      'Flt music',
    ]);
    expect(
      titles(
        await search(
          'q=Flt&category=surf&location=Filtertown&startDate=2099-07-10&endDate=2099-07-12',
        ),
      ),
    ).toEqual(['Flt surf in range']);
    // Instants work as well as days.
    expect(
      titles(await search(`q=Flt&startDate=${encodeURIComponent('2099-07-11T20:00:00+00:00')}`)),
    ).toEqual(['Flt music', 'Flt surf too late']);
  });

  it('finds venues by name or city, titled by name and located by city', async () => {
    const db = t.database.db;
    const byName = await createVenue(db, {
      name: 'Pelicanbar Deck',
      city: 'Sunnyside',
      areaId: area.id,
    });
    await createVenue(db, { name: 'Harbour Shack', city: 'Pelicanbar Bay', areaId: area.id });
    const results = await search('q=pelicanbar');
    expect(results.map((result) => [result.type, result.title, result.location])).toEqual([
      ['venue', 'Harbour Shack', 'Pelicanbar Bay'],
      ['venue', 'Pelicanbar Deck', 'Sunnyside'],
    ]);
    expect(results.find((result) => result.id === byName.id)).toMatchObject({
      url: '/portugal/sunnyside/venues/pelicanbar-deck',
    });
    // Venue and plan results are only for the plain term search.
    expect(await search('q=pelicanbar&category=surf')).toEqual([]);
  });

  it('finds casual plans by title, description, vibe or location, with their creator', async () => {
    const db = t.database.db;
    const creator = await createUser(db, { username: 'planmaker' });
    const make = (title: string, values: Parameters<typeof createPlan>[1] = {}) =>
      createPlan(db, { areaId: area.id, creatorId: creator.id, title, ...values });
    await make('Gannetwatch at dawn', { startsAt: inDays(3) });
    await make('Coffee', { description: 'then gannetwatch', startsAt: inDays(2) });
    await make('Paddle', { vibe: 'GANNETWATCH', startsAt: inDays(1) });
    await make('Picnic', { location: 'Gannetwatch cliff', startsAt: inDays(4) });
    await make('Gannetwatch gone', { startsAt: inDays(-1) });
    await make('Gannetwatch for friends', { visibility: 'friends', startsAt: inDays(5) });

    const results = await search('q=gannetwatch');
    expect(titles(results, 'casual_plan')).toEqual([
      'Paddle',
      'Coffee',
      'Gannetwatch at dawn',
      'Picnic',
    ]);
    // A friend of the creator also finds the friends-only plan.
    const friend = await signUpMember(t);
    await createFriendship(db, { requesterId: creator.id, addresseeId: friend.user.id });
    expect(titles(await search('q=gannetwatch', friend.cookie), 'casual_plan')).toEqual([
      'Paddle',
      'Coffee',
      'Gannetwatch at dawn',
      'Picnic',
      'Gannetwatch for friends',
    ]);
    expect(results.find((result) => result.title === 'Picnic')).toMatchObject({
      type: 'casual_plan',
      location: 'Gannetwatch cliff',
      creator: { id: creator.id, username: 'planmaker', avatarUrl: null },
    });
  });

  it('logs a failing part and still returns the others', async () => {
    const db = t.database.db;
    await createVenue(db, { name: 'Cormorantcove Bar' });
    await createEvent(db, { areaId: area.id, title: 'Cormorantcove jam' });
    // Only the venue query reads the street.
    await db.execute(sql`alter table venues rename column street to street_hidden`);
    try {
      const results = await search('q=cormorantcove');
      expect(titles(results)).toEqual(['Cormorantcove jam']);
      expect(
        t.logs.some(
          (line) =>
            line.level === 50 &&
            line.msg === 'search: the venues query failed; treating it as empty',
        ),
      ).toBe(true);
    } finally {
      await db.execute(sql`alter table venues rename column street_hidden to street`);
    }
  });

  it('suggests up to 8 title matches, events first', async () => {
    const db = t.database.db;
    for (let i = 0; i < 7; i++) {
      await createEvent(db, {
        areaId: area.id,
        title: `Ospreyfest ${i}`,
        startDate: inDays(i + 1),
      });
    }
    for (let i = 0; i < 4; i++) await createVenue(db, { name: `Ospreyfest venue ${i}` });
    const res = await t.app.request('/api/search/suggestions?q=ospreyfest');
    expect(res.status).toBe(200);
    const { results } = SearchResponse.parse(await res.json());
    expect(results.map((result) => result.type)).toEqual([
      'event',
      'event',
      'event',
      'event',
      'event',
      'venue',
      'venue',
      'venue',
    ]);
    const short = await t.app.request('/api/search/suggestions?q=o');
    expect(SearchResponse.parse(await short.json()).results).toEqual([]);

    // Two letters have no trigram; they still find titles among the upcoming events.
    await createEvent(db, { areaId: area.id, title: 'A Qx night', startDate: inDays(2) });
    const two = await t.app.request('/api/search/suggestions?q=qX');
    expect(titles(SearchResponse.parse(await two.json()).results)).toEqual(['A Qx night']);
  });
});

describe('reading event candidates (docs/decisions/0021)', () => {
  // Far enough ahead that no other test's events come first: the windows then start here.
  const from = new Date('2097-01-01T00:00:00Z');
  const at = (hours: number) => new Date(from.getTime() + hours * HOUR);
  let ready: Promise<void> | undefined;

  /**
   * 30 published events in start order, the first eight sharing a start (paging must break
   * the tie by id): "ploverfest" in all of them, "sandwren" in every fifth, "dunlin" in two,
   * "x9" (no trigram) in four; the same words in a draft, a cancelled and an ended event.
   */
  const setUp = () =>
    (ready ??= (async () => {
      const db = t.database.db;
      const dunes = await createVenue(db, { city: 'Dunetown', areaId: area.id });
      for (let i = 0; i < 30; i++) {
        const start = at(i < 8 ? 1 : i);
        await createEvent(db, {
          areaId: area.id,
          title: `Ploverfest ${i}${i % 7 === 3 ? ' in room X9' : ''}`,
          description: [i % 5 === 0 && 'A sandwren walk.', i % 13 === 4 && 'Dunlin count.']
            .filter(Boolean)
            .join(' '),
          eventCategory: i % 2 === 0 ? 'sport' : 'music',
          venueId: i % 3 === 0 ? dunes.id : null,
          startDate: start,
          endDate: new Date(start.getTime() + HOUR),
        });
      }
      const words = 'Ploverfest sandwren dunlin X9';
      await createEvent(db, { areaId: area.id, title: words, status: 'draft', startDate: at(2) });
      await createEvent(db, {
        areaId: area.id,
        title: words,
        status: 'cancelled',
        startDate: at(2),
      });
      await createEvent(db, {
        areaId: area.id,
        title: words,
        startDate: inDays(-3),
        endDate: inDays(-2),
      });
    })());

  /** Every page, following the cursors, as ids; and how the first page was read. */
  async function allPages(
    term: string,
    filters: SearchFilters,
    window?: EventPageOptions['window'],
  ) {
    const ids: string[] = [];
    let after: string | null = null;
    let firstReadBy: string | undefined;
    do {
      const page = await searchEventPage({
        db: t.database.db,
        term,
        filters: { startDate: from.toISOString(), ...filters },
        limit: 4,
        now: new Date(),
        after: after ? decodeCursor(after) : undefined,
        window,
      });
      firstReadBy ??= page.readBy;
      ids.push(...page.results.map((result) => result.id));
      after = page.nextCursor;
    } while (after);
    return { ids, firstReadBy };
  }

  /** The plain query: every match in start order, ties by id. */
  async function expected(term: string, filters: SearchFilters): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: events.id })
      .from(events)
      .leftJoin(venues, eq(venues.id, events.venueId))
      .where(
        and(
          eq(events.status, 'published'),
          gt(events.endDate, new Date()),
          gte(events.startDate, from),
          sql`${events.searchText} like ${`%${term.toLowerCase()}%`}`,
          filters.category ? eq(events.eventCategory, filters.category) : undefined,
          filters.location ? sql`lower(${venues.city}) = lower(${filters.location})` : undefined,
        ),
      )
      .orderBy(asc(events.startDate), asc(events.id));
    return rows.map((row) => row.id);
  }

  const cases: [string, SearchFilters, EventPageOptions['window'], EventPageSource][] = [
    // Common: the first window fills the page.
    ['ploverfest', {}, undefined, 'window'],
    // Every fifth: two of the first ten say a window of 38 will do, and at a million events
    // the index would read more.
    ['sandwren', {}, { first: 10, most: 100, events: 1_000_000 }, 'longer window'],
    // Two words, both in two of the eight that share the first start.
    ['sandwren walk', {}, { first: 8, most: 100, events: 1_000_000 }, 'longer window'],
    // The first window of two finds one match at most: the trigram index.
    ['sandwren', {}, { first: 2, most: 2 }, 'text index'],
    ['ploverfest', {}, { first: 2, most: 2 }, 'text index'],
    ['dunlin', {}, { first: 2, most: 2 }, 'text index'],
    // Two characters: the grams index.
    ['x9', {}, { first: 2, most: 2 }, 'text index'],
    ['x9', {}, undefined, 'window'],
    // With filters, each way.
    ['ploverfest', { category: 'music', location: 'dunetown' }, undefined, 'window'],
    [
      'ploverfest',
      { category: 'music', location: 'dunetown' },
      { first: 2, most: 2 },
      'text index',
    ],
    // Half of the eight that share the first start are sport: 2 to 4 of any 6 of them.
    [
      'ploverfest',
      { category: 'sport' },
      { first: 6, most: 100, events: 1_000_000 },
      'longer window',
    ],
  ];

  it.each(cases)(
    '"%s" %j, windows %j: the pages of the plain query, read by %s',
    async (term, filters, window, readBy) => {
      await setUp();
      const want = await expected(term, filters);
      expect(want.length).toBeGreaterThan(0);
      const { ids, firstReadBy } = await allPages(term, filters, window);
      expect(firstReadBy).toBe(readBy);
      expect(ids).toEqual(want);
      // And the same as reading every candidate in start order.
      expect((await allPages(term, filters, { first: 10_000, most: 10_000 })).ids).toEqual(want);
    },
  );

  it('sends a search the first window found rare straight to the index the next time', async () => {
    await setUp();
    const window = { first: 2, most: 2 };
    const read = async (term: string) => (await allPages(term, {}, window)).firstReadBy;
    expect(await read('dunlin count')).toBe('text index');
    expect(await read('Dunlin COUNT')).toBe('remembered as rare');
    const again = await allPages('dunlin count', {}, window);
    expect(again.ids).toEqual(await expected('dunlin count', {}));
    // Another filter is another search.
    expect((await allPages('dunlin count', { category: 'sport' }, window)).firstReadBy).toBe(
      'text index',
    );
  });

  it('finds nothing for an absent term, however it reads', async () => {
    await setUp();
    for (const window of [undefined, { first: 2, most: 2 }]) {
      for (const term of ['ploverfestx', 'q8', 'ploverfest sandwren']) {
        expect((await allPages(term, {}, window)).ids).toEqual([]);
      }
    }
  });
});

describe('POST /api/track-search', () => {
  const track = (body: unknown, cookie?: string) =>
    t.app.request('/api/track-search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  const latest = async () =>
    (
      await t.database.db
        .select()
        .from(searchQueries)
        .orderBy(desc(searchQueries.createdAt))
        .limit(1)
    )[0];

  it('stores a visitor search without a member', async () => {
    const res = await track({ query: 'sunset yoga', resultCount: 3 });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await latest()).toMatchObject({
      query: 'sunset yoga',
      resultCount: 3,
      clicked: false,
      clickedResultId: null,
      userId: null,
    });
  });

  it('stores a click with the signed-in member', async () => {
    const member = await signUpMember(t);
    const eventId = '6b1f4d36-3b7c-4c58-9c43-0a4a0f6f8a11';
    const res = await track(
      { query: 'reef', resultId: eventId, resultType: 'event', clicked: true },
      member.cookie,
    );
    expect(res.status).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(searchQueries)
      .where(eq(searchQueries.clickedResultId, eventId));
    expect(row).toMatchObject({
      query: 'reef',
      clicked: true,
      clickedResultType: 'event',
      userId: member.user.id,
    });
  });

  const trackFrom = (address: string, body: unknown, cookie?: string) =>
    t.app.request(
      '/api/track-search',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      },
      remote(address),
    );
  const rowsFor = async (query: string) =>
    t.database.db.select().from(searchQueries).where(eq(searchQueries.query, query));

  it('counts a search repeated by one visitor once, and still every click', async () => {
    const query = 'Junk Phrase Repeated';
    for (const sent of [query, query, '  junk   phrase REPEATED ', query]) {
      expect((await trackFrom('198.51.100.20', { query: sent, resultCount: 1 })).status).toBe(204);
    }
    // Another visitor's same search counts; a member counts by account, not address.
    expect((await trackFrom('198.51.100.21', { query })).status).toBe(204);
    const member = await signUpMember(t);
    expect((await trackFrom('198.51.100.20', { query }, member.cookie)).status).toBe(204);
    expect((await trackFrom('198.51.100.22', { query }, member.cookie)).status).toBe(204);
    const searches = (await rowsFor(query)).filter((row) => !row.clicked);
    expect(searches.map((row) => row.userId).sort()).toEqual([member.user.id, null, null].sort());

    for (let i = 0; i < 2; i++) {
      const click = { query, resultId: `result-${i}`, resultType: 'venue', clicked: true };
      expect((await trackFrom('198.51.100.20', click)).status).toBe(204);
    }
    expect((await rowsFor(query)).filter((row) => row.clicked)).toHaveLength(2);
  });

  it('limits each visitor to 30 posts a minute', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < 30; i++) {
      expect((await trackFrom(address, { query: `flood ${i}` })).status).toBe(204);
    }
    const refused = await trackFrom(address, { query: 'flood 30' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ErrorResponse.parse(await refused.json()).error.code).toBe('rate_limited');
    expect(await rowsFor('flood 30')).toHaveLength(0);
    // Someone else is not affected.
    expect((await trackFrom('198.51.100.31', { query: 'flood 30' })).status).toBe(204);
  });

  it('refuses bodies that are not a search', async () => {
    for (const body of [{}, { query: '   ' }, { query: 'x', resultType: 'person' }, { query: 5 }]) {
      const res = await track(body);
      expect(res.status).toBe(400);
      expect(ErrorResponse.parse(await res.json()).error.code).toBe('validation_failed');
    }
  });
});
