import { AdminAuditLogResponse, type AdminAuditEntry } from '@lineup/contracts';
import { createEvent, createPlan, createUser } from '@lineup/db/factories';
import { adminAuditLog, profiles } from '@lineup/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-command';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, signUpAdmin } from '../../testing/participation';

let t: TestApp;
let call: ReturnType<typeof api>;
let admin: SignedUpMember;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  admin = await signUpAdmin(t);
  const [profile] = await t.database.db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, admin.user.id));
  adminName = profile!.username;
});
afterAll(async () => {
  await t.close();
});

async function latest(limit: number): Promise<AdminAuditEntry[]> {
  const response = await call('GET', `/api/admin/audit-log?limit=${limit}`, { as: admin });
  expect(response.status).toBe(200);
  return AdminAuditLogResponse.parse(response.json).entries;
}

const rowCount = async () => (await t.database.db.select({ n: count() }).from(adminAuditLog))[0]!.n;

describe('GET /api/admin/audit-log', () => {
  it('is for admins only', async () => {
    const member = await signUpMember(t);
    expect((await call('GET', '/api/admin/audit-log')).status).toBe(401);
    expect((await call('GET', '/api/admin/audit-log', { as: member })).status).toBe(403);
    expect((await call('GET', '/api/admin/audit-log?cursor=junk', { as: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/audit-log?limit=1000', { as: admin })).status).toBe(400);
  });

  it('records who banned, unbanned and changed the role of whom, with the reason and roles', async () => {
    const joao = await signUpMember(t, { name: 'joao' });
    const id = joao.user.id;
    expect(
      (
        await call('POST', `/api/admin/members/${id}/ban`, {
          as: admin,
          body: { reason: 'spam' },
        })
      ).status,
    ).toBe(200);
    expect((await call('POST', `/api/admin/members/${id}/unban`, { as: admin })).status).toBe(200);
    // Lifting a ban that is not there changes nothing and records nothing.
    expect((await call('POST', `/api/admin/members/${id}/unban`, { as: admin })).status).toBe(200);
    const role = (to: string) =>
      call('PUT', `/api/admin/members/${id}/role`, { as: admin, body: { role: to } });
    expect((await role('admin')).status).toBe(200);
    expect((await role('admin')).status).toBe(200);
    expect((await role('user')).status).toBe(200);

    const entries = await latest(4);
    const actor = { id: admin.user.id, name: adminName };
    const target = { type: 'member', id, name: 'joao' };
    expect(
      entries.map(({ actor, action, target, details }) => ({ actor, action, target, details })),
    ).toEqual([
      { actor, action: 'member.role', target, details: { from: 'admin', to: 'user' } },
      { actor, action: 'member.role', target, details: { from: 'user', to: 'admin' } },
      { actor, action: 'member.unban', target, details: { reason: 'spam' } },
      { actor, action: 'member.ban', target, details: { reason: 'spam' } },
    ]);
    expect(Date.now() - new Date(entries[0]!.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('records nothing when the action is refused', async () => {
    const before = await rowCount();
    expect(
      (await call('POST', `/api/admin/members/${admin.user.id}/ban`, { as: admin })).status,
    ).toBe(403);
    expect(
      (await call('POST', '/api/admin/members/no-such-member/ban', { as: admin })).status,
    ).toBe(404);
    const draft = await createEvent(t.database, { status: 'draft' });
    expect(
      (await call('POST', `/api/admin/events/${draft.id}/unpublish`, { as: admin })).status,
    ).toBe(409);
    expect(await rowCount()).toBe(before);
  });

  it('records event moderation and area edits with what changed', async () => {
    const published = await createEvent(t.database, { title: 'Loud Beach Party' });
    const doomed = await createEvent(t.database, { title: 'Spam Rave' });
    expect(
      (await call('POST', `/api/admin/events/${published.id}/unpublish`, { as: admin })).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/events/${doomed.id}`, { as: admin })).status).toBe(
      204,
    );
    const created = await call('POST', '/api/admin/areas', {
      as: admin,
      body: {
        name: 'Audit Bay',
        country: 'Portugal',
        timeZone: 'Europe/Lisbon',
        latitude: 39.36,
        longitude: -9.38,
      },
    });
    expect(created.status).toBe(201);
    const areaId = created.json.area.id as string;
    expect(
      (
        await call('PATCH', `/api/admin/areas/${areaId}`, {
          as: admin,
          body: { name: 'Audit Cove', active: false, timeZone: 'Europe/Lisbon' },
        })
      ).status,
    ).toBe(200);

    const entries = await latest(4);
    expect(entries.map(({ action, target, details }) => ({ action, target, details }))).toEqual([
      {
        action: 'area.update',
        target: { type: 'area', id: areaId, name: 'Audit Cove' },
        details: { name: 'Audit Cove', active: false, previousName: 'Audit Bay' },
      },
      {
        action: 'area.create',
        target: { type: 'area', id: areaId, name: 'Audit Bay' },
        details: { slug: 'portugal-audit-bay-area', country: 'Portugal' },
      },
      {
        action: 'event.delete',
        target: { type: 'event', id: doomed.id, name: 'Spam Rave' },
        details: {
          status: 'published',
          path: `/${doomed.countrySlug}/${doomed.citySlug}/events/${doomed.slug}`,
        },
      },
      {
        action: 'event.unpublish',
        target: { type: 'event', id: published.id, name: 'Loud Beach Party' },
        details: {},
      },
    ]);
  });

  it("records an admin editing, cancelling and deleting someone else's event or plan, not a member's own changes", async () => {
    const owner = await signUpMember(t);
    const event = await createEvent(t.database, { creatorId: owner.user.id, status: 'published' });
    const plan = await createPlan(t.database, { creatorId: owner.user.id });
    const before = await rowCount();

    // The owner's own edits are not moderation.
    expect(
      (await call('PATCH', `/api/events/${event.id}`, { as: owner, body: { title: 'Own edit' } }))
        .status,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/plans/${plan.id}`, { as: owner, body: { title: 'Own plan' } }))
        .status,
    ).toBe(200);
    expect(await rowCount()).toBe(before);

    const asAdmin = [
      ['PATCH', `/api/events/${event.id}`, { title: 'Moderated title' }],
      ['POST', `/api/events/${event.id}/cancel`, undefined],
      ['PATCH', `/api/plans/${plan.id}`, { title: 'Moderated plan' }],
      ['DELETE', `/api/plans/${plan.id}`, undefined],
      ['DELETE', `/api/events/${event.id}`, undefined],
    ] as const;
    for (const [method, path, body] of asAdmin) {
      const response = await call(method, path, { as: admin, ...(body && { body }) });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
    }

    const entries = await latest(5);
    expect(
      entries.map((entry) => [
        entry.action,
        entry.target.type,
        entry.target.name,
        entry.actor.name,
      ]),
    ).toEqual([
      ['event.delete', 'event', 'Moderated title', adminName],
      ['plan.delete', 'plan', 'Moderated plan', adminName],
      ['plan.update', 'plan', 'Moderated plan', adminName],
      ['event.cancel', 'event', 'Moderated title', adminName],
      ['event.update', 'event', 'Moderated title', adminName],
    ]);
  });

  it('names the command line as the actor of npm run admin', async () => {
    const captain = await createUser(t.database, { username: 'captain' });
    const quiet = { info: () => {}, error: () => {} };
    const run = (command: string) =>
      runAdminCommand({ args: [command, captain.email], database: t.database, output: quiet });
    expect(await run('grant')).toBe(0);
    expect(await run('grant')).toBe(0);
    expect(await run('revoke')).toBe(0);
    const entries = await latest(2);
    expect(
      entries.map(({ actor, action, target, details }) => ({ actor, action, target, details })),
    ).toEqual([
      {
        actor: { id: null, name: 'command line' },
        action: 'member.role',
        target: { type: 'member', id: captain.id, name: 'captain' },
        details: { from: 'admin', to: 'user' },
      },
      {
        actor: { id: null, name: 'command line' },
        action: 'member.role',
        target: { type: 'member', id: captain.id, name: 'captain' },
        details: { from: 'user', to: 'admin' },
      },
    ]);
  });

  it('pages newest first with a cursor, never repeating or skipping a row', async () => {
    const all: AdminAuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `limit=3&cursor=${cursor}` : 'limit=3';
      const response = await call('GET', `/api/admin/audit-log?${query}`, { as: admin });
      const page = AdminAuditLogResponse.parse(response.json);
      all.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all).toHaveLength(await rowCount());
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    const times = all.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
