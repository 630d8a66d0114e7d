import {
  ErrorResponse,
  type CreateEventRequest,
  type RepeatInput,
  type SeriesRule,
} from '@lineup/contracts';
import { createEvent, createRsvp } from '@lineup/db/factories';
import { events, recurringSeries, type VenueAreaRow } from '@lineup/db/schema';
import { recurringLocalToInstant } from '@lineup/db/zoned-time';
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, createEventAs, eventInput, signUpAdmin, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { rruleValue, sessionStartsLocal } from './recurrence';
import { buildSeriesCalendar } from './series-calendar';

const ORIGIN = 'https://lineup.example';
const HOUR = 3_600_000;

let t: TestApp;
let call: ReturnType<typeof api>;
let organiser: SignedUpMember;
let other: SignedUpMember;
let admin: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  call = api(t);
  organiser = await signUpMember(t);
  other = await signUpMember(t);
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const viewerFor = (member: SignedUpMember | null) =>
  member ? { id: member.user.id, role: member === admin ? 'admin' : null } : null;

/** A recurring event made as the organiser makes it: `POST /api/events` with `repeat`. */
async function createSeries(
  area: VenueAreaRow,
  input: Partial<CreateEventRequest> & { repeat: RepeatInput },
) {
  const first = await createEventAs(t, organiser, eventInput(area, input));
  const seriesId = first.series!.id;
  return { seriesId, sessions: await sessionsOf(seriesId) };
}

const sessionsOf = (seriesId: string) =>
  t.database.db
    .select()
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(asc(events.occurrenceStart));

async function seriesFile(seriesId: string, member: SignedUpMember | null = null) {
  return buildSeriesCalendar({
    db: t.database.db,
    seriesId,
    viewer: viewerFor(member),
    origin: ORIGIN,
  });
}

/** RFC 5545 folds long lines; unfold before reading values. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const linesOf = (ics: string) => unfold(ics).split('\r\n');

type Occurrence = {
  /** The instant, in UTC. */
  start: string;
  end: string;
  /** As the area's clocks show it. */
  local: string;
  summary: string;
  /** The RECURRENCE-ID of the override that gave it, if any. */
  overrideOf: string | null;
};

/**
 * The file as a calendar app reads it: ical.js parses it and expands the repeating entry with
 * its EXDATEs and overrides. Only the file's own VTIMEZONE places the zoned times (nothing is
 * registered with ical.js's TimezoneService), so a missing or wrong one shows here.
 */
function expand(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = vevents.filter((vevent) => !vevent.hasProperty('recurrence-id'));
  expect(masters).toHaveLength(1);
  const overrides = vevents.filter((vevent) => vevent.hasProperty('recurrence-id'));
  const master = new ICAL.Event(masters[0]!, { strictExceptions: true, exceptions: overrides });
  const occurrences: Occurrence[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next && occurrences.length < 200; next = iterator.next()) {
    const details = master.getOccurrenceDetails(next);
    occurrences.push({
      start: details.startDate.toJSDate().toISOString(),
      end: details.endDate.toJSDate().toISOString(),
      local: details.startDate.toString(),
      summary: details.item.summary,
      overrideOf: details.item.isRecurrenceException()
        ? details.item.recurrenceId.toString()
        : null,
    });
  }
  return { calendar, vevents, master, overrides, occurrences };
}

const utc = (...instants: string[]) => instants.map((instant) => `${instant}:00.000Z`);

describe('a recurring event as one iCalendar file', () => {
  it('keeps a weekly class in Lisbon at 07:00 across the October change, as the sessions are', async () => {
    const area = await testArea(t, { name: 'Lisbon Dawn', timeZone: 'Europe/Lisbon' });
    const { seriesId, sessions } = await createSeries(area, {
      title: 'Dawn yoga',
      startLocal: '2030-10-08T07:00',
      endLocal: '2030-10-08T08:30',
      repeat: { frequency: 'weekly', weekdays: ['TU'], count: 6 },
    });
    expect(sessions).toHaveLength(6);

    const { body, filename } = await seriesFile(seriesId);
    expect(filename).toBe('dawn-yoga.ics');
    const lines = linesOf(body);
    expect(lines).toContain(`UID:${seriesId}@lineup`);
    expect(lines).toContain('DTSTART;TZID=Europe/Lisbon:20301008T070000');
    expect(lines).toContain('DTEND;TZID=Europe/Lisbon:20301008T083000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;WKST=MO;COUNT=6');
    expect(lines.filter((line) => line.startsWith('EXDATE'))).toEqual([]);
    // The zone is defined in the file itself, once.
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('TZID:Europe/Lisbon');
    // No session appears under its own UID besides the series.
    for (const session of sessions) expect(body).not.toContain(session.id);

    const { vevents, occurrences } = expand(body);
    expect(vevents).toHaveLength(1);
    expect(occurrences.map((o) => o.start)).toEqual(
      utc(
        '2030-10-08T06:00',
        '2030-10-15T06:00',
        '2030-10-22T06:00',
        // Clocks go back on Sunday 27 October: the class stays at 07:00 local.
        '2030-10-29T07:00',
        '2030-11-05T07:00',
        '2030-11-12T07:00',
      ),
    );
    expect(new Set(occurrences.map((o) => o.local.slice(10)))).toEqual(new Set(['T07:00:00']));
    expect(occurrences.map((o) => Date.parse(o.end) - Date.parse(o.start))).toEqual(
      Array(6).fill(1.5 * HOUR),
    );
    // What calendars show is what Lineup stored, session by session.
    expect(occurrences.map((o) => o.start)).toEqual(
      sessions.map((session) => session.startDate.toISOString()),
    );
    expect(occurrences.map((o) => o.end)).toEqual(
      sessions.map((session) => session.endDate.toISOString()),
    );
    expect(occurrences.every((o) => o.summary === 'Dawn yoga' && o.overrideOf === null)).toBe(true);
  });

  it('keeps an evening in Amsterdam at 19:00 across the March change, and ends on the UNTIL day', async () => {
    const area = await testArea(t, {
      name: 'Amsterdam Canal',
      country: 'Netherlands',
      countrySlug: 'netherlands',
      timeZone: 'Europe/Amsterdam',
    });
    const { seriesId, sessions } = await createSeries(area, {
      title: 'Canal swim',
      startLocal: '2031-03-13T19:00',
      endLocal: '2031-03-13T21:00',
      repeat: { frequency: 'weekly', weekdays: ['TH'], until: '2031-04-10' },
    });

    const { body } = await seriesFile(seriesId);
    const lines = linesOf(body);
    expect(lines).toContain('DTSTART;TZID=Europe/Amsterdam:20310313T190000');
    // The end of 10 April in Amsterdam (CEST), in UTC as RFC 5545 asks.
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH;WKST=MO;UNTIL=20310410T215959Z');
    // The VTIMEZONE carries the name the times use (the library files Amsterdam under Brussels).
    expect(lines).toContain('TZID:Europe/Amsterdam');
    expect(lines).not.toContain('TZID:Europe/Brussels');

    const { occurrences } = expand(body);
    expect(occurrences.map((o) => o.start)).toEqual(
      utc(
        '2031-03-13T18:00',
        '2031-03-20T18:00',
        '2031-03-27T18:00',
        // Clocks go forward on Sunday 30 March.
        '2031-04-03T17:00',
        '2031-04-10T17:00',
      ),
    );
    expect(occurrences.map((o) => o.start)).toEqual(
      sessions.map((session) => session.startDate.toISOString()),
    );
  });

  it('ends an UNTIL rule on the last local day where that day runs past midnight UTC', async () => {
    const area = await testArea(t, {
      name: 'Venice Beach',
      country: 'United States',
      countrySlug: 'united-states',
      timeZone: 'America/Los_Angeles',
    });
    const { seriesId, sessions } = await createSeries(area, {
      title: 'Night skate',
      startLocal: '2030-06-04T20:00',
      endLocal: '2030-06-04T22:00',
      repeat: { frequency: 'weekly', weekdays: ['TU'], until: '2030-06-25' },
    });
    expect(sessions).toHaveLength(4);

    const { body } = await seriesFile(seriesId);
    const { occurrences } = expand(body);
    // 20:00 in Los Angeles is 03:00 UTC the next day: the last one, on 25 June, is kept...
    expect(occurrences.map((o) => o.start)).toEqual(
      utc('2030-06-05T03:00', '2030-06-12T03:00', '2030-06-19T03:00', '2030-06-26T03:00'),
    );
    // ... and nothing after it.
    expect(occurrences.at(-1)!.local).toBe('2030-06-25T20:00:00');
  });

  it('keeps a class in Colombo (no DST) at 07:00 on two days a week', async () => {
    const area = await testArea(t, {
      name: 'Colombo Point',
      country: 'Sri Lanka',
      countrySlug: 'sri-lanka',
      timeZone: 'Asia/Colombo',
    });
    const { seriesId, sessions } = await createSeries(area, {
      title: 'Morning paddle',
      startLocal: '2030-10-22T07:00',
      endLocal: '2030-10-22T08:00',
      repeat: { frequency: 'weekly', weekdays: ['TU', 'TH'], count: 6 },
    });

    const { body } = await seriesFile(seriesId);
    const lines = linesOf(body);
    expect(lines).toContain('DTSTART;TZID=Asia/Colombo:20301022T070000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;WKST=MO;COUNT=6');
    const { occurrences } = expand(body);
    expect(occurrences.map((o) => o.start)).toEqual(
      utc(
        '2030-10-22T01:30',
        '2030-10-24T01:30',
        '2030-10-29T01:30',
        '2030-10-31T01:30',
        '2030-11-05T01:30',
        '2030-11-07T01:30',
      ),
    );
    expect(occurrences.map((o) => o.start)).toEqual(
      sessions.map((session) => session.startDate.toISOString()),
    );
  });

  it('excludes a cancelled and a deleted session and overrides sessions changed on their own', async () => {
    const area = await testArea(t, { name: 'Lisbon Changes', timeZone: 'Europe/Lisbon' });
    const { seriesId, sessions } = await createSeries(area, {
      title: 'Dawn yoga',
      startLocal: '2030-10-08T07:00',
      endLocal: '2030-10-08T08:30',
      repeat: { frequency: 'weekly', weekdays: ['TU'], count: 6 },
    });
    const [, cancelled, deleted, moved, renamed] = sessions;

    const as = organiser;
    expect((await call('POST', `/api/events/${cancelled!.id}/cancel`, { as })).status).toBe(200);
    expect((await call('DELETE', `/api/events/${deleted!.id}`, { as })).status).toBe(204);
    // Moved alone to the Wednesday evening, after the clocks went back.
    const move = await call('PATCH', `/api/events/${moved!.id}`, {
      as,
      body: { startLocal: '2030-10-30T18:00', endLocal: '2030-10-30T19:30' },
    });
    expect(move.status).toBe(200);
    const rename = await call('PATCH', `/api/events/${renamed!.id}`, {
      as,
      body: { title: 'Dawn yoga with live music' },
    });
    expect(rename.status).toBe(200);

    const { body } = await seriesFile(seriesId);
    const lines = linesOf(body);
    expect(lines.filter((line) => line.startsWith('EXDATE'))).toEqual([
      'EXDATE;TZID=Europe/Lisbon:20301015T070000,20301022T070000',
    ]);
    expect(lines.filter((line) => line.startsWith('RECURRENCE-ID'))).toEqual([
      'RECURRENCE-ID;TZID=Europe/Lisbon:20301029T070000',
      'RECURRENCE-ID;TZID=Europe/Lisbon:20301105T070000',
    ]);
    expect(lines).toContain('DTSTART;TZID=Europe/Lisbon:20301030T180000');
    // Every entry of the series shares its UID and the highest SEQUENCE of its sessions.
    const stored = await sessionsOf(seriesId);
    const highest = Math.max(...stored.map((session) => session.sequence));
    expect(highest).toBeGreaterThan(0);
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual(
      Array(3).fill(`UID:${seriesId}@lineup`),
    );
    expect(lines.filter((line) => line.startsWith('SEQUENCE:'))).toEqual(
      Array(3).fill(`SEQUENCE:${highest}`),
    );

    const { occurrences } = expand(body);
    expect(occurrences).toEqual([
      {
        start: '2030-10-08T06:00:00.000Z',
        end: '2030-10-08T07:30:00.000Z',
        local: '2030-10-08T07:00:00',
        summary: 'Dawn yoga',
        overrideOf: null,
      },
      {
        start: '2030-10-30T18:00:00.000Z',
        end: '2030-10-30T19:30:00.000Z',
        local: '2030-10-30T18:00:00',
        summary: 'Dawn yoga',
        overrideOf: '2030-10-29T07:00:00',
      },
      {
        start: '2030-11-05T07:00:00.000Z',
        end: '2030-11-05T08:30:00.000Z',
        local: '2030-11-05T07:00:00',
        summary: 'Dawn yoga with live music',
        overrideOf: '2030-11-05T07:00:00',
      },
      {
        start: '2030-11-12T07:00:00.000Z',
        end: '2030-11-12T08:30:00.000Z',
        local: '2030-11-12T07:00:00',
        summary: 'Dawn yoga',
        overrideOf: null,
      },
    ]);
    // The session renamed alone links to its own page.
    const renamedEntry = expand(body).overrides.find((vevent) =>
      String(vevent.getFirstPropertyValue('summary')).includes('live music'),
    );
    expect(String(renamedEntry!.getFirstPropertyValue('url'))).toBe(
      `${ORIGIN}${rename.json.event.path}`,
    );
  });

  it('shows drafts to their creator and admins only', async () => {
    const area = await testArea(t, { name: 'Draft Coast', timeZone: 'Europe/Lisbon' });
    const draft = await createSeries(area, {
      title: 'Secret series',
      status: 'draft',
      startLocal: '2030-06-04T07:00',
      endLocal: '2030-06-04T08:00',
      repeat: { frequency: 'weekly', weekdays: ['TU'], count: 3 },
    });
    for (const member of [null, other]) {
      const refused = await seriesFile(draft.seriesId, member).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 404, message: 'Series not found' });
    }
    for (const member of [organiser, admin]) {
      const { occurrences } = expand((await seriesFile(draft.seriesId, member)).body);
      expect(occurrences).toHaveLength(3);
    }

    // A published series with one session still a draft: visitors do not get that one.
    const mixed = await createSeries(area, {
      title: 'Mixed series',
      startLocal: '2030-06-04T07:00',
      endLocal: '2030-06-04T08:00',
      repeat: { frequency: 'weekly', weekdays: ['TU'], count: 3 },
    });
    await t.database.db
      .update(events)
      .set({ status: 'draft' })
      .where(eq(events.id, mixed.sessions[1]!.id));
    const publicFile = (await seriesFile(mixed.seriesId)).body;
    expect(linesOf(publicFile)).toContain('EXDATE;TZID=Europe/Lisbon:20300611T070000');
    expect(expand(publicFile).occurrences.map((o) => o.local)).toEqual([
      '2030-06-04T07:00:00',
      '2030-06-18T07:00:00',
    ]);
    const ownFile = (await seriesFile(mixed.seriesId, organiser)).body;
    expect(expand(ownFile).occurrences).toHaveLength(3);
  });

  it('is served at GET /api/series/:id/calendar.ics', async () => {
    const area = await testArea(t, { name: 'Served Coast', timeZone: 'Europe/Lisbon' });
    const published = await createSeries(area, {
      title: 'Served series',
      startLocal: '2030-06-04T07:00',
      endLocal: '2030-06-04T08:00',
      repeat: { frequency: 'weekly', weekdays: ['TU'], count: 3 },
    });
    const response = await call('GET', `/api/series/${published.seriesId}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(expand(response.text).occurrences).toHaveLength(3);

    const draft = await createSeries(area, {
      title: 'Unserved series',
      status: 'draft',
      startLocal: '2030-06-04T07:00',
      endLocal: '2030-06-04T08:00',
      repeat: { frequency: 'weekly', weekdays: ['TU'], count: 3 },
    });
    const path = `/api/series/${draft.seriesId}/calendar.ics`;
    const refused = await call('GET', path);
    expect(refused.status).toBe(404);
    expect(ErrorResponse.parse(refused.json).error).toMatchObject({
      code: 'not_found',
      message: 'Series not found',
    });
    expect((await call('GET', path, { as: organiser })).status).toBe(200);
  });

  it('answers not found for a series that does not exist', async () => {
    for (const seriesId of ['6b1f4d36-3b7c-4c58-9c43-0a4a0f6f8a11', 'not-a-series']) {
      await expect(seriesFile(seriesId)).rejects.toMatchObject({
        status: 404,
        message: 'Series not found',
      });
    }
  });

  it('keeps hostile text inside its own values, in the master and in an override', async () => {
    const area = await testArea(t, { name: 'Inject Series', timeZone: 'Europe/Lisbon' });
    const { seriesId, sessions } = await createSeries(area, {
      title: 'Plain title',
      startLocal: '2030-06-04T07:00',
      endLocal: '2030-06-04T08:00',
      repeat: { frequency: 'weekly', weekdays: ['TU'], count: 3 },
    });
    const hostile =
      'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@example\nRRULE:FREQ=DAILY\r\nX-A:\u0007';
    const db = t.database.db;
    await db
      .update(events)
      .set({ title: `A ${hostile}` })
      .where(eq(events.seriesId, seriesId));
    await db
      .update(events)
      .set({ description: `B ${hostile}` })
      .where(eq(events.id, sessions[1]!.id));

    const { body } = await seriesFile(seriesId);
    for (const line of body.slice(0, -2).split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // eslint-disable-next-line no-control-regex -- control characters are what is checked
      expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    }
    const lines = linesOf(body);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual(
      Array(2).fill(`UID:${seriesId}@lineup`),
    );
    const { vevents, occurrences } = expand(body);
    expect(vevents.flatMap((vevent) => vevent.getAllProperties('rrule'))).toHaveLength(1);
    const cleaned = hostile.replace(/\r\n/g, '\n').replace('\u0007', '');
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual([
      `A ${cleaned}`,
      `A ${cleaned}`,
    ]);
    expect(String(vevents[1]!.getFirstPropertyValue('description'))).toContain(`B ${cleaned}`);
    expect(occurrences).toHaveLength(3);
  });

  it("keeps each session as its own entry in the member's feed", async () => {
    const area = await testArea(t, { name: 'Member Feed Series', timeZone: 'Europe/Lisbon' });
    const { seriesId, sessions } = await createSeries(area, {
      title: 'Tuesday surf club',
      startLocal: '2030-10-08T07:00',
      endLocal: '2030-10-08T08:30',
      repeat: { frequency: 'weekly', weekdays: ['TU'], count: 4 },
    });
    const [first, , third] = sessions;
    for (const session of [first!, third!]) {
      await createRsvp(t.database, { eventId: session.id, userId: other.user.id, status: 'going' });
    }
    const feed = await call('GET', '/api/me/calendar-feed', { as: other });
    const response = await t.app.request(new URL(feed.json.url as string).pathname);
    expect(response.status).toBe(200);
    const body = await response.text();
    const vevents = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([
      `${first!.id}@lineup`,
      `${third!.id}@lineup`,
    ]);
    expect(body).not.toContain('RRULE');
    expect(body).not.toContain(seriesId);
    expect(
      vevents.map((vevent) => new ICAL.Event(vevent).startDate.toJSDate().toISOString()),
    ).toEqual([first!.startDate.toISOString(), third!.startDate.toISOString()]);
  });
});

describe('seriesEntries from stored rows', () => {
  /** A series inserted as the editor stores one, with a session per start of its rule. */
  async function storedSeries(options: {
    area: VenueAreaRow;
    rule: SeriesRule;
    startLocal: string;
    minutes: number;
    status?: 'published' | 'cancelled';
  }) {
    const db = t.database.db;
    const { area, rule, startLocal } = options;
    const [series] = await db
      .insert(recurringSeries)
      .values({ rule, startLocal, timeZone: area.timeZone })
      .returning();
    const sessions = [];
    for (const local of sessionStartsLocal(rule, startLocal)) {
      const start = recurringLocalToInstant(local, area.timeZone);
      sessions.push(
        await createEvent(db, {
          areaId: area.id,
          title: 'Stored series',
          status: options.status ?? 'published',
          seriesId: series!.id,
          occurrenceStart: start,
          startDate: start,
          endDate: new Date(start.getTime() + options.minutes * 60_000),
        }),
      );
    }
    return { series: series!, sessions };
  }

  const weekly = (count: number): SeriesRule => ({
    frequency: 'weekly',
    interval: 1,
    weekdays: ['MO'],
    monthDay: null,
    monthWeek: null,
    monthWeekday: null,
    count,
    until: null,
  });

  it('cancels the master when every session is cancelled, rather than leaving an empty rule', async () => {
    const area = await testArea(t, { name: 'All Cancelled', timeZone: 'Europe/Lisbon' });
    const { series } = await storedSeries({
      area,
      rule: weekly(3),
      startLocal: '2030-06-03T18:00',
      minutes: 60,
      status: 'cancelled',
    });
    const { body } = await seriesFile(series.id);
    const lines = linesOf(body);
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.some((line) => line.startsWith('EXDATE'))).toBe(false);
    expect(expand(body).occurrences).toHaveLength(3);
  });

  it('writes a series in a fixed-offset zone in UTC, where its rule gives the same instants', async () => {
    const area = await testArea(t, { name: 'Offset Coast', timeZone: '+05:30' });
    const { series, sessions } = await storedSeries({
      area,
      rule: weekly(3),
      startLocal: '2030-06-03T18:00',
      minutes: 45,
    });
    await t.database.db.delete(events).where(eq(events.id, sessions[1]!.id));
    const { body } = await seriesFile(series.id);
    const lines = linesOf(body);
    expect(lines).toContain('DTSTART:20300603T123000Z');
    expect(lines).toContain(`RRULE:${rruleValue(series.rule, '+05:30')}`);
    expect(lines).toContain('EXDATE:20300610T123000Z');
    expect(body).not.toContain('VTIMEZONE');
    expect(expand(body).occurrences.map((o) => o.start)).toEqual(
      utc('2030-06-03T12:30', '2030-06-17T12:30'),
    );
  });

  it('keeps a session the rule does not give as an event of its own', async () => {
    const area = await testArea(t, { name: 'Stray Coast', timeZone: 'Europe/Lisbon' });
    const { series, sessions } = await storedSeries({
      area,
      rule: weekly(2),
      startLocal: '2030-06-03T18:00',
      minutes: 60,
    });
    const strayStart = new Date('2030-06-05T17:00:00Z');
    const stray = await createEvent(t.database, {
      areaId: area.id,
      title: 'Stray session',
      seriesId: series.id,
      occurrenceStart: strayStart,
      startDate: strayStart,
      endDate: new Date(strayStart.getTime() + HOUR),
    });
    const { body } = await seriesFile(series.id);
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(
      calendar.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('uid')),
    ).toEqual([`${series.id}@lineup`, `${stray.id}@lineup`]);
    expect(body).not.toContain(sessions[0]!.id);
  });
});
