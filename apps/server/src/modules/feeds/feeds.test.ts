import { parseFeed } from '@rowanmanning/feed-parser';
import { weekdayOf } from '@lineup/contracts';
import { createArea, createEvent, createVenue } from '@lineup/db/factories';
import { events, recurringSeries } from '@lineup/db/schema';
import { instantToLocal, recurringLocalToInstant } from '@lineup/db/zoned-time';
import { asc, eq } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from '../../testing/members';
import { api, createEventAs, eventInput } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sessionStartsLocal } from '../series';

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

/** A feed's VEVENTs by UID, with each series expanded as ical.js (a calendar app) reads it. */
function readCalendar(ics: string) {
  const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
  const uids = vevents.map((vevent) => String(vevent.getFirstPropertyValue('uid')));
  const occurrencesOf = (uid: string) => {
    const own = vevents.filter((vevent) => vevent.getFirstPropertyValue('uid') === uid);
    const master = own.find((vevent) => !vevent.hasProperty('recurrence-id'))!;
    const exceptions = own.filter((vevent) => vevent.hasProperty('recurrence-id'));
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions });
    const starts: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && starts.length < 200; next = iterator.next()) {
      starts.push(event.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
    }
    return starts;
  };
  return { vevents, uids, occurrencesOf };
}

describe('recurring events in area feeds', () => {
  it('writes each series once, as its rule with exclusions and overrides, beside one-off events', async () => {
    const db = t.database.db;
    const area = await createArea(db, {
      name: 'Series Feed Coast',
      slug: 'portugal-series-feed-coast-area',
      timeZone: 'Europe/Lisbon',
    });
    const organiser = await signUpMember(t);
    const call = api(t);
    const oneOff = await createEvent(db, {
      areaId: area.id,
      title: 'One-off jam',
      startDate: inDays(1),
    });

    // A series made through the editor: one session cancelled, one moved alone, one a draft.
    const created = await createEventAs(
      t,
      organiser,
      eventInput(area, {
        title: 'Dawn yoga',
        startLocal: '2030-10-08T07:00',
        endLocal: '2030-10-08T08:30',
        repeat: { frequency: 'weekly', weekdays: ['TU'], count: 5 },
      }),
    );
    const yogaId = created.series!.id;
    const yoga = await db
      .select()
      .from(events)
      .where(eq(events.seriesId, yogaId))
      .orderBy(asc(events.occurrenceStart));
    const as = organiser;
    expect((await call('POST', `/api/events/${yoga[1]!.id}/cancel`, { as })).status).toBe(200);
    const move = await call('PATCH', `/api/events/${yoga[2]!.id}`, {
      as,
      body: { startLocal: '2030-10-23T18:00', endLocal: '2030-10-23T19:30' },
    });
    expect(move.status).toBe(200);
    await db.update(events).set({ status: 'draft' }).where(eq(events.id, yoga[3]!.id));

    // A series that started two weeks ago: its past sessions stay in calendars.
    const firstLocal = `${instantToLocal(inDays(-15), 'Europe/Lisbon').slice(0, 10)}T18:00`;
    const [running] = await db
      .insert(recurringSeries)
      .values({
        rule: {
          frequency: 'weekly',
          interval: 1,
          weekdays: [weekdayOf(firstLocal.slice(0, 10))],
          monthDay: null,
          monthWeek: null,
          monthWeekday: null,
          count: 4,
          until: null,
        },
        startLocal: firstLocal,
        timeZone: 'Europe/Lisbon',
      })
      .returning();
    const runningStarts = sessionStartsLocal(running!.rule, firstLocal).map((local) =>
      recurringLocalToInstant(local, 'Europe/Lisbon'),
    );
    for (const start of runningStarts) {
      await createEvent(db, {
        areaId: area.id,
        title: 'Weekly run club',
        seriesId: running!.id,
        occurrenceStart: start,
        startDate: start,
        endDate: new Date(start.getTime() + 3_600_000),
      });
    }

    const { res, body } = await get('/api/feeds/areas/portugal-series-feed-coast-area/events.ics');
    expect(res.status).toBe(200);
    const calendar = readCalendar(body);
    // Soonest first: the one-off tomorrow, the run club's next session, then the yoga.
    expect(calendar.uids).toEqual([
      `${oneOff.id}@lineup`,
      `${running!.id}@lineup`,
      `${yogaId}@lineup`,
      `${yogaId}@lineup`,
    ]);
    for (const session of yoga) expect(body).not.toContain(session.id);

    const lines = body.replace(/\r\n[ \t]/g, '').split('\r\n');
    // The one-off stays as it was: in UTC, no rule.
    expect(lines).toContain(
      `DTSTART:${oneOff.startDate.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    );
    expect(lines).toContain('DTSTART;TZID=Europe/Lisbon:20301008T070000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;WKST=MO;COUNT=5');
    expect(lines).toContain('EXDATE;TZID=Europe/Lisbon:20301015T070000,20301029T070000');
    expect(lines).toContain('RECURRENCE-ID;TZID=Europe/Lisbon:20301022T070000');
    expect(body).not.toContain('STATUS:CANCELLED');

    expect(calendar.occurrencesOf(`${yogaId}@lineup`)).toEqual([
      '2030-10-08T06:00:00.000Z',
      // Moved alone from Tuesday morning to Wednesday evening (still summer time).
      '2030-10-23T17:00:00.000Z',
      // After the clocks went back: still 07:00 in Lisbon.
      '2030-11-05T07:00:00.000Z',
    ]);
    expect(calendar.occurrencesOf(`${running!.id}@lineup`)).toEqual(
      runningStarts.map((start) => start.toISOString()),
    );
  });
});
