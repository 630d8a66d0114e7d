import {
  NOTIFICATION_KINDS,
  NotificationPreferencesResponse,
  NotificationsResponse,
} from '@lineup/contracts';
import { jobs, notifications } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, signUpAdmin } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t.close();
});

/** Notifications for `member`, oldest first, one second apart. */
async function notify(member: SignedUpMember, count: number, overrides = {}) {
  const base = Date.now() - count * 1000;
  await t.database.db.insert(notifications).values(
    Array.from({ length: count }, (_, n) => ({
      userId: member.user.id,
      kind: 'event_changed' as const,
      title: `Change ${n + 1}`,
      body: 'Now 18:00 instead of 17:00.',
      link: '/events',
      createdAt: new Date(base + n * 1000),
      ...overrides,
    })),
  );
}

describe('GET /api/notifications', () => {
  it('lists my notifications newest first, a page at a time, with the unread count', async () => {
    const member = await signUpMember(t);
    const someoneElse = await signUpMember(t);
    await notify(member, 35);
    await notify(someoneElse, 2);
    // Turned off in the app: kept for e-mail, never shown.
    await notify(member, 1, { inApp: false, title: 'Hidden' });

    const first = await call('GET', '/api/notifications', { as: member });
    expect(first.status).toBe(200);
    const page = NotificationsResponse.parse(first.json);
    expect(page.notifications).toHaveLength(30);
    expect(page.notifications[0]).toMatchObject({ title: 'Change 35', read: false });
    expect(page.unreadCount).toBe(35);
    const second = NotificationsResponse.parse(
      (await call('GET', `/api/notifications?cursor=${page.nextCursor}`, { as: member })).json,
    );
    expect(second.notifications.map((item) => item.title)).toEqual([
      'Change 5',
      'Change 4',
      'Change 3',
      'Change 2',
      'Change 1',
    ]);
    expect(second.nextCursor).toBeNull();

    const count = await call('GET', '/api/notifications/unread-count', { as: member });
    expect(count.json).toEqual({ unreadCount: 35 });
    expect((await call('GET', '/api/notifications?cursor=garbage', { as: member })).status).toBe(
      400,
    );
    expect((await call('GET', '/api/notifications')).status).toBe(401);
  });

  it('marks one as read, only my own, and then all', async () => {
    const member = await signUpMember(t);
    const intruder = await signUpMember(t);
    await notify(member, 3);
    const [newest] = NotificationsResponse.parse(
      (await call('GET', '/api/notifications', { as: member })).json,
    ).notifications;

    const theirs = await call('POST', `/api/notifications/${newest!.id}/read`, { as: intruder });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.message).toBe('This notification does not exist.');

    const read = await call('POST', `/api/notifications/${newest!.id}/read`, { as: member });
    expect(read.json).toEqual({ unreadCount: 2 });
    // Again: still read, still 2.
    expect(
      (await call('POST', `/api/notifications/${newest!.id}/read`, { as: member })).json,
    ).toEqual({ unreadCount: 2 });
    expect((await call('POST', '/api/notifications/not-an-id/read', { as: member })).status).toBe(
      400,
    );

    expect((await call('POST', '/api/notifications/read-all', { as: member })).json).toEqual({
      unreadCount: 0,
    });
    const after = NotificationsResponse.parse(
      (await call('GET', '/api/notifications', { as: member })).json,
    );
    expect(after.notifications.every((item) => item.read)).toBe(true);
  });
});

describe('notification preferences', () => {
  it('start from the defaults, change per kind and channel, and keep the rest', async () => {
    const member = await signUpMember(t);
    const initial = NotificationPreferencesResponse.parse(
      (await call('GET', '/api/notifications/preferences', { as: member })).json,
    ).preferences;
    expect(initial.map((item) => item.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(initial.find((item) => item.kind === 'event_cancelled')).toEqual({
      kind: 'event_cancelled',
      inApp: true,
      email: true,
      push: true,
    });
    expect(initial.find((item) => item.kind === 'rsvp_summary')).toMatchObject({ email: true });
    expect(initial.find((item) => item.kind === 'event_reminder')).toMatchObject({ email: true });

    const changed = await call('PUT', '/api/notifications/preferences', {
      as: member,
      body: {
        preferences: [{ kind: 'event_reminder', inApp: true, email: false, push: false }],
      },
    });
    expect(changed.status).toBe(200);
    const after = NotificationPreferencesResponse.parse(changed.json).preferences;
    expect(after.find((item) => item.kind === 'event_reminder')).toEqual({
      kind: 'event_reminder',
      inApp: true,
      email: false,
      push: false,
    });
    expect(after.find((item) => item.kind === 'event_changed')).toMatchObject({ email: true });
  });

  it('refuses unknown kinds, a kind twice and missing channels', async () => {
    const member = await signUpMember(t);
    const put = (preferences: unknown) =>
      call('PUT', '/api/notifications/preferences', { as: member, body: { preferences } });
    expect((await put([{ kind: 'gossip', inApp: true, email: true, push: true }])).status).toBe(
      400,
    );
    const twice = await put([
      { kind: 'event_full', inApp: true, email: true, push: true },
      { kind: 'event_full', inApp: true, email: false, push: true },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('Send each kind once.');
    expect((await put([{ kind: 'event_full', inApp: true }])).status).toBe(400);
    expect((await put([])).status).toBe(400);
    expect((await call('GET', '/api/notifications/preferences')).status).toBe(401);
  });
});

describe('the admin view of the job queue', () => {
  it('shows counts and failed jobs to admins, and runs one again', async () => {
    const admin = await signUpAdmin(t);
    const member = await signUpMember(t);
    const [failed] = await t.database.db
      .insert(jobs)
      .values({
        kind: 'notifications.deliver',
        payload: { userId: member.user.id },
        state: 'failed',
        attempts: 8,
        lastError: 'connect ECONNREFUSED smtp.example:465',
        finishedAt: new Date(),
      })
      .returning();

    expect((await call('GET', '/api/admin/jobs', { as: member })).status).toBe(403);
    expect((await call('GET', '/api/admin/jobs')).status).toBe(401);
    const overview = await call('GET', '/api/admin/jobs', { as: admin });
    expect(overview.status).toBe(200);
    expect(overview.json.counts.failed).toBeGreaterThanOrEqual(1);
    const shown = overview.json.failed.find((job: { id: number }) => job.id === failed!.id);
    expect(shown).toMatchObject({
      kind: 'notifications.deliver',
      attempts: 8,
      lastError: 'connect ECONNREFUSED smtp.example:465',
    });
    // The payload (whose mail it was) stays out of the view.
    expect(shown).not.toHaveProperty('payload');

    const retried = await call('POST', `/api/admin/jobs/${failed!.id}/retry`, { as: admin });
    expect(retried.status).toBe(200);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, failed!.id));
    expect(row).toMatchObject({ state: 'pending', attempts: 0 });
    const again = await call('POST', `/api/admin/jobs/${failed!.id}/retry`, { as: admin });
    expect(again.status).toBe(404);
    expect((await call('POST', '/api/admin/jobs/abc/retry', { as: admin })).status).toBe(400);
  });
});
