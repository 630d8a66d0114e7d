import { CalendarFeedResponse } from '@lineup/contracts';
import { createEvent, createRsvp, createVenue } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, testArea } from '../../testing/participation';

let t: TestApp;
let call: ReturnType<typeof api>;
let me: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://lineup.example' } });
  call = api(t);
  me = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

/** The feed as a calendar app fetches it: no cookie, just the URL. */
async function fetchFeed(url: string) {
  const response = await t.app.request(new URL(url).pathname);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** RFC 5545 folds long lines; unfold before reading values. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('the private calendar feed', () => {
  it('asks visitors to sign in for the URL', async () => {
    expect((await call('GET', '/api/me/calendar-feed')).status).toBe(401);
    expect((await call('POST', '/api/me/calendar-feed/reset')).status).toBe(401);
  });

  it('gives each member one secret URL with the events they are going to', async () => {
    const db = t.database.db;
    const area = await testArea(t, { name: 'Feed Coast' });
    const venue = await createVenue(db, {
      areaId: area.id,
      name: 'Feed Bar',
      street: 'Rua 7',
      postalCode: '2655-000',
      city: 'Ericeira',
    });
    const going = await createEvent(db, {
      areaId: area.id,
      venueId: venue.id,
      title: 'Going to this',
      startDate: new Date('2099-07-04T17:30:00Z'),
      endDate: new Date('2099-07-04T20:00:00Z'),
    });
    const cancelled = await createEvent(db, {
      areaId: area.id,
      title: 'Called off',
      status: 'cancelled',
    });
    const interested = await createEvent(db, { areaId: area.id, title: 'Only interested' });
    const longAgo = await createEvent(db, {
      areaId: area.id,
      title: 'Long ago',
      startDate: new Date(Date.now() - 60 * DAY),
      endDate: new Date(Date.now() - 60 * DAY + 3_600_000),
    });
    const draft = await createEvent(db, { areaId: area.id, title: 'Pulled back', status: 'draft' });
    for (const event of [going, cancelled, longAgo, draft]) {
      await createRsvp(db, { eventId: event.id, userId: me.user.id, status: 'going' });
    }
    await createRsvp(db, { eventId: interested.id, userId: me.user.id, status: 'interested' });

    const first = await call('GET', '/api/me/calendar-feed', { as: me });
    expect(first.status).toBe(200);
    const { url, webcalUrl } = CalendarFeedResponse.parse(first.json);
    expect(url).toMatch(/^https:\/\/lineup\.example\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(webcalUrl).toBe(url.replace('https:', 'webcal:'));
    // The same URL every time until it is reset.
    expect((await call('GET', '/api/me/calendar-feed', { as: me })).json.url).toBe(url);
    // Another member has their own.
    const other = await signUpMember(t);
    expect((await call('GET', '/api/me/calendar-feed', { as: other })).json.url).not.toBe(url);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const text = unfold(feed.text);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('X-WR-CALNAME:Lineup: events I am going to');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('SUMMARY:Going to this');
    expect(text).toContain(`UID:${going.id}@lineup`);
    expect(text).toContain('DTSTART:20990704T173000Z');
    expect(text).toContain('DTEND:20990704T200000Z');
    expect(text).toContain('LOCATION:Feed Bar\\, Rua 7\\, 2655-000 Ericeira');
    expect(text).toContain(
      `URL;VALUE=URI:https://lineup.example/portugal/feed-coast/events/${going.slug}`,
    );
    expect(text).toContain('SUMMARY:Called off');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).not.toContain('Only interested');
    expect(text).not.toContain('Long ago');
    expect(text).not.toContain('Pulled back');

    // The token never reaches the request log.
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    expect(JSON.stringify(t.logs)).not.toContain(token);
    expect(t.logs.some((line) => line.path === '/api/calendar/<token>.ics')).toBe(true);
  });

  it('stops the old URL working when reset', async () => {
    const member = await signUpMember(t);
    const { url: oldUrl } = CalendarFeedResponse.parse(
      (await call('GET', '/api/me/calendar-feed', { as: member })).json,
    );
    expect((await fetchFeed(oldUrl)).status).toBe(200);

    const reset = await call('POST', '/api/me/calendar-feed/reset', { as: member });
    expect(reset.status).toBe(200);
    const { url: newUrl } = CalendarFeedResponse.parse(reset.json);
    expect(newUrl).not.toBe(oldUrl);

    const old = await fetchFeed(oldUrl);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text).error.message).toBe(
      'This calendar feed does not exist. Copy the current link from Lineup.',
    );
    expect((await fetchFeed(newUrl)).status).toBe(200);
    expect((await call('GET', '/api/me/calendar-feed', { as: member })).json.url).toBe(newUrl);
  });

  it('keeps hostile text inside its own values', async () => {
    const db = t.database.db;
    const member = await signUpMember(t);
    const area = await testArea(t, { name: 'Hostile Coast' });
    const event = await createEvent(db, {
      areaId: area.id,
      title: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@example\u001b',
      description: 'line\rbreak\u0007',
      specificVenue: 'Beach\nBEGIN:VALARM',
    });
    await createRsvp(db, { eventId: event.id, userId: member.user.id, status: 'going' });
    const { url } = CalendarFeedResponse.parse(
      (await call('GET', '/api/me/calendar-feed', { as: member })).json,
    );

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    // eslint-disable-next-line no-control-regex -- control characters are what is checked
    expect(feed.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    const lines = unfold(feed.text).split('\r\n');
    expect(lines.filter((line) => /^(BEGIN|END|UID)[:;]/.test(line))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      `UID:${event.id}@lineup`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(lines).toContain('SUMMARY:x\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:evil@example');
    expect(lines.find((line) => line.startsWith('LOCATION:'))).toMatch(
      /^LOCATION:Beach\\nBEGIN:VALARM\\, /,
    );
    expect(lines).toContain(
      `DESCRIPTION:line\\nbreak\\n\\nhttps://lineup.example/portugal/hostile-coast/events/${event.slug}`,
    );
  });

  it('answers unknown tokens 404 and malformed links 400', async () => {
    expect((await call('GET', `/api/calendar/${'a'.repeat(32)}.ics`)).status).toBe(404);
    expect((await call('GET', '/api/calendar/short.ics')).status).toBe(400);
    expect((await call('GET', `/api/calendar/${'a'.repeat(32)}.txt`)).status).toBe(400);
  });
});
