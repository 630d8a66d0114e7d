import { createEvent } from '@lineup/db/factories';
import { eventHosts, notifications, type VenueAreaRow } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUpMember,
  usernameOf as usernameOfMember,
  type SignedUpMember,
} from '../../testing/members';
import { api, eventInput, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CREW_MOVE_OWNER_ONLY, CREW_NOT_YOURS } from './event-crew';
import { NOT_YOUR_EVENT, ONLY_THE_OWNER } from './editable-event';

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;
let crews = 0;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  area = await testArea(t, { name: 'Baleal' });
});
afterAll(async () => {
  await t.close();
});

const member = () => signUpMember(t);
const usernameOf = (who: SignedUpMember) => usernameOfMember(t.database, who);

async function crewOf(owner: SignedUpMember) {
  crews += 1;
  const handle = `editor-crew-${crews}`;
  const made = await call('POST', '/api/crews', {
    as: owner,
    body: { handle, name: 'Baleal Surf Camp', area: area.slug },
  });
  expect(made.status, made.text).toBe(201);
  return handle;
}

async function join(owner: SignedUpMember, handle: string, role: 'host' | 'checkin') {
  const who = await member();
  await call('POST', `/api/crews/${handle}/members`, {
    as: owner,
    body: { username: await usernameOf(who), role },
  });
  await call('POST', `/api/crews/${handle}/invitation`, { as: who });
  return who;
}

describe('events hosted with others', () => {
  it('a crew host publishes an event with the crew; followers hear of it; the crew’s hosts edit it', async () => {
    const owner = await member();
    const handle = await crewOf(owner);
    const host = await join(owner, handle, 'host');
    const door = await join(owner, handle, 'checkin');
    const fan = await member();
    await call('PUT', `/api/crews/${handle}/follow`, { as: fan });

    const created = await call('POST', '/api/events', {
      as: host,
      body: eventInput(area, { crew: handle, title: 'Saturday lesson' }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.event.crew).toBe(handle);
    await t.jobs.drain();
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fan.user.id), eq(notifications.kind, 'crew_event')));
    expect(notice?.title).toBe('Baleal Surf Camp: Saturday lesson');

    const id = created.json.event.id as string;
    const byOwner = await call('PATCH', `/api/events/${id}`, {
      as: owner,
      body: { title: 'Saturday lesson, low tide' },
    });
    expect(byOwner.status, byOwner.text).toBe(200);
    const byDoor = await call('PATCH', `/api/events/${id}`, { as: door, body: { title: 'Mine' } });
    expect(byDoor.status).toBe(403);
    expect(byDoor.json.error.message).toBe(NOT_YOUR_EVENT);

    const [, country, city, , slug] = (byOwner.json.event.path as string).split('/');
    const page = await call('GET', `/api/events/by-path/${country}/${city}/${slug}`, { as: door });
    expect(page.json.event, page.text).toMatchObject({
      hostRole: 'checkin',
      canEdit: false,
      crew: { handle, name: 'Baleal Surf Camp', path: `/crew/${handle}` },
    });
  });

  it('refuses a crew the member does not host', async () => {
    const owner = await member();
    const handle = await crewOf(owner);
    const outsider = await member();
    const refused = await call('POST', '/api/events', {
      as: outsider,
      body: eventInput(area, { crew: handle }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details.issues).toEqual([{ path: 'crew', message: CREW_NOT_YOURS }]);
  });

  it('co-hosts edit, see the waitlist and drafts; only the owner cancels, deletes or moves it', async () => {
    const owner = await member();
    const cohost = await member();
    const event = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      status: 'draft',
    });
    await t.database.db
      .insert(eventHosts)
      .values({ eventId: event.id, userId: cohost.user.id, status: 'accepted' });

    const edited = await call('PATCH', `/api/events/${event.id}`, {
      as: cohost,
      body: { title: 'Dawn patrol, co-hosted' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await call('GET', `/api/events/${event.id}/edit`, { as: cohost })).status).toBe(200);
    expect((await call('GET', `/api/events/${event.id}/waitlist`, { as: cohost })).status).toBe(
      200,
    );

    const handle = await crewOf(cohost);
    const moved = await call('PATCH', `/api/events/${event.id}`, {
      as: cohost,
      body: { crew: handle },
    });
    expect(moved.status, moved.text).toBe(403);
    expect(moved.json.error.message).toBe(CREW_MOVE_OWNER_ONLY);

    const deleted = await call('DELETE', `/api/events/${event.id}`, { as: cohost });
    expect(deleted.status).toBe(403);
    expect(deleted.json.error.message).toBe(ONLY_THE_OWNER);

    // A removed co-host is a stranger again: the draft does not exist for them.
    await call('DELETE', `/api/events/${event.id}/hosts/${cohost.user.id}`, { as: owner });
    const after = await call('PATCH', `/api/events/${event.id}`, {
      as: cohost,
      body: { title: 'Taken over' },
    });
    expect(after.status).toBe(404);
  });
});
