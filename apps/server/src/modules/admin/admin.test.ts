import {
  AdminAreaResponse,
  AdminAreasResponse,
  AdminEventsResponse,
  AdminMembersResponse,
  ConsentFiguresResponse,
  SearchAnalyticsResponse,
  adminMessages,
} from '@lineup/contracts';
import { createArea, createEvent, createUser } from '@lineup/db/factories';
import { searchQueries, sessions, userConsentLog, users } from '@lineup/db/schema';
import { createTestDatabase } from '@lineup/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-command';
import { originOf, signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, signUpAdmin } from '../../testing/participation';

let t: TestApp;
let call: ReturnType<typeof api>;
let admin: SignedUpMember;
let member: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  admin = await signUpAdmin(t);
  member = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/** The public page's API call for an event row. */
const publicPage = (event: { countrySlug: string; citySlug: string; slug: string }) =>
  `/api/events/by-path/${event.countrySlug}/${event.citySlug}/${event.slug}`;

describe('who may use /api/admin', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/admin/areas'],
    ['POST', '/api/admin/areas', { name: 'Nowhere Bay', timeZone: 'Europe/Lisbon' }],
    ['PATCH', `/api/admin/areas/${uuid}`, { name: 'Renamed' }],
    ['GET', '/api/admin/events'],
    ['POST', `/api/admin/events/${uuid}/unpublish`],
    ['DELETE', `/api/admin/events/${uuid}`],
    ['GET', '/api/admin/members'],
    ['POST', `/api/admin/members/${uuid}/ban`, {}],
    ['POST', `/api/admin/members/${uuid}/unban`],
    ['PUT', `/api/admin/members/${uuid}/role`, { role: 'admin' }],
    ['GET', '/api/admin/search-analytics'],
    ['GET', '/api/admin/consent'],
  ];

  it.each(endpoints)('%s %s: visitors 401, members 403', async (method, path, body) => {
    const visitor = await call(method, path, { body });
    expect(visitor.status).toBe(401);
    expect(visitor.json.error.code).toBe('unauthorized');
    const asMember = await call(method, path, { as: member, body });
    expect(asMember.status).toBe(403);
    expect(asMember.json.error).toEqual({ code: 'forbidden', message: 'Only admins can do that.' });
  });

  it('refuses visitors before looking at their input', async () => {
    const response = await call('POST', '/api/admin/areas', { body: { name: 1 } });
    expect(response.status).toBe(401);
  });

  it('lets admins read every list and figure', async () => {
    for (const path of [
      '/api/admin/areas',
      '/api/admin/events',
      '/api/admin/members',
      '/api/admin/search-analytics',
      '/api/admin/consent',
    ]) {
      const response = await t.app.request(path, { headers: { cookie: admin.cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('areas', () => {
  const COSTA_NOVA = { latitude: 40.61, longitude: -8.75 };

  it('creates an area with a slug made from its country and name, and the public list shows it', async () => {
    const created = await call('POST', '/api/admin/areas', {
      as: admin,
      body: {
        name: "Nazaré's North Beach",
        country: 'Portugal',
        timeZone: 'Europe/Lisbon',
        latitude: 39.6,
        longitude: -9.07,
        facing: 285,
        displayOrder: 7,
      },
    });
    expect(created.status).toBe(201);
    const { area } = AdminAreaResponse.parse(created.json);
    expect(area).toMatchObject({
      name: "Nazaré's North Beach",
      slug: 'portugal-nazares-north-beach-area',
      country: 'Portugal',
      countrySlug: 'portugal',
      timeZone: 'Europe/Lisbon',
      latitude: 39.6,
      longitude: -9.07,
      facing: 285,
      displayOrder: 7,
      active: true,
      eventCount: 0,
    });

    const publicList = await call('GET', '/api/areas');
    expect(publicList.json.areas.map((a: { slug: string }) => a.slug)).toContain(
      'portugal-nazares-north-beach-area',
    );
  });

  it('keeps a slug that is given, and refuses a taken one with 409', async () => {
    const first = await call('POST', '/api/admin/areas', {
      as: admin,
      body: {
        name: 'Costa Nova',
        slug: 'portugal-costa-nova-area',
        timeZone: 'Europe/Lisbon',
        ...COSTA_NOVA,
      },
    });
    expect(first.status).toBe(201);
    expect(first.json.area.slug).toBe('portugal-costa-nova-area');
    expect(first.json.area.country).toBe('');

    const again = await call('POST', '/api/admin/areas', {
      as: admin,
      body: {
        name: 'Another',
        slug: 'portugal-costa-nova-area',
        timeZone: 'Europe/Lisbon',
        ...COSTA_NOVA,
      },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(adminMessages.slugTaken);

    // The same name derives the same slug.
    const sameName = await call('POST', '/api/admin/areas', {
      as: admin,
      body: {
        name: 'Nazaré’s North Beach',
        country: 'Portugal',
        timeZone: 'Europe/Lisbon',
        ...COSTA_NOVA,
      },
    });
    expect(sameName.status).toBe(409);
  });

  it.each([
    [{ name: 'Bad Zone', timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ name: 'Nowhere', timeZone: 'UTC', longitude: -9.07 }, 'latitude'],
    [{ name: 'Nowhere', timeZone: 'UTC', latitude: 39.6 }, 'longitude'],
    [{ name: 'Too North', timeZone: 'UTC', latitude: 91 }, 'latitude'],
    [{ name: 'Too West', timeZone: 'UTC', longitude: -180.5 }, 'longitude'],
    [{ name: 'X', timeZone: 'UTC' }, 'name'],
    [{ name: 'Bad slug', slug: 'Not A Slug', timeZone: 'UTC' }, 'slug'],
    [{ name: 'Bad order', timeZone: 'UTC', displayOrder: 1.5 }, 'displayOrder'],
  ])('refuses %o with a 400 naming %s', async (body, field) => {
    const response = await call('POST', '/api/admin/areas', { as: admin, body });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('validation_failed');
    expect(response.json.error.details.issues.map((i: { path: string }) => i.path)).toContain(
      field,
    );
  });

  it('refuses a name with nothing to make a slug from', async () => {
    const response = await call('POST', '/api/admin/areas', {
      as: admin,
      body: { name: '!!!', timeZone: 'UTC', ...COSTA_NOVA },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(adminMessages.slugEmpty);
  });

  it('renames, reorders, moves and deactivates an area; the public list follows', async () => {
    const area = await createArea(t.database, { name: 'Baleal', slug: 'portugal-baleal-area' });
    await createEvent(t.database, { areaId: area.id, status: 'draft' });
    await createEvent(t.database, {
      areaId: area.id,
      status: 'published',
      startDate: new Date(Date.now() + DAY),
      endDate: new Date(Date.now() + DAY + 3_600_000),
    });

    const renamed = await call('PATCH', `/api/admin/areas/${area.id}`, {
      as: admin,
      body: {
        name: 'Baleal Island',
        displayOrder: 42,
        timeZone: 'Atlantic/Azores',
        latitude: 39.37,
        longitude: -9.34,
        facing: 315,
      },
    });
    expect(renamed.status).toBe(200);
    expect(AdminAreaResponse.parse(renamed.json).area).toMatchObject({
      name: 'Baleal Island',
      slug: 'portugal-baleal-area',
      displayOrder: 42,
      timeZone: 'Atlantic/Azores',
      latitude: 39.37,
      longitude: -9.34,
      facing: 315,
      eventCount: 2,
      upcomingEventCount: 1,
    });
    const shown = (await call('GET', '/api/areas')).json.areas.find(
      (a: { id: string }) => a.id === area.id,
    );
    expect(shown).toMatchObject({ name: 'Baleal Island', displayOrder: 42 });

    const off = await call('PATCH', `/api/admin/areas/${area.id}`, {
      as: admin,
      body: { active: false },
    });
    expect(off.json.area.active).toBe(false);
    const publicIds = (await call('GET', '/api/areas')).json.areas.map((a: { id: string }) => a.id);
    expect(publicIds).not.toContain(area.id);

    // The admin still sees it, with its events counted whatever their status.
    const list = AdminAreasResponse.parse(
      (await call('GET', '/api/admin/areas', { as: admin })).json,
    );
    expect(list.areas.find((a) => a.id === area.id)).toMatchObject({
      active: false,
      eventCount: 2,
    });

    const on = await call('PATCH', `/api/admin/areas/${area.id}`, {
      as: admin,
      body: { active: true },
    });
    expect(on.json.area.active).toBe(true);
  });

  it('answers 404 for an unknown area, 400 for an empty change, a bad zone or no coordinates', async () => {
    const missing = await call('PATCH', '/api/admin/areas/00000000-0000-4000-8000-000000000001', {
      as: admin,
      body: { name: 'Ghost Town' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe(adminMessages.areaNotFound);

    const area = await createArea(t.database);
    const empty = await call('PATCH', `/api/admin/areas/${area.id}`, { as: admin, body: {} });
    expect(empty.status).toBe(400);
    const zone = await call('PATCH', `/api/admin/areas/${area.id}`, {
      as: admin,
      body: { timeZone: 'Europe/Atlantis' },
    });
    expect(zone.status).toBe(400);
    // Every area keeps its coordinates: its sunrise and sunset come from them.
    const cleared = await call('PATCH', `/api/admin/areas/${area.id}`, {
      as: admin,
      body: { latitude: null },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.json.error.details.issues).toContainEqual(
      expect.objectContaining({
        path: 'latitude',
        message: 'Give the latitude, a number from -90 to 90.',
      }),
    );
    const badId = await call('PATCH', '/api/admin/areas/not-a-uuid', {
      as: admin,
      body: { name: 'Whatever' },
    });
    expect(badId.status).toBe(400);
  });
});

describe('event moderation', () => {
  it('lists events of every status, newest first, by term and status, in pages', async () => {
    const area = await createArea(t.database, { name: 'Moderation Coast' });
    const draft = await createEvent(t.database, {
      areaId: area.id,
      title: 'Kelp forest draft',
      status: 'draft',
    });
    const published = await createEvent(t.database, {
      areaId: area.id,
      title: 'Kelp forest dive',
      status: 'published',
      creatorId: member.user.id,
    });
    const cancelled = await createEvent(t.database, {
      areaId: area.id,
      title: 'Kelp forest called off',
      status: 'cancelled',
    });

    const all = AdminEventsResponse.parse(
      (await call('GET', '/api/admin/events?q=KELP%20forest', { as: admin })).json,
    );
    expect(all.events.map((e) => e.id).sort()).toEqual(
      [draft.id, published.id, cancelled.id].sort(),
    );
    const dive = all.events.find((e) => e.id === published.id)!;
    expect(dive).toMatchObject({
      title: 'Kelp forest dive',
      status: 'published',
      areaName: 'Moderation Coast',
      creator: { id: member.user.id },
    });
    expect(dive.path).toMatch(/^\/portugal\/.+\/events\/.+/);

    const drafts = await call('GET', '/api/admin/events?q=kelp&status=draft', { as: admin });
    expect(drafts.json.events.map((e: { id: string }) => e.id)).toEqual([draft.id]);

    for (let i = 0; i < 21; i++) {
      await createEvent(t.database, { areaId: area.id, title: `Paging swell ${i}` });
    }
    const first = await call('GET', '/api/admin/events?q=paging%20swell', { as: admin });
    expect(first.json.events).toHaveLength(20);
    expect(first.json.hasMore).toBe(true);
    const second = await call('GET', '/api/admin/events?q=paging%20swell&page=2', { as: admin });
    expect(second.json.events).toHaveLength(1);
    expect(second.json.hasMore).toBe(false);
    expect(second.json.events[0].title).toBe('Paging swell 0');

    const bad = await call('GET', '/api/admin/events?page=0', { as: admin });
    expect(bad.status).toBe(400);
  });

  it('unpublishes a published event, which then leaves the public pages', async () => {
    const area = await createArea(t.database);
    const event = await createEvent(t.database, {
      areaId: area.id,
      status: 'published',
      startDate: new Date(Date.now() + DAY),
      endDate: new Date(Date.now() + DAY + 3_600_000),
    });
    expect((await call('GET', publicPage(event))).status).toBe(200);

    const response = await call('POST', `/api/admin/events/${event.id}/unpublish`, { as: admin });
    expect(response.status).toBe(200);
    expect(response.json.event).toMatchObject({ id: event.id, status: 'draft' });
    expect((await call('GET', publicPage(event))).status).toBe(404);

    const again = await call('POST', `/api/admin/events/${event.id}/unpublish`, { as: admin });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(adminMessages.unpublishOnlyPublished);

    const missing = await call(
      'POST',
      '/api/admin/events/00000000-0000-4000-8000-000000000002/unpublish',
      { as: admin },
    );
    expect(missing.status).toBe(404);
  });

  it('deletes any event', async () => {
    const event = await createEvent(t.database, {
      status: 'published',
      creatorId: member.user.id,
      startDate: new Date(Date.now() + DAY),
      endDate: new Date(Date.now() + DAY + 3_600_000),
    });
    expect((await call('GET', publicPage(event))).status).toBe(200);
    const response = await call('DELETE', `/api/admin/events/${event.id}`, { as: admin });
    expect(response.status).toBe(204);
    expect((await call('GET', publicPage(event))).status).toBe(404);
    const again = await call('DELETE', `/api/admin/events/${event.id}`, { as: admin });
    expect(again.status).toBe(404);
  });
});

describe('members', () => {
  it('finds members by username or e-mail, in pages', async () => {
    const byName = await createUser(t.database, {
      username: 'barrel_hunter',
      email: 'plain@example.org',
    });
    const byEmail = await createUser(t.database, {
      username: 'someone_else',
      email: 'barrel.fan@example.org',
    });
    const response = await call('GET', '/api/admin/members?q=BARREL', { as: admin });
    const body = AdminMembersResponse.parse(response.json);
    expect(body.members.map((m) => m.id).sort()).toEqual([byName.id, byEmail.id].sort());
    expect(body.members.find((m) => m.id === byName.id)).toMatchObject({
      email: 'plain@example.org',
      username: 'barrel_hunter',
      role: 'user',
      banned: false,
    });

    for (let i = 0; i < 21; i++) await createUser(t.database, { username: `pager_${i}` });
    const first = await call('GET', '/api/admin/members?q=pager_', { as: admin });
    expect(first.json.members).toHaveLength(20);
    expect(first.json.hasMore).toBe(true);
    const second = await call('GET', '/api/admin/members?q=pager_&page=2', { as: admin });
    expect(second.json.members).toHaveLength(1);
  });

  it('bans a member: their sessions end, they cannot sign in, and unbanning lets them back', async () => {
    const surfer = await signUpMember(t);
    expect((await call('GET', '/api/profiles/me', { as: surfer })).status).toBe(200);

    const ban = await call('POST', `/api/admin/members/${surfer.user.id}/ban`, {
      as: admin,
      body: { reason: 'Spam events' },
    });
    expect(ban.status).toBe(200);
    expect(ban.json.member).toMatchObject({ banned: true, banReason: 'Spam events' });

    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, surfer.user.id));
    expect(left).toHaveLength(0);
    expect((await call('GET', '/api/profiles/me', { as: surfer })).status).toBe(401);

    const signIn = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: originOf(t) },
      body: JSON.stringify({ email: surfer.email, password: surfer.password }),
    });
    expect(signIn.status).toBe(403);
    const refused = (await signIn.json()) as { code: string; message: string };
    expect(refused.code).toBe('BANNED_USER');
    expect(refused.message).toBe(adminMessages.banned);

    const unban = await call('POST', `/api/admin/members/${surfer.user.id}/unban`, { as: admin });
    expect(unban.json.member).toMatchObject({ banned: false, banReason: null });
    const back = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: originOf(t) },
      body: JSON.stringify({ email: surfer.email, password: surfer.password }),
    });
    expect(back.status).toBe(200);
  });

  it('bans without a reason', async () => {
    const someone = await createUser(t.database);
    const response = await call('POST', `/api/admin/members/${someone.id}/ban`, { as: admin });
    expect(response.status).toBe(200);
    expect(response.json.member).toMatchObject({ banned: true, banReason: null });
    const tooLong = await call('POST', `/api/admin/members/${someone.id}/ban`, {
      as: admin,
      body: { reason: 'x'.repeat(201) },
    });
    expect(tooLong.status).toBe(400);
  });

  it('makes an admin and removes the role; the new admin can use the admin area at once', async () => {
    const helper = await signUpMember(t);
    expect((await call('GET', '/api/admin/areas', { as: helper })).status).toBe(403);

    const made = await call('PUT', `/api/admin/members/${helper.user.id}/role`, {
      as: admin,
      body: { role: 'admin' },
    });
    expect(made.status).toBe(200);
    expect(made.json.member.role).toBe('admin');
    expect((await call('GET', '/api/admin/areas', { as: helper })).status).toBe(200);

    const removed = await call('PUT', `/api/admin/members/${helper.user.id}/role`, {
      as: admin,
      body: { role: 'user' },
    });
    expect(removed.json.member.role).toBe('user');
    expect((await call('GET', '/api/admin/areas', { as: helper })).status).toBe(403);

    const bad = await call('PUT', `/api/admin/members/${helper.user.id}/role`, {
      as: admin,
      body: { role: 'owner' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses an admin banning or demoting themselves', async () => {
    const ban = await call('POST', `/api/admin/members/${admin.user.id}/ban`, {
      as: admin,
      body: {},
    });
    expect(ban.status).toBe(403);
    expect(ban.json.error.message).toBe(adminMessages.cannotBanSelf);
    const demote = await call('PUT', `/api/admin/members/${admin.user.id}/role`, {
      as: admin,
      body: { role: 'user' },
    });
    expect(demote.status).toBe(403);
    expect(demote.json.error.message).toBe(adminMessages.cannotDemoteSelf);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ role: 'admin', banned: false });
  });

  it('answers 404 for an unknown member', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/admin/members/nobody-here/ban', {}],
      ['POST', '/api/admin/members/nobody-here/unban', undefined],
      ['PUT', '/api/admin/members/nobody-here/role', { role: 'admin' }],
    ] as const) {
      const response = await call(method, path, { as: admin, body });
      expect(response.status, path).toBe(404);
      expect(response.json.error.message).toBe(adminMessages.memberNotFound);
    }
  });
});

describe('figures', () => {
  // Their own database: the figures count every row of their tables.
  let fresh: TestApp;
  let boss: SignedUpMember;
  beforeAll(async () => {
    fresh = await createTestApp();
    boss = await signUpAdmin(fresh);
  });
  afterAll(async () => {
    await fresh.close();
  });
  const read = async (path: string) =>
    (await fresh.app.request(path, { headers: { cookie: boss.cookie } })).json();

  it('has no click-through rate before the first search', async () => {
    expect(await read('/api/admin/search-analytics')).toMatchObject({
      searches: 0,
      clicks: 0,
      clickThroughRate: null,
      topQueries: [],
      noResultQueries: [],
    });
    expect(await read('/api/admin/consent')).toEqual({
      days: 30,
      latest: { accepted: 0, essentialOnly: 0 },
      recent: { accepted: 0, essentialOnly: 0 },
    });
  });

  it('counts searches, clicks, top queries and queries with no results over 30 days', async () => {
    const click = (query: string) => ({
      query,
      clicked: true,
      clickedResultId: 'some-id',
      clickedResultType: 'event' as const,
    });
    await fresh.database.db.insert(searchQueries).values([
      ...Array.from({ length: 3 }, () => ({ query: 'Surf', resultCount: 4 })),
      { query: 'surf', resultCount: 2 },
      click('surf'),
      { query: 'yoga', resultCount: 1 },
      click('yoga'),
      { query: 'unicorn rodeo', resultCount: 0 },
      { query: 'unicorn rodeo', resultCount: 0 },
      // Older than 30 days: left out.
      { query: 'old news', resultCount: 0, createdAt: daysAgo(31) },
      { query: 'surf', resultCount: 9, createdAt: daysAgo(40) },
    ]);

    const body = SearchAnalyticsResponse.parse(await read('/api/admin/search-analytics'));
    expect(body).toMatchObject({ days: 30, searches: 7, clicks: 2 });
    expect(body.clickThroughRate).toBeCloseTo(2 / 7);
    expect(
      body.topQueries.map(({ query, searches, clicks }) => ({ query, searches, clicks })),
    ).toEqual([
      { query: 'surf', searches: 4, clicks: 1 },
      { query: 'unicorn rodeo', searches: 2, clicks: 0 },
      { query: 'yoga', searches: 1, clicks: 1 },
    ]);
    expect(body.noResultQueries.map((q) => [q.query, q.searches])).toEqual([['unicorn rodeo', 2]]);
  });

  it("counts each member's latest cookie choice, overall and in the last 30 days", async () => {
    const [a, b, c, d] = await Promise.all(
      Array.from({ length: 4 }, () => createUser(fresh.database)),
    );
    const choice = (userId: string, consented: boolean, days: number) => ({
      userId,
      consentType: 'cookies' as const,
      consented,
      createdAt: daysAgo(days),
    });
    await fresh.database.db.insert(userConsentLog).values([
      // a: essential only long ago, then accepted recently: accepted in both.
      choice(a!.id, false, 60),
      choice(a!.id, true, 2),
      // b: accepted, then essential only: essential only in both.
      choice(b!.id, true, 5),
      choice(b!.id, false, 1),
      // c: accepted long ago only: counted overall, not in the last 30 days.
      choice(c!.id, true, 45),
      // d: essential only, recently.
      choice(d!.id, false, 3),
    ]);
    expect(ConsentFiguresResponse.parse(await read('/api/admin/consent'))).toEqual({
      days: 30,
      latest: { accepted: 2, essentialOnly: 2 },
      recent: { accepted: 1, essentialOnly: 2 },
    });
  });
});

describe('npm run admin', () => {
  it('grants and revokes the admin role by e-mail, and explains an unknown address', async () => {
    const database = await createTestDatabase();
    try {
      const person = await createUser(database, { email: 'Captain@Example.org' });
      const lines: string[] = [];
      const output = { info: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
      const run = (args: string[]) => runAdminCommand({ args, database, output });
      const roleOf = async () =>
        (await database.db.select().from(users).where(eq(users.id, person.id)))[0]?.role;

      expect(await run(['grant', 'captain@example.org'])).toBe(0);
      expect(await roleOf()).toBe('admin');
      expect(lines.at(-1)).toBe('Captain@Example.org is now an admin.');
      expect(await run(['grant', 'CAPTAIN@example.org'])).toBe(0);
      expect(lines.at(-1)).toBe('Captain@Example.org is already an admin.');

      expect(await run(['revoke', 'captain@example.org'])).toBe(0);
      expect(await roleOf()).toBe('user');
      expect(lines.at(-1)).toBe('Captain@Example.org is no longer an admin.');

      expect(await run(['grant', 'nobody@example.org'])).toBe(1);
      expect(lines.at(-1)).toMatch(/^No member has the e-mail address nobody@example.org\./);
      expect(await run(['promote', 'captain@example.org'])).toBe(1);
      expect(lines.at(-1)).toMatch(/^Usage: npm run admin -- grant <email>/);
      expect(await run(['grant'])).toBe(1);
    } finally {
      await database.close();
    }
  });
});
