import { EventDashboard, guestMessages } from '@lineup/contracts';
import { createEvent } from '@lineup/db/factories';
import type { VenueAreaRow } from '@lineup/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf, signUpMember } from '../../testing/members';
import { api, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SOURCES_PER_DAY_MAX, viewSource } from './dashboard';

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  area = await testArea(t, { name: 'Baleal', timeZone: 'Europe/Lisbon' });
});
afterAll(async () => {
  await t.close();
});

describe('the host’s dashboard', () => {
  it('counts views by day and source, answers over time, and is for hosts only', async () => {
    const owner = await signUpMember(t);
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const view = (body: object) => call('POST', `/api/views/events/${event.id}`, { body });
    expect((await view({ ref: 'instagram' })).status).toBe(204);
    await view({ ref: 'instagram' });
    await view({ referrer: 'https://www.facebook.com/groups/peniche' });
    await view({ referrer: `${originOf(t)}/events` });
    await view({});

    const guest = await signUpMember(t);
    await call('PUT', `/api/events/${event.id}/rsvp`, { as: guest, body: { status: 'going' } });

    const response = await call('GET', `/api/events/${event.id}/dashboard`, { as: owner });
    expect(response.status, response.text).toBe(200);
    const dashboard = EventDashboard.parse(response.json);
    expect(dashboard.totalViews).toBe(5);
    expect(dashboard.views).toHaveLength(1);
    expect(dashboard.sources).toEqual([
      { source: '', views: 2 },
      { source: 'instagram', views: 2 },
      { source: 'facebook.com', views: 1 },
    ]);
    expect(dashboard.rsvps).toEqual([expect.objectContaining({ going: 1, interested: 0 })]);
    expect(dashboard).toMatchObject({ arrived: 0, going: 1 });

    const asGuest = await call('GET', `/api/events/${event.id}/dashboard`, { as: guest });
    expect(asGuest.status).toBe(403);
    expect(asGuest.json.error.message).toBe(guestMessages.hostsOnly);
  });

  it('refuses a ref that is not a plain word, and a draft', async () => {
    const owner = await signUpMember(t);
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const bad = await call('POST', `/api/views/events/${event.id}`, {
      body: { ref: '<script>' },
    });
    expect(bad.status).toBe(400);
    const draft = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      status: 'draft',
    });
    expect((await call('POST', `/api/views/events/${draft.id}`, { body: {} })).status).toBe(404);
  });

  it(`keeps at most ${SOURCES_PER_DAY_MAX} sources a day, the rest as "other"`, async () => {
    const owner = await signUpMember(t);
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    for (let i = 0; i < SOURCES_PER_DAY_MAX + 3; i += 1) {
      await call('POST', `/api/views/events/${event.id}`, { body: { ref: `campaign-${i}` } });
    }
    const { sources } = EventDashboard.parse(
      (await call('GET', `/api/events/${event.id}/dashboard`, { as: owner })).json,
    );
    expect(sources).toHaveLength(SOURCES_PER_DAY_MAX + 1);
    expect(sources.find((row) => row.source === 'other')?.views).toBe(3);
  });

  it('reads the source from the ref first, then the referring site', () => {
    expect(viewSource({ ref: 'Poster', referrer: 'https://x.example' }, 'lineup.example')).toBe(
      'poster',
    );
    expect(viewSource({ referrer: 'https://lineup.example/events' }, 'lineup.example')).toBe('');
    expect(viewSource({ referrer: 'not a url' }, 'lineup.example')).toBe('');
  });
});
