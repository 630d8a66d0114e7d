import {
  DATE_YEAR_MESSAGE,
  EVENT_LENGTH_MESSAGE,
  EventListResponse,
  PlaceResponse,
  SearchResponse,
} from '@lineup/contracts';
import { createArea, createEvent } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, createEventAs, eventInput, localIn } from '../../testing/participation';
import { encodeCursor } from '../../lib/keyset-cursor';

// docs/decisions/0013-date-bounds.md: dates between 2000 and 2100, events at most 31 days long,
// and lists that stay up even when an older row breaks those rules.

const DAY = 86_400_000;

let t: TestApp;
let call: ReturnType<typeof api>;
let member: SignedUpMember;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  member = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

const issuesOf = (response: { json: Record<string, unknown> }) =>
  (response.json as { error: { details: { issues: unknown[] } } }).error.details.issues;

describe('a published event that "ends" in the year 9999, written before the bounds', () => {
  it('leaves the lists, place pages, search and sitemap answering for everyone', async () => {
    const area = await createArea(t.database, {
      name: 'Forever Bay',
      slug: 'forever-bay-area',
      country: 'Portugal',
      countrySlug: 'portugal',
    });
    const endless = await createEvent(t.database, {
      areaId: area.id,
      title: 'Endless summer',
      startDate: new Date(Date.now() - 2 * DAY),
      endDate: new Date('9999-12-31T00:00:00Z'),
    });
    const longAgo = await createEvent(t.database, {
      areaId: area.id,
      title: 'Endless winter',
      startDate: new Date('2001-01-01T00:00:00Z'),
      endDate: new Date('9999-12-31T00:00:00Z'),
    });
    const upcoming = await createEvent(t.database, { areaId: area.id, title: 'Sunday swell' });

    const events = await t.app.request('/api/events?area=forever-bay-area');
    expect(events.status).toBe(200);
    const titles = EventListResponse.parse(await events.json()).events.map((e) => e.title);
    // Listed as if it ended 31 days after it started: the one from 2001 is long over.
    expect(titles).toEqual([endless.title, upcoming.title]);
    expect(titles).not.toContain(longAgo.title);

    for (const path of ['/api/events', '/api/events?from=2026-01-01&to=2100-12-31']) {
      expect((await t.app.request(path)).status).toBe(200);
    }
    const country = await t.app.request('/api/places/portugal');
    expect(country.status).toBe(200);
    PlaceResponse.parse(await country.json());
    expect((await t.app.request('/api/places/portugal/forever-bay')).status).toBe(200);

    const sitemap = await t.app.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(`/events/${endless.slug}`);

    const search = await t.app.request('/api/search?q=endless');
    expect(search.status).toBe(200);
    const found = SearchResponse.parse(await search.json()).results.map((r) => r.title);
    expect(found).toEqual([endless.title]);
    // A failing search part is logged and left empty; none failed here.
    expect(t.logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('creating and editing events', () => {
  it('refuses dates outside 2000–2100 and events longer than 31 days, with the reason', async () => {
    const area = await createArea(t.database, { name: 'Bound Coast' });

    const farFuture = await call('POST', '/api/events', {
      as: member,
      body: eventInput(area, { startLocal: '2026-07-04T18:30', endLocal: '9999-12-31T23:00' }),
    });
    expect(farFuture.status).toBe(400);
    expect(issuesOf(farFuture)).toContainEqual({ path: 'endLocal', message: DATE_YEAR_MESSAGE });

    const tooLong = await call('POST', '/api/events', {
      as: member,
      body: eventInput(area, { startLocal: localIn(2, '10:00'), endLocal: localIn(40, '10:00') }),
    });
    expect(tooLong.status).toBe(400);
    expect(issuesOf(tooLong)).toEqual([{ path: 'endLocal', message: EVENT_LENGTH_MESSAGE }]);

    const festival = await call('POST', '/api/events', {
      as: member,
      body: eventInput(area, { startLocal: localIn(2, '10:00'), endLocal: localIn(30, '22:00') }),
    });
    expect(festival.status).toBe(201);

    // An edit that sends only the end is checked against the stored start.
    const event = await createEventAs(t, member, eventInput(area));
    const stretched = await call('PATCH', `/api/events/${event.id}`, {
      as: member,
      body: { endLocal: localIn(80, '10:00') },
    });
    expect(stretched.status).toBe(400);
    expect(issuesOf(stretched)).toEqual([{ path: 'endLocal', message: EVENT_LENGTH_MESSAGE }]);

    const year8800 = await call('PATCH', `/api/events/${event.id}`, {
      as: member,
      body: { endLocal: '8800-01-01T10:00' },
    });
    expect(year8800.status).toBe(400);
    expect(issuesOf(year8800)).toEqual([{ path: 'endLocal', message: DATE_YEAR_MESSAGE }]);
  });

  it('refuses a casual plan outside 2000–2100', async () => {
    const area = await createArea(t.database, { name: 'Plan Coast' });
    const response = await call('POST', '/api/plans', {
      as: member,
      body: {
        title: 'Dawn patrol',
        description: '',
        location: 'Main beach',
        area: area.slug,
        startLocal: '9999-01-01T07:00',
        visibility: 'everyone',
      },
    });
    expect(response.status).toBe(400);
    expect(issuesOf(response)).toEqual([{ path: 'startLocal', message: DATE_YEAR_MESSAGE }]);
  });
});

describe('date filters and page links', () => {
  it.each([
    '/api/events?from=0000-01-01',
    '/api/events?to=9999-12-31',
    '/api/events?from=1999-12-31T23:00:00Z',
    '/api/search?q=surf&startDate=0001-01-01',
    '/api/search?q=surf&endDate=9999-12-31',
  ])('%s is refused with the year range', async (path) => {
    const response = await call('GET', path);
    expect(response.status).toBe(400);
    expect(JSON.stringify(issuesOf(response))).toContain(DATE_YEAR_MESSAGE);
  });

  it.each([
    ['a 30 February', '2026-02-30T00:00:00.000000Z'],
    ['a 13th month', '2026-13-01T00:00:00.000000Z'],
    ['the year 0', '0000-01-01T00:00:00.000000Z'],
  ])('a page link holding %s is refused, not sent to the database', async (_, start) => {
    const cursor = encodeCursor({ start, id: '00000000-0000-4000-8000-000000000000' });
    const response = await call('GET', `/api/events?cursor=${cursor}`);
    expect(response.status).toBe(400);
  });
});
