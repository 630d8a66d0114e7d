import { parseFeed } from '@rowanmanning/feed-parser';
import { createArea, createEvent, createVenue } from '@lineup/db/factories';
import { XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ORIGIN = 'https://lineup.example';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

let t: TestApp;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  const db = t.database.db;
  const area = await createArea(db, {
    name: 'Feed Coast',
    slug: 'portugal-feed-coast-area',
    country: 'Portugal',
    countrySlug: 'portugal',
    timeZone: 'Europe/Lisbon',
  });
  const other = await createArea(db, { name: 'Other Feed Coast' });
  const venue = await createVenue(db, { areaId: area.id, name: 'Feed Bar', city: 'Feedtown' });
  const soon = await createEvent(db, {
    areaId: area.id,
    venueId: venue.id,
    citySlug: 'feedtown',
    title: 'Dawn patrol & <coffee>',
    description: 'Meet at the "north" peak.\nBring wax.',
    startDate: inDays(1),
  });
  const later = await createEvent(db, {
    areaId: area.id,
    title: 'Later jam',
    startDate: inDays(3),
  });
  const cancelled = await createEvent(db, {
    areaId: area.id,
    title: 'Called-off quiz',
    status: 'cancelled',
    startDate: inDays(2),
  });
  await createEvent(db, { areaId: area.id, title: 'Secret draft', status: 'draft' });
  await createEvent(db, {
    areaId: area.id,
    title: 'Over already',
    startDate: inDays(-3),
    endDate: inDays(-2),
  });
  await createEvent(db, { areaId: other.id, title: 'Elsewhere' });
  ids = { soon: soon.id, later: later.id, cancelled: cancelled.id };
});
afterAll(async () => {
  await t.close();
});

async function get(path: string) {
  const res = await t.app.request(path);
  return { res, body: await res.text() };
}

describe('area and city feeds', () => {
  it("gives an area's upcoming events as a calendar a real iCalendar parser reads", async () => {
    const { res, body } = await get('/api/feeds/areas/portugal-feed-coast-area/events.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lineup: events in Feed Coast');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([
      'Dawn patrol & <coffee>',
      'Called-off quiz',
      'Later jam',
    ]);
    expect(events.map((event) => event.uid)).toEqual([
      `${ids.soon}@lineup`,
      `${ids.cancelled}@lineup`,
      `${ids.later}@lineup`,
    ]);
    expect(events[0]!.description).toContain('Meet at the "north" peak.\nBring wax.');
    expect(events[0]!.location).toContain('Feed Bar');
    expect(events[1]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(body).not.toContain('Secret draft');
    expect(body).not.toContain('Over already');
    expect(body).not.toContain('Elsewhere');
  });

  it("gives an area's upcoming events as an Atom feed that validates and parses", async () => {
    const path = '/api/feeds/areas/portugal-feed-coast-area/events.atom';
    const { res, body } = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(body)).toBe(true);
    const feed = parseFeed(body);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Lineup: events in Feed Coast');
    expect(feed.url).toBe(`${ORIGIN}/portugal-feed-coast-area`);
    expect(feed.self).toBe(`${ORIGIN}${path}`);
    expect(feed.items.map((item) => item.title)).toEqual([
      'Dawn patrol & <coffee>',
      'Cancelled: Called-off quiz',
      'Later jam',
    ]);
    const [first] = feed.items;
    expect(first!.url).toMatch(new RegExp(`^${ORIGIN}/portugal/feedtown/events/dawn-patrol`));
    expect(first!.id).toBe(first!.url);
    expect(first!.updated).toBeInstanceOf(Date);
    expect(first!.content).toContain('Bring wax.');
  });

  it("gives a city page's events, and 404 for a place Lineup does not have", async () => {
    const ics = await get('/api/feeds/places/portugal/feedtown/events.ics');
    expect(ics.res.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent');
    expect(events.map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual([
      'Dawn patrol & <coffee>',
    ]);
    const atom = await get('/api/feeds/places/portugal/feedtown/events.atom');
    expect(parseFeed(atom.body).items).toHaveLength(1);

    for (const path of [
      '/api/feeds/areas/atlantis-area/events.ics',
      '/api/feeds/areas/atlantis-area/events.atom',
      '/api/feeds/places/portugal/atlantis/events.ics',
      '/api/feeds/places/nowhere/feedtown/events.atom',
    ]) {
      expect((await get(path)).res.status).toBe(404);
    }
    expect((await get('/api/feeds/areas/Bad%20Slug/events.ics')).res.status).toBe(400);
  });
});
