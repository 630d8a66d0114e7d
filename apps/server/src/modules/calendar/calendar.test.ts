import { ErrorResponse } from '@lineup/contracts';
import { createArea, createEvent, createVenue } from '@lineup/db/factories';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://lineup.example' } });
});
afterAll(async () => {
  await t.close();
});

/** Unfolds RFC 5545 continuation lines so a property reads as one line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/** RFC 5545 §3.3.11: a TEXT value as written, read back. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

/** The value of each `NAME:value` content line of an unfolded file. */
const valuesOf = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`))
    .map((line) => line.slice(name.length + 1));

describe('GET /api/events/:id/calendar.ics', () => {
  it('downloads the event as an iCalendar file', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Ics Coast' });
    const venue = await createVenue(db, {
      name: 'Ics Bar',
      street: 'Rua do Mar 5',
      postalCode: '2655-319',
      city: 'Ericeira',
    });
    const event = await createEvent(db, {
      areaId: area.id,
      venueId: venue.id,
      title: 'Sunset; session, with friends',
      description: 'Bring a board.\nStay for the fire.',
      startDate: new Date('2099-07-04T17:30:00Z'),
      endDate: new Date('2099-07-04T20:00:00Z'),
      organizerEmail: 'secret-organizer@example.org',
    });

    const res = await t.app.request(`/api/events/${event.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=${event.slug}.ics`);
    const raw = await res.text();
    expect(raw).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(raw).not.toContain('secret-organizer');
    const ics = unfold(raw);
    const lines = ics.split('\r\n');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain(`UID:${event.id}@lineup`);
    expect(lines).toContain('DTSTART:20990704T173000Z');
    expect(lines).toContain('DTEND:20990704T200000Z');
    expect(lines).toContain('SUMMARY:Sunset\\; session\\, with friends');
    expect(lines).toContain('LOCATION:Ics Bar\\, Rua do Mar 5\\, 2655-319 Ericeira');
    const url = `https://lineup.example/portugal/ics-coast/events/${event.slug}`;
    expect(lines).toContain(`URL;VALUE=URI:${url}`);
    expect(lines).toContain(`DESCRIPTION:Bring a board.\\nStay for the fire.\\n\\n${url}`);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.at(-1) === '' ? lines.at(-2) : lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('downloads an event whose address is in Sinhala, the file name encoded (RFC 6266)', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Sinhala Ics Coast' });
    const event = await createEvent(db, {
      areaId: area.id,
      title: 'සර්ෆ් පාඩම',
      slug: 'සර්ෆ්-පාඩම',
    });
    const response = await t.app.request(`/api/events/${event.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="?????-????.ics"; filename*=UTF-8''${encodeURIComponent('සර්ෆ්-පාඩම')}.ics`,
    );
    expect(valuesOf(await response.text(), 'SUMMARY')).toEqual(['සර්ෆ් පාඩම']);
  });

  it('marks a cancelled event and hides drafts', async () => {
    const db = t.database.db;
    const area = await createArea(db);
    const cancelled = await createEvent(db, { areaId: area.id, status: 'cancelled' });
    const draft = await createEvent(db, { areaId: area.id, status: 'draft' });

    const res = await t.app.request(`/api/events/${cancelled.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(unfold(await res.text()).split('\r\n')).toContain('STATUS:CANCELLED');

    for (const id of [draft.id, 'not-an-id', '6b1f4d36-3b7c-4c58-9c43-0a4a0f6f8a11']) {
      const missing = await t.app.request(`/api/events/${id}/calendar.ics`);
      expect(missing.status).toBe(404);
      expect(ErrorResponse.parse(await missing.json()).error.code).toBe('not_found');
    }
  });

  it('keeps a hostile title inside its own values: escaped, without control characters, folded', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Inject Coast' });
    const title =
      'x\r\nBEGIN:VEVENT\r\nUID:evil@example\r\nSUMMARY:Free beer\r\nEND:VEVENT\nX-A:\u0007\u001b\u000c ' +
      'ondas, sol; e mar \\ ';
    const event = await createEvent(db, { areaId: area.id, title });

    const res = await t.app.request(`/api/events/${event.id}/calendar.ics`);
    expect(res.status).toBe(200);
    const raw = await res.text();

    // Every content line is at most 75 octets and ends in CRLF (§3.1).
    expect(raw.endsWith('\r\n')).toBe(true);
    const rawLines = raw.slice(0, -2).split('\r\n');
    for (const line of rawLines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // eslint-disable-next-line no-control-regex -- control characters are what is checked
      expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    }
    const expected = title.replace(/\r\n/g, '\n').replace('\u0007\u001b\u000c', '');

    // As a calendar app reads it (ical.js, Mozilla's parser): one event, and the title started
    // no line of its own.
    const calendar = new ICAL.Component(ICAL.parse(raw));
    const entries = calendar.getAllSubcomponents('vevent');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.getFirstPropertyValue('uid')).toBe(`${event.id}@lineup`);
    expect(entries[0]!.getFirstPropertyValue('summary')).toBe(expected);
    expect(calendar.getAllProperties().map((property) => property.name)).not.toContain('x-a');
    // ical.js keeps properties it has no type for (NAME, X-WR-CALNAME) as written.
    expect(unescapeText(String(calendar.getFirstPropertyValue('x-wr-calname')))).toBe(expected);

    const lines = unfold(raw).split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    for (const name of ['NAME', 'X-WR-CALNAME', 'SUMMARY']) {
      const values = valuesOf(raw, name);
      expect(values).toHaveLength(1);
      // Special characters stay escaped in the file...
      expect(values[0]).toContain('\\nBEGIN:VEVENT\\n');
      expect(values[0]).toContain('ondas\\, sol\\; e mar \\\\');
      // ... and read back as the title.
      expect(unescapeText(values[0]!)).toBe(expected);
    }
  });
});
