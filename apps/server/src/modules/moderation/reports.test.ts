import { reportMessages, REPORTS_PER_HOUR, ThreadResponse } from '@lineup/contracts';
import { createEvent, createFriendship, createPlan } from '@lineup/db/factories';
import {
  adminAuditLog,
  casualPlans,
  events,
  memberBlocks,
  notifications,
  reports,
  type VenueAreaRow,
} from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, signUpAdmin, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Members' reports (docs/product.md §15 "Reports"): only what they may see, never their own,
// once per item, a few an hour; three members' reports hide an item until a moderator looks.

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  area = await testArea(t, { name: 'Reportville' });
});
afterAll(async () => {
  await t.close();
});

const member = () => signUpMember(t);
const report = (
  as: SignedUpMember | null,
  body: { kind: string; id: string; reason?: string; note?: string },
) => call('POST', '/api/reports', { as, body: { reason: 'spam', ...body } });

async function noticesOf(who: SignedUpMember, kind: 'report_handled' | 'moderation') {
  await t.jobs.drain();
  return t.database.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind)));
}

describe('reporting', () => {
  it('takes a member’s report of an event, a plan, a message and a member', async () => {
    const [owner, reporter] = [await member(), await member()];
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const plan = await createPlan(t.database, { areaId: area.id, creatorId: owner.user.id });
    const posted = await call('POST', `/api/events/${event.id}/messages`, {
      as: owner,
      body: { body: 'Buy cheap boards at spam.example' },
    });
    const message = ThreadResponse.parse(posted.json).messages[0]!;

    const first = await report(reporter, {
      kind: 'event',
      id: event.id,
      reason: 'wrong_information',
      note: 'The date is wrong',
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      kind: 'event',
      subjectId: event.id,
      reason: 'wrong_information',
    });
    expect((await report(reporter, { kind: 'plan', id: plan.id })).status).toBe(201);
    expect((await report(reporter, { kind: 'message', id: message.id })).status).toBe(201);
    expect(
      (await report(reporter, { kind: 'member', id: owner.user.id, reason: 'harassment' })).status,
    ).toBe(201);
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, reporter.user.id));
    expect(rows.map((row) => row.subjectKind).sort()).toEqual([
      'event',
      'member',
      'message',
      'plan',
    ]);
    expect(rows.find((row) => row.subjectKind === 'event')?.note).toBe('The date is wrong');
  });

  it('is for members, about what they may see', async () => {
    const [owner, stranger, friend] = [await member(), await member(), await member()];
    const draft = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      status: 'draft',
    });
    const friendsOnly = await createPlan(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      visibility: 'friends',
    });
    await createFriendship(t.database, {
      requesterId: owner.user.id,
      addresseeId: friend.user.id,
      status: 'accepted',
    });
    expect((await report(null, { kind: 'plan', id: friendsOnly.id })).status).toBe(401);
    const hiddenDraft = await report(stranger, { kind: 'event', id: draft.id });
    expect(hiddenDraft.status).toBe(404);
    expect(hiddenDraft.json.error.message).toBe(reportMessages.notFound);
    expect((await report(stranger, { kind: 'plan', id: friendsOnly.id })).status).toBe(404);
    expect((await report(friend, { kind: 'plan', id: friendsOnly.id })).status).toBe(201);
    // A message in a thread they cannot read, an unknown event, an unknown photo.
    const posted = await call('POST', `/api/plans/${friendsOnly.id}/messages`, {
      as: owner,
      body: { body: 'Friends only' },
    });
    const message = ThreadResponse.parse(posted.json).messages[0]!;
    expect((await report(stranger, { kind: 'message', id: message.id })).status).toBe(404);
    expect(
      (await report(stranger, { kind: 'event', id: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(404);
    const photo = await report(stranger, {
      kind: 'photo',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(photo.status).toBe(404);
    expect(photo.json.error.message).toBe('This item does not exist.');
    // Blocked either way: the member is not there for them.
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: owner.user.id, blockedId: stranger.user.id });
    expect((await report(stranger, { kind: 'member', id: owner.user.id })).status).toBe(404);
  });

  it('refuses reporting oneself or one’s own item', async () => {
    const owner = await member();
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const own = await report(owner, { kind: 'event', id: event.id });
    expect(own.status).toBe(400);
    expect(own.json.error.message).toBe(reportMessages.ownItem);
    expect((await report(owner, { kind: 'member', id: owner.user.id })).status).toBe(400);
  });

  it('takes one report per member and item, and says so kindly', async () => {
    const [owner, reporter] = [await member(), await member()];
    const plan = await createPlan(t.database, { areaId: area.id, creatorId: owner.user.id });
    expect((await report(reporter, { kind: 'plan', id: plan.id })).status).toBe(201);
    const again = await report(reporter, { kind: 'plan', id: plan.id, reason: 'unsafe' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(reportMessages.duplicate);
  });

  it('checks the reason, the note and the id', async () => {
    const reporter = await member();
    const plan = await createPlan(t.database, { areaId: area.id });
    expect((await report(reporter, { kind: 'plan', id: plan.id, reason: 'boring' })).status).toBe(
      400,
    );
    expect(
      (await report(reporter, { kind: 'plan', id: plan.id, note: 'x'.repeat(501) })).status,
    ).toBe(400);
    expect((await report(reporter, { kind: 'plan', id: '../etc' })).status).toBe(400);
    expect((await report(reporter, { kind: 'venue', id: plan.id })).status).toBe(400);
  });

  it(`allows ${REPORTS_PER_HOUR} reports an hour`, async () => {
    const reporter = await member();
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const plan = await createPlan(t.database, { areaId: area.id });
      expect((await report(reporter, { kind: 'plan', id: plan.id })).status).toBe(201);
    }
    const plan = await createPlan(t.database, { areaId: area.id });
    const limited = await report(reporter, { kind: 'plan', id: plan.id });
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toBe(reportMessages.tooMany);
  });
});

describe('three members reporting one item', () => {
  it('hides a plan until a moderator looks, and tells its creator', async () => {
    const creator = await member();
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      title: 'Free boards giveaway',
    });
    const [a, b, c] = [await member(), await member(), await member()];
    await report(a, { kind: 'plan', id: plan.id });
    await report(b, { kind: 'plan', id: plan.id });
    expect((await call('GET', `/api/plans/${plan.id}`)).status).toBe(200);
    await report(c, { kind: 'plan', id: plan.id, reason: 'unsafe' });

    expect((await call('GET', `/api/plans/${plan.id}`)).status).toBe(404);
    expect((await call('GET', `/api/plans/${plan.id}`, { as: creator })).status).toBe(404);
    expect((await call('GET', '/api/plans')).text).not.toContain('Free boards giveaway');
    const [row] = await t.database.db
      .select({ hiddenAt: casualPlans.hiddenAt })
      .from(casualPlans)
      .where(eq(casualPlans.id, plan.id));
    expect(row?.hiddenAt).not.toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetId, plan.id), eq(adminAuditLog.action, 'moderation.auto_hide')),
      );
    expect(audit).toMatchObject({ actorId: null, targetType: 'plan' });
    const told = await noticesOf(creator, 'moderation');
    expect(told.map((notice) => notice.title)).toEqual([
      'Your plan “Free boards giveaway” is hidden while our moderators review reports about it',
    ]);

    // A moderator's dismissal brings it back.
    const admin = await signUpAdmin(t);
    const dismissed = await call('POST', `/api/moderation/items/plan/${plan.id}/actions`, {
      as: admin,
      body: { action: 'dismiss' },
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.json).toMatchObject({ outcome: 'dismissed', handled: 3 });
    expect((await call('GET', `/api/plans/${plan.id}`)).status).toBe(200);
  });

  it('hides an event as a draft its creator cannot publish until reviewed', async () => {
    const creator = await member();
    const event = await createEvent(t.database, { areaId: area.id, creatorId: creator.user.id });
    for (const reporter of [await member(), await member(), await member()]) {
      expect((await report(reporter, { kind: 'event', id: event.id })).status).toBe(201);
    }
    const [row] = await t.database.db
      .select({ status: events.status, hiddenAt: events.hiddenAt })
      .from(events)
      .where(eq(events.id, event.id));
    expect(row?.status).toBe('draft');
    expect(row?.hiddenAt).not.toBeNull();
    const publish = await call('PATCH', `/api/events/${event.id}`, {
      as: creator,
      body: { status: 'published' },
    });
    expect(publish.status).toBe(409);
    expect(publish.json.error.message).toBe(reportMessages.hiddenEvent);
  });

  it('never hides a member: a moderator decides', async () => {
    const target = await member();
    for (const reporter of [await member(), await member(), await member()]) {
      await report(reporter, { kind: 'member', id: target.user.id, reason: 'harassment' });
    }
    expect((await call('GET', `/api/users/${target.user.id}`)).status).toBe(200);
  });
});
