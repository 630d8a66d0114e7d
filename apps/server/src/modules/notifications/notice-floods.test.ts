import { ErrorResponse, RATE_LIMIT_MESSAGE } from '@lineup/contracts';
import { createArea, createPlan } from '@lineup/db/factories';
import { notifications } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_LIMITS } from '../../middleware/notice-limits';
import { outboxMessages, signUpMember, type SignedUpMember } from '../../testing/members';
import { api } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createJobWorker } from '../jobs';
import { createMailer } from '../mail';
import { notificationJobs, type PushMessage } from '.';

// A member's writes that tell someone else are limited, and churn (a request sent and
// withdrawn, a plan joined and left) leaves one notice at most (docs/security.md "Rate limits").

let t: TestApp;
let call: ReturnType<typeof api>;
const pushed: { userId: string; message: PushMessage }[] = [];
let worker: ReturnType<typeof createJobWorker>;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  // The app's jobs, with a push sender that records what it was asked to send.
  worker = createJobWorker({
    database: t.database,
    logger: t.logger,
    jobs: notificationJobs,
    needs: {
      mailer: createMailer({ database: t.database, env: t.env, logger: t.logger }),
      push: { send: async (userId, message) => (pushed.push({ userId, message }), 1) },
      origin: 'http://localhost:3000',
      unsubscribeKey: Buffer.alloc(32),
    },
  });
});
afterAll(async () => {
  await t.close();
});

const noticesOf = (member: SignedUpMember) =>
  t.database.db
    .select({ kind: notifications.kind, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, member.user.id));
const pushesTo = (member: SignedUpMember) =>
  pushed.filter((push) => push.userId === member.user.id).map((push) => push.message.title);

describe('friend requests', () => {
  it('answers 429 in the error shape, with Retry-After, past the limit', async () => {
    const [sender, addressee] = [await signUpMember(t), await signUpMember(t)];
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let n = 0; n < 40; n++) {
      const sent = await t.app.request('/api/friends/requests', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          cookie: sender.cookie,
        },
        body: JSON.stringify({ userId: addressee.user.id }),
      });
      statuses.push(sent.status);
      if (sent.status === 429) {
        refused ??= sent;
        continue;
      }
      const id = ((await sent.json()) as { relation: { friendshipId: string } }).relation
        .friendshipId;
      expect((await call('DELETE', `/api/friends/requests/${id}`, { as: sender })).status).toBe(
        200,
      );
    }
    const max = NOTICE_LIMITS.friendRequests.max;
    expect(statuses.slice(0, max).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = ErrorResponse.parse(await refused!.json());
    expect(body.error).toMatchObject({ code: 'rate_limited', message: RATE_LIMIT_MESSAGE });

    // Every request was withdrawn before the addressee looked: nothing is left, nothing sent.
    await worker.drain();
    expect(await noticesOf(addressee)).toEqual([]);
    expect(pushesTo(addressee)).toEqual([]);
  });

  it('a request withdrawn before it was read leaves no notice, and is not sent if still waiting', async () => {
    const [sender, earlier, addressee] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
    ];
    // A first request is mailed and pushed at once; what follows waits for the digest window.
    await call('POST', '/api/friends/requests', {
      as: earlier,
      body: { userId: addressee.user.id },
    });
    await worker.drain();
    expect(pushesTo(addressee)).toHaveLength(1);

    const sent = await call('POST', '/api/friends/requests', {
      as: sender,
      body: { userId: addressee.user.id },
    });
    await worker.drain();
    expect(await noticesOf(addressee)).toHaveLength(2);
    const cancelled = await call(
      'DELETE',
      `/api/friends/requests/${sent.json.relation.friendshipId as string}`,
      { as: sender },
    );
    expect(cancelled.status).toBe(200);
    expect(await noticesOf(addressee)).toHaveLength(1);

    // The digest window passes: the withdrawn request is neither mailed nor pushed.
    const later = createJobWorker({
      database: t.database,
      logger: t.logger,
      clock: () => new Date(Date.now() + 10 * 60_000),
      jobs: notificationJobs,
      needs: {
        mailer: createMailer({ database: t.database, env: t.env, logger: t.logger }),
        push: { send: async (userId, message) => (pushed.push({ userId, message }), 1) },
        origin: 'http://localhost:3000',
        unsubscribeKey: Buffer.alloc(32),
      },
    });
    await later.drain();
    expect(pushesTo(addressee)).toHaveLength(1);
    const mails = (await outboxMessages(t)).filter(
      (mail) => mail.to === addressee.email && /wants to be friends/.test(mail.text),
    );
    expect(mails).toHaveLength(1);
  });
});

describe('joining and leaving a plan', () => {
  it('tells the creator once however often a member joins and leaves', async () => {
    const [creator, member] = [await signUpMember(t), await signUpMember(t)];
    const area = await createArea(t.database);
    const plan = await createPlan(t.database, { areaId: area.id, creatorId: creator.user.id });
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) {
      statuses.push((await call('PUT', `/api/plans/${plan.id}/membership`, { as: member })).status);
      // The worker keeping up between each (the worst case for pushes).
      await worker.drain();
      statuses.push(
        (await call('DELETE', `/api/plans/${plan.id}/membership`, { as: member })).status,
      );
      await worker.drain();
    }
    const max = NOTICE_LIMITS.planMembership.max;
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);

    const notices = await noticesOf(creator);
    expect(notices).toEqual([
      { kind: 'plan_member', title: expect.stringMatching(/ left your plan /) },
    ]);
    expect(pushesTo(creator)).toEqual([expect.stringMatching(/ joined your plan /)]);
  });

  it('tells the creator again once they have read the last notice', async () => {
    const [creator, member] = [await signUpMember(t), await signUpMember(t)];
    const area = await createArea(t.database);
    const plan = await createPlan(t.database, { areaId: area.id, creatorId: creator.user.id });
    await call('PUT', `/api/plans/${plan.id}/membership`, { as: member });
    await worker.drain();
    expect((await call('POST', '/api/notifications/read-all', { as: creator })).status).toBe(200);
    await call('DELETE', `/api/plans/${plan.id}/membership`, { as: member });
    await worker.drain();
    expect((await noticesOf(creator)).map((notice) => notice.title)).toEqual([
      expect.stringMatching(/ joined your plan /),
      expect.stringMatching(/ left your plan /),
    ]);
  });
});

describe('RSVPs and stays', () => {
  it('are limited per member too', async () => {
    const member = await signUpMember(t);
    const statuses: number[] = [];
    const max = NOTICE_LIMITS.rsvps.max;
    for (let n = 0; n <= max; n++) {
      // An event that does not exist still counts: the limit is on attempts.
      const { status } = await call('PUT', `/api/events/${crypto.randomUUID()}/rsvp`, {
        as: member,
        body: { status: 'going' },
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, max).every((status) => status === 404)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another member is not held back by the first one's answers.
    const other = await signUpMember(t);
    expect(
      (
        await call('PUT', `/api/events/${crypto.randomUUID()}/rsvp`, {
          as: other,
          body: { status: 'going' },
        })
      ).status,
    ).toBe(404);
  });
});
