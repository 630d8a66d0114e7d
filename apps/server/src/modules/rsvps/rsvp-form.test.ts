import { createEvent } from '@lineup/db/factories';
import { eventRsvps } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf, signUpMember, type SignedUpMember } from '../../testing/members';
import { testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a browser sends for a press on the page's RSVP form before its scripts ran. */
function press(eventId: string, status: string, as?: SignedUpMember) {
  const body = new URLSearchParams({ status });
  return t.app.request(`/api/events/${eventId}/rsvp-form`, {
    method: 'POST',
    headers: {
      origin: originOf(t),
      'content-type': 'application/x-www-form-urlencoded',
      ...(as ? { cookie: as.cookie } : {}),
    },
    body,
  });
}

describe('an RSVP pressed before the page’s scripts ran', () => {
  it('saves a member’s answer and brings them back to the event; sends a visitor to log in', async () => {
    const area = await testArea(t);
    const event = await createEvent(t.database, { areaId: area.id });
    const path = `/${event.countrySlug}/${event.citySlug}/events/${event.slug}`;
    const member = await signUpMember(t);

    const saved = await press(event.id, 'going', member);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(path);
    const [row] = await t.database.db
      .select({ status: eventRsvps.status })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.userId, member.user.id)));
    expect(row?.status).toBe('going');

    const visitor = await press(event.id, 'going');
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);

    // Anything else changes nothing, and still answers with the event.
    const odd = await press(event.id, 'none', member);
    expect(odd.headers.get('location')).toBe(path);
    expect((await press('not-an-event', 'going', member)).headers.get('location')).toBe('/events');
  });
});
