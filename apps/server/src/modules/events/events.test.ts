import {
  ErrorResponse,
  EventByPathResponse,
  EventListResponse,
  EventResolveResponse,
  type EventCard,
} from '@lineup/contracts';
import { sunOfDay } from '@lineup/contracts/day-light';
import { eventSlugRedirects } from '@lineup/db/schema';
import { isoDate, localDateOf, localToInstant } from '@lineup/db/zoned-time';
import {
  createArea,
  createEvent,
  createFriendship,
  createRsvp,
  createUser,
  createVenue,
} from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { getEventByPath } from './events.service';
import { listEvents } from './event-list';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ORGANIZER_EMAIL = 'organizer-secret@example.org';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * HOUR);

async function list(query: string) {
  const res = await t.app.request(`/api/events?${query}`);
  expect(res.status).toBe(200);
  return EventListResponse.parse(await res.json());
}

describe('GET /api/events', () => {
  it('lists published events that have not ended, soonest first, with what a card shows', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Card Coast' });
    const venue = await createVenue(db, {
      name: 'Card Beach Bar',
      city: 'Card Town',
      areaId: area.id,
    });
    const ongoing = await createEvent(db, {
      areaId: area.id,
      title: 'Ongoing jam',
      startDate: inDays(0, -1),
      endDate: inDays(0, 1),
      organizerEmail: ORGANIZER_EMAIL,
    });
    const later = await createEvent(db, {
      areaId: area.id,
      venueId: venue.id,
      title: 'Later session',
      eventCategory: 'music',
      vibe: 'Loud',
      tags: ['live', 'bands'],
      startDate: new Date('2099-07-04T17:30:00Z'),
      endDate: new Date('2099-07-04T20:00:00Z'),
      capacity: 40,
      imageUrl: '/uploads/card.webp',
      organizerEmail: ORGANIZER_EMAIL,
    });
    await createEvent(db, {
      areaId: area.id,
      title: 'Ended one',
      startDate: inDays(-2),
      endDate: inDays(-1),
    });
    await createEvent(db, { areaId: area.id, title: 'A draft', status: 'draft' });
    await createEvent(db, { areaId: area.id, title: 'Called off', status: 'cancelled' });
    const going = await createUser(db);
    await createRsvp(db, { eventId: later.id, userId: going.id, status: 'going' });
    await createRsvp(db, { eventId: later.id, status: 'interested' });
    await createRsvp(db, { eventId: later.id, status: 'interested' });

    const res = await t.app.request(`/api/events?area=${area.slug}`);
    const text = await res.text();
    expect(text).not.toContain(ORGANIZER_EMAIL);
    expect(text).not.toContain('organizer');
    const body = EventListResponse.parse(JSON.parse(text));

    expect(body.events.map((event) => event.title)).toEqual(['Ongoing jam', 'Later session']);
    expect(body.nextCursor).toBeNull();
    expect(body.events[0]!.id).toBe(ongoing.id);
    expect(body.events[1]).toEqual({
      id: later.id,
      slug: later.slug,
      path: `/portugal/card-coast/events/${later.slug}`,
      title: 'Later session',
      locale: 'en',
      translations: [],
      category: 'music',
      vibe: 'Loud',
      tags: ['live', 'bands'],
      // Lisbon is on summer time (UTC+1) in July.
      startDate: '2099-07-04T18:30:00+01:00',
      endDate: '2099-07-04T21:00:00+01:00',
      timeZone: 'Europe/Lisbon',
      area: { name: 'Card Coast', slug: area.slug },
      venue: { name: 'Card Beach Bar', city: 'Card Town' },
      imageUrl: '/uploads/card.webp',
      status: 'published',
      capacity: 40,
      goingCount: 1,
      interestedCount: 2,
      // 18:30 in July: the sun sets after 21:00 there.
      light: null,
      repeats: null,
      repeatRule: null,
      // The venue has no pin: the card stands at its area's point.
      location: { latitude: 38.96, longitude: -9.42, approximate: true },
    } satisfies EventCard);
  });

  it('filters by category and by a range of days in the area time zone', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Filter Coast', timeZone: 'Asia/Colombo' });
    const other = await createArea(db, { name: 'Other Coast' });
    // 2099-03-10 in Colombo (UTC+05:30) runs from 2099-03-09T18:30Z to 2099-03-10T18:30Z.
    await createEvent(db, {
      areaId: area.id,
      title: 'Late on the 9th',
      startDate: new Date('2099-03-09T18:00:00Z'),
      endDate: new Date('2099-03-09T18:20:00Z'),
    });
    await createEvent(db, {
      areaId: area.id,
      title: 'Early on the 10th',
      eventCategory: 'yoga-wellness',
      startDate: new Date('2099-03-09T19:00:00Z'),
      endDate: new Date('2099-03-09T20:00:00Z'),
    });
    await createEvent(db, {
      areaId: area.id,
      title: 'Evening of the 10th',
      startDate: new Date('2099-03-10T12:00:00Z'),
      endDate: new Date('2099-03-10T14:00:00Z'),
    });
    await createEvent(db, {
      areaId: area.id,
      title: 'The 11th',
      startDate: new Date('2099-03-10T19:00:00Z'),
      endDate: new Date('2099-03-10T21:00:00Z'),
    });
    await createEvent(db, {
      areaId: other.id,
      title: 'Elsewhere on the 10th',
      startDate: new Date('2099-03-10T13:00:00Z'),
      endDate: new Date('2099-03-10T14:00:00Z'),
    });

    const day = await list(`area=${area.slug}&from=2099-03-10&to=2099-03-10`);
    expect(day.events.map((event) => event.title)).toEqual([
      'Early on the 10th',
      'Evening of the 10th',
    ]);

    const yoga = await list(`area=${area.slug}&category=yoga-wellness`);
    expect(yoga.events.map((event) => event.title)).toEqual(['Early on the 10th']);

    // Empty parameters count as absent.
    const all = await list(`area=${area.slug}&category=&from=&to=&when=`);
    expect(all.events).toHaveLength(4);

    // Without an area, plain days are read in `tz`.
    const everywhere = await list('from=2099-03-10&to=2099-03-10&tz=%2B05:30');
    expect(everywhere.events.map((event) => event.title)).toEqual([
      'Early on the 10th',
      'Evening of the 10th',
      'Elsewhere on the 10th',
    ]);
  });

  it('pages through events without repeating or skipping any, even at equal start times', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Paging Coast' });
    const base = new Date('2099-05-01T10:00:00Z').getTime();
    const created = [];
    for (let i = 0; i < 23; i++) {
      // Groups of five share one start time.
      const start = new Date(base + Math.floor(i / 5) * HOUR);
      created.push(
        await createEvent(db, {
          areaId: area.id,
          startDate: start,
          endDate: new Date(start.getTime() + HOUR),
        }),
      );
    }
    const expected = [...created]
      .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || (a.id < b.id ? -1 : 1))
      .map((event) => event.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: EventListResponse = await list(
        `area=${area.slug}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.events.length).toBeLessThanOrEqual(4);
      seen.push(...page.events.map((event) => event.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);

    expect(seen).toEqual(expected);
    expect(pages).toBe(6);
  });

  it('answers a damaged cursor, a bad limit or an unknown area with the error shape', async () => {
    const cursor = await t.app.request('/api/events?cursor=not-a-cursor');
    expect(cursor.status).toBe(400);
    const cursorBody = ErrorResponse.parse(await cursor.json());
    expect(cursorBody.error.code).toBe('validation_failed');
    expect(JSON.stringify(cursorBody.error.details)).toContain('cursor');

    expect((await t.app.request('/api/events?limit=51')).status).toBe(400);
    expect((await t.app.request('/api/events?category=knitting')).status).toBe(400);
    expect((await t.app.request('/api/events?tz=Mars/Olympus')).status).toBe(400);

    const area = await t.app.request('/api/events?area=atlantis-area');
    expect(area.status).toBe(404);
    expect(ErrorResponse.parse(await area.json()).error.code).toBe('not_found');
  });
});

describe('when: today, this weekend, the next 7 days (in the area time zone)', () => {
  it('uses the area local calendar, not UTC', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'When Coast', timeZone: 'Asia/Colombo' });
    // Wednesday 2099-06-10, 22:00 in Colombo (16:30 UTC).
    const now = new Date('2099-06-10T16:30:00Z');
    const at = (iso: string, hours = 1) => ({
      startDate: new Date(iso),
      endDate: new Date(new Date(iso).getTime() + hours * HOUR),
    });
    const make = (title: string, iso: string, hours = 1) =>
      createEvent(db, { areaId: area.id, title, ...at(iso, hours) });
    await make('Tonight 23:00', '2099-06-10T17:30:00Z');
    await make('Tomorrow 00:30', '2099-06-10T19:00:00Z');
    await make('Saturday noon', '2099-06-13T06:30:00Z');
    await make('Sunday 23:00', '2099-06-14T17:30:00Z');
    await make('Monday 00:30', '2099-06-14T19:00:00Z');
    await make('Tuesday next week 23:00', '2099-06-16T17:30:00Z');
    await make('Wednesday next week 01:00', '2099-06-16T19:30:00Z');

    const titles = async (when: 'today' | 'weekend' | 'week') =>
      (await listEvents({ db, query: { area: area.slug, when, limit: 50 }, now })).events.map(
        (event) => event.title,
      );

    expect(await titles('today')).toEqual(['Tonight 23:00']);
    expect(await titles('weekend')).toEqual(['Saturday noon', 'Sunday 23:00']);
    expect(await titles('week')).toEqual([
      'Tonight 23:00',
      'Tomorrow 00:30',
      'Saturday noon',
      'Sunday 23:00',
      'Monday 00:30',
      'Tuesday next week 23:00',
    ]);

    // On a Sunday, "this weekend" is the one under way (Saturday's event is over by then).
    const sunday = new Date('2099-06-14T04:30:00Z');
    const weekend = await listEvents({
      db,
      query: { area: area.slug, when: 'weekend', limit: 50 },
      now: sunday,
    });
    expect(weekend.events.map((event) => event.title)).toEqual(['Sunday 23:00']);
  });
});

describe("the day's light: dawn and golden hour (docs/product.md §13)", () => {
  const MINUTE = 60_000;
  const LISBON = 'Europe/Lisbon';
  const PENICHE = { latitude: 39.3558, longitude: -9.3811 };

  /** Sunrise and sunset at Peniche on the local day `days` from now, to the minute as shown. */
  function penicheSun(days: number) {
    const day = isoDate(localDateOf(inDays(days), LISBON));
    const noon = localToInstant(`${day}T12:00`, LISBON);
    const sun = noon.ok ? sunOfDay(noon.instant, PENICHE) : null;
    if (!sun) throw new Error(`no sunrise at Peniche on ${day}`);
    return sun;
  }
  const minutesFrom = (edge: Date, minutes: number) => new Date(edge.getTime() + minutes * MINUTE);

  let peniche: Awaited<ReturnType<typeof createArea>>;
  let colombo: Awaited<ReturnType<typeof createArea>>;
  /** The titles of the list, and each card's light, in order. */
  const lights = async (query: string) =>
    (await list(query)).events
      .filter((event) => [peniche.slug, colombo.slug].includes(event.area.slug))
      .map((event) => [event.title, event.light]);

  beforeAll(async () => {
    const db = t.database.db;
    peniche = await createArea(db, { name: 'Peniche Light', timeZone: LISBON, ...PENICHE });
    colombo = await createArea(db, {
      name: 'Colombo Light',
      timeZone: 'Asia/Colombo',
      latitude: 6.9271,
      longitude: 79.8612,
    });
    const sun = penicheSun(10);
    const make = (title: string, start: Date, areaId = peniche.id) =>
      createEvent(db, {
        areaId,
        title,
        startDate: start,
        endDate: new Date(start.getTime() + 90 * MINUTE),
      });
    await make('Too early for dawn', minutesFrom(sun.sunrise, -61));
    await make('An hour before sunrise', minutesFrom(sun.sunrise, -60));
    await make('Dawn patrol', minutesFrom(sun.sunrise, -20));
    await make('At sunrise', sun.sunrise);
    await make('Midday', minutesFrom(sun.sunrise, 6 * 60));
    await make('Golden hour session', minutesFrom(sun.sunset, -45));
    await make('At sunset', sun.sunset);
    // Peniche's dawn is mid-morning in Colombo: the light is each event's own area's.
    await make('Colombo mid-morning', minutesFrom(sun.sunrise, -30), colombo.id);
    const nextDay = penicheSun(11);
    await make('Dawn the day after', minutesFrom(nextDay.sunrise, -10));
  });

  it('marks each card with the light it starts in, measured in its own area', async () => {
    expect(await lights(`area=${peniche.slug}`)).toEqual([
      ['Too early for dawn', null],
      ['An hour before sunrise', 'dawn'],
      ['Dawn patrol', 'dawn'],
      ['At sunrise', null],
      ['Midday', null],
      ['Golden hour session', 'golden-hour'],
      ['At sunset', null],
      ['Dawn the day after', 'dawn'],
    ]);
    expect(await lights(`area=${colombo.slug}`)).toEqual([['Colombo mid-morning', null]]);
  });

  it('keeps only the events of the light asked for, in one area or in all', async () => {
    const dawn = [
      ['An hour before sunrise', 'dawn'],
      ['Dawn patrol', 'dawn'],
      ['Dawn the day after', 'dawn'],
    ];
    expect(await lights(`area=${peniche.slug}&light=dawn`)).toEqual(dawn);
    expect(await lights('light=dawn')).toEqual(dawn);
    expect(await lights(`area=${peniche.slug}&light=golden-hour`)).toEqual([
      ['Golden hour session', 'golden-hour'],
    ]);
    expect(await lights(`area=${colombo.slug}&light=dawn`)).toEqual([]);
    // With the other filters: a day, read in the area's zone.
    const day = isoDate(localDateOf(inDays(10), LISBON));
    expect(await lights(`area=${peniche.slug}&light=dawn&from=${day}&to=${day}`)).toEqual(
      dawn.slice(0, 2),
    );
  });

  it('pages a filtered list with the cursor, every match once', async () => {
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: EventListResponse = await list(
        `area=${peniche.slug}&light=dawn&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      titles.push(...page.events.map((event) => event.title));
      cursor = page.nextCursor;
    } while (cursor && titles.length < 10);
    expect(titles).toEqual(['An hour before sunrise', 'Dawn patrol', 'Dawn the day after']);
  });

  it('answers a light it does not know with the error shape', async () => {
    const response = await t.app.request('/api/events?light=noon');
    expect(response.status).toBe(400);
    const body = ErrorResponse.parse(await response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toMatchObject({
      issues: [{ path: 'light', message: 'Choose dawn or golden-hour.' }],
    });
  });
});

describe('event pages', () => {
  let area: Awaited<ReturnType<typeof createArea>>;
  let creator: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    area = await createArea(t.database.db, {
      name: 'Page Coast',
      latitude: 38.9629,
      longitude: -9.4176,
    });
    creator = await createUser(t.database.db, {
      username: 'pagehost',
      profile: { avatarUrl: ['', '/uploads/host.webp'] },
    });
  });

  async function byPath(path: string) {
    const res = await t.app.request(`/api/events/by-path${path}`);
    return { status: res.status, text: await res.text() };
  }

  it('shows an event with its venue, creator and going members', async () => {
    const db = t.database.db;
    const venue = await createVenue(db, {
      name: 'Page Bar',
      city: 'Page Town',
      street: 'Rua 1',
      postalCode: '2655-000',
      website: 'https://bar.example.com',
      googleMaps: 'https://maps.example.com/bar',
      imageUrl: '/uploads/bar.webp',
    });
    const event = await createEvent(db, {
      areaId: area.id,
      venueId: venue.id,
      creatorId: creator.id,
      title: 'Page party',
      description: 'Bring a board.',
      destination: 'Ribamar',
      specificVenue: 'North end of the beach',
      priceText: '€10 at the door',
      externalUrl: 'https://tickets.example.com',
      organizerEmail: ORGANIZER_EMAIL,
    });
    const member = await createUser(db, { username: 'goer' });
    await createRsvp(db, { eventId: event.id, userId: member.id, status: 'going' });

    const { status, text } = await byPath(`/portugal/page-coast/${event.slug}`);
    expect(status).toBe(200);
    expect(text).not.toContain(ORGANIZER_EMAIL);
    const body = EventByPathResponse.parse(JSON.parse(text));
    if (body.kind !== 'event') throw new Error('expected the event');
    expect(body.event).toMatchObject({
      id: event.id,
      path: `/portugal/page-coast/events/${event.slug}`,
      title: 'Page party',
      description: 'Bring a board.',
      destination: 'Ribamar',
      specificVenue: 'North end of the beach',
      priceText: '€10 at the door',
      externalUrl: 'https://tickets.example.com',
      status: 'published',
      area: {
        name: 'Page Coast',
        slug: area.slug,
        country: 'Portugal',
        countrySlug: 'portugal',
        // Where the area is, so the page can show that day's sunrise and sunset.
        latitude: 38.9629,
        longitude: -9.4176,
      },
      venue: {
        id: venue.id,
        name: 'Page Bar',
        street: 'Rua 1',
        postalCode: '2655-000',
        city: 'Page Town',
        website: 'https://bar.example.com',
        googleMaps: 'https://maps.example.com/bar',
        imageUrl: '/uploads/bar.webp',
      },
      creator: { id: creator.id, username: 'pagehost', avatarUrl: '/uploads/host.webp' },
      goingCount: 1,
      goingMembers: [{ id: member.id, username: 'goer', avatarUrl: null }],
    });
  });

  it('gives null coordinates for an area that has none', async () => {
    const db = t.database.db;
    const unmapped = await createArea(db, {
      name: 'Unmapped Coast',
      latitude: null,
      longitude: null,
    });
    const event = await createEvent(db, { areaId: unmapped.id });
    const { status, text } = await byPath(`/portugal/unmapped-coast/${event.slug}`);
    expect(status).toBe(200);
    const body = EventByPathResponse.parse(JSON.parse(text));
    if (body.kind !== 'event') throw new Error('expected the event');
    expect(body.event.area).toEqual({
      name: 'Unmapped Coast',
      slug: unmapped.slug,
      country: 'Portugal',
      countrySlug: 'portugal',
      latitude: null,
      longitude: null,
    });
  });

  it('keeps cancelled and past events reachable, and hides drafts from visitors', async () => {
    const db = t.database.db;
    const cancelled = await createEvent(db, { areaId: area.id, status: 'cancelled' });
    const past = await createEvent(db, {
      areaId: area.id,
      startDate: inDays(-10),
      endDate: inDays(-9),
    });
    const draft = await createEvent(db, {
      areaId: area.id,
      status: 'draft',
      creatorId: creator.id,
    });

    const c = await byPath(`/portugal/page-coast/${cancelled.slug}`);
    expect(c.status).toBe(200);
    expect(JSON.parse(c.text)).toMatchObject({ kind: 'event', event: { status: 'cancelled' } });
    expect((await byPath(`/portugal/page-coast/${past.slug}`)).status).toBe(200);

    const d = await byPath(`/portugal/page-coast/${draft.slug}`);
    expect(d.status).toBe(404);
    expect(ErrorResponse.parse(JSON.parse(d.text)).error.code).toBe('not_found');
    expect((await byPath(`/portugal/page-coast/no-such-event`)).status).toBe(404);

    // The creator and admins see the draft.
    const params = { db, country: 'portugal', city: 'page-coast', slug: draft.slug };
    await expect(getEventByPath({ ...params, viewer: { id: creator.id } })).resolves.toMatchObject({
      kind: 'event',
    });
    await expect(
      getEventByPath({ ...params, viewer: { id: 'someone-else', role: 'admin' } }),
    ).resolves.toMatchObject({ kind: 'event' });
    await expect(getEventByPath({ ...params, viewer: { id: 'someone-else' } })).rejects.toThrow();
  });

  it('tells where a renamed event lives now', async () => {
    const db = t.database.db;
    const event = await createEvent(db, { areaId: area.id });
    await db.insert(eventSlugRedirects).values({
      oldSlug: 'old-name',
      countrySlug: 'portugal',
      citySlug: 'page-coast',
      eventId: event.id,
    });
    const { status, text } = await byPath('/portugal/page-coast/old-name');
    expect(status).toBe(200);
    expect(EventByPathResponse.parse(JSON.parse(text))).toEqual({
      kind: 'redirect',
      path: `/portugal/page-coast/events/${event.slug}`,
    });
  });

  it('resolves every URL form of an event to its canonical path', async () => {
    const db = t.database.db;
    const event = await createEvent(db, { areaId: area.id, destination: 'Page Coast' });
    const draft = await createEvent(db, { areaId: area.id, status: 'draft' });
    await db.insert(eventSlugRedirects).values({
      oldSlug: 'older-name',
      countrySlug: 'portugal',
      citySlug: 'page-coast',
      eventId: event.id,
    });
    const canonical = `/portugal/page-coast/events/${event.slug}`;
    const resolve = async (path: string) => {
      const res = await t.app.request(`/api/events/resolve?path=${encodeURIComponent(path)}`);
      return { status: res.status, body: (await res.json()) as unknown };
    };

    for (const form of [
      `/events/event/${event.id}`,
      `/events/Page Coast/${event.slug}`,
      `/events/page-coast/${event.slug}`,
      `/events/${event.id}`,
      `/events/${event.slug}`,
      canonical,
      '/portugal/page-coast/events/older-name',
    ]) {
      const { status, body } = await resolve(form);
      expect({ form, status }).toEqual({ form, status: 200 });
      expect(EventResolveResponse.parse(body).path).toBe(canonical);
    }
    for (const form of [
      '/events/event/not-an-id',
      `/events/${draft.id}`,
      '/events/nothing-here',
      '/about',
      '/portugal/page-coast/events/nope',
    ]) {
      expect({ form, status: (await resolve(form)).status }).toEqual({ form, status: 404 });
    }
  });

  it('lists going members only as their RSVP visibility allows', async () => {
    const db = t.database.db;
    const event = await createEvent(db, { areaId: area.id });
    const viewer = await createUser(db, { username: 'viewer' });
    const open = await createUser(db, {
      username: 'open',
      profile: { rsvpVisibility: 'everyone' },
    });
    const friend = await createUser(db, {
      username: 'friend',
      profile: { rsvpVisibility: 'friends' },
    });
    const stranger = await createUser(db, {
      username: 'stranger',
      profile: { rsvpVisibility: 'friends' },
    });
    const pending = await createUser(db, {
      username: 'pending',
      profile: { rsvpVisibility: 'friends' },
    });
    const hidden = await createUser(db, {
      username: 'hidden',
      profile: { rsvpVisibility: 'nobody' },
    });
    await createFriendship(db, {
      requesterId: friend.id,
      addresseeId: viewer.id,
      status: 'accepted',
    });
    await createFriendship(db, {
      requesterId: viewer.id,
      addresseeId: pending.id,
      status: 'pending',
    });
    for (const member of [open, friend, stranger, pending, hidden]) {
      await createRsvp(db, { eventId: event.id, userId: member.id, status: 'going' });
    }
    // Interested members are never listed as going.
    await createRsvp(db, { eventId: event.id, userId: viewer.id, status: 'interested' });

    const names = async (viewerId: string | null) => {
      const found = await getEventByPath({
        db,
        country: 'portugal',
        city: 'page-coast',
        slug: event.slug,
        viewer: viewerId ? { id: viewerId } : null,
      });
      if (found.kind !== 'event') throw new Error('expected the event');
      expect(found.event.goingCount).toBe(5);
      expect(found.event.interestedCount).toBe(1);
      return found.event.goingMembers.map((member) => member.username).sort();
    };

    expect(await names(null)).toEqual(['open']);
    expect(await names(viewer.id)).toEqual(['friend', 'open']);
    // A member always sees their own RSVP.
    expect(await names(hidden.id)).toEqual(['hidden', 'open']);
  });

  it('reads the viewer from the session cookie', async () => {
    const db = t.database.db;
    const member = await signUpMember(t);
    const admin = await signUpMember(t);
    await makeAdmin(t.database, admin.user.id);
    const friend = await createUser(db, {
      username: 'cookiefriend',
      profile: { rsvpVisibility: 'friends' },
    });
    await createFriendship(db, { requesterId: member.user.id, addresseeId: friend.id });
    const event = await createEvent(db, { areaId: area.id });
    await createRsvp(db, { eventId: event.id, userId: friend.id, status: 'going' });
    const draft = await createEvent(db, {
      areaId: area.id,
      status: 'draft',
      creatorId: member.user.id,
    });

    const as = async (path: string, cookie?: string) => {
      const res = await t.app.request(
        `/api/events/by-path${path}`,
        cookie ? { headers: { cookie } } : {},
      );
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const goingNames = (body: unknown) => {
      const parsed = EventByPathResponse.parse(body);
      return parsed.kind === 'event' ? parsed.event.goingMembers.map((m) => m.username) : null;
    };
    const eventUrl = `/portugal/page-coast/${event.slug}`;
    expect(goingNames((await as(eventUrl)).body)).toEqual([]);
    expect(goingNames((await as(eventUrl, member.cookie)).body)).toEqual(['cookiefriend']);

    const draftUrl = `/portugal/page-coast/${draft.slug}`;
    expect((await as(draftUrl)).status).toBe(404);
    expect((await as(draftUrl, member.cookie)).status).toBe(200);
    expect((await as(draftUrl, admin.cookie)).status).toBe(200);
    const resolved = await t.app.request(`/api/events/resolve?path=/events/event/${draft.id}`, {
      headers: { cookie: member.cookie },
    });
    expect(resolved.status).toBe(200);
  });
});
