import { discussionMessages, NEW_ACCOUNT_MESSAGES_PER_DAY } from '@lineup/contracts';
import { createEvent, createPlan, createRsvp } from '@lineup/db/factories';
import { jobs, memberBlocks, messages, notifications, type VenueAreaRow } from '@lineup/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Going guests and hosts hear of a discussion in a digest, not a notice per message
// (docs/product.md §15 "Discussion"); new accounts post a limited number a day ("New accounts").

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  area = await testArea(t, { name: 'Baleal' });
});
afterAll(async () => {
  await t.close();
});

const member = () => signUpMember(t);
const say = (path: string, as: SignedUpMember, body: string) =>
  call('POST', `${path}/messages`, { as, body: { body } });

const pendingDigests = () =>
  t.database.db
    .select({ key: jobs.key, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'discussions.digest'), eq(jobs.state, 'pending')));

/** Runs the digests now rather than DISCUSSION_DIGEST_MINUTES later. */
async function sendDigests() {
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, 'discussions.digest'), eq(jobs.state, 'pending')));
  await t.jobs.drain();
}

const digestsOf = (who: SignedUpMember) =>
  t.database.db
    .select({ title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'discussion')));

describe('the discussion’s digest', () => {
  it('tells going guests and hosts once of what others said, leaving out the muted and the merely interested', async () => {
    const [owner, ana, rui, mia, zoe] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    const event = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      title: 'Dawn patrol',
    });
    for (const [who, status] of [
      [ana, 'going'],
      [rui, 'going'],
      [zoe, 'going'],
      [mia, 'interested'],
    ] as const) {
      await createRsvp(t.database, { eventId: event.id, userId: who.user.id, status });
    }
    const path = `/api/events/${event.id}`;
    await call('PUT', `${path}/messages/mute`, { as: zoe });

    expect((await say(path, ana, 'Running 10 minutes late.')).status).toBe(201);
    await say(path, ana, 'Car park by the lighthouse is full.');
    await say(path, rui, 'I have a spare 4/3.');
    // Three messages, one digest waiting for the thread.
    expect(await pendingDigests()).toHaveLength(1);

    await sendDigests();
    const [forOwner] = await digestsOf(owner);
    expect(forOwner?.title).toBe('Dawn patrol: 3 new messages');
    expect(forOwner?.link).toMatch(/\/events\/dawn-patrol[^/]*#discussion$/);
    expect((await digestsOf(ana)).map((notice) => notice.title)).toEqual([
      'Dawn patrol: 1 new message',
    ]);
    expect((await digestsOf(rui)).map((notice) => notice.title)).toEqual([
      'Dawn patrol: 2 new messages',
    ]);
    expect(await digestsOf(mia)).toEqual([]);
    expect(await digestsOf(zoe)).toEqual([]);
  });

  it('keeps one unread notice per thread, rewritten by the next digest', async () => {
    const [owner, ana] = [await member(), await member()];
    const event = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      title: 'Sunset jam',
    });
    const path = `/api/events/${event.id}`;
    await say(path, ana, 'Who brings the speaker?');
    await sendDigests();
    await say(path, ana, 'Never mind, I will.');
    await sendDigests();
    expect((await digestsOf(owner)).map((notice) => notice.title)).toEqual([
      'Sunset jam: 1 new message',
    ]);
  });

  it('never counts the messages of someone blocked either way', async () => {
    const [owner, ana, rui] = [await member(), await member(), await member()];
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    await createRsvp(t.database, { eventId: event.id, userId: ana.user.id, status: 'going' });
    await createRsvp(t.database, { eventId: event.id, userId: rui.user.id, status: 'going' });
    const path = `/api/events/${event.id}`;
    await say(path, rui, 'Anyone for a lift?');
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: ana.user.id, blockedId: rui.user.id });
    await sendDigests();
    expect(await digestsOf(ana)).toEqual([]);
    expect(await digestsOf(owner)).toHaveLength(1);
  });

  it('tells a plan’s creator and members, with the plan’s link', async () => {
    const [creator, ana, rui] = [await member(), await member(), await member()];
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      title: 'Coffee after the session',
      memberIds: [ana.user.id],
    });
    await say(`/api/plans/${plan.id}`, rui, 'Can I join you?');
    await sendDigests();
    for (const who of [creator, ana]) {
      expect(await digestsOf(who)).toEqual([
        {
          title: 'Coffee after the session: 1 new message',
          link: `/casual-plans/${plan.id}`,
        },
      ]);
    }
    expect(await digestsOf(rui)).toEqual([]);
  });
});

describe('a new account', () => {
  async function postedToday(who: SignedUpMember, eventId: string, count: number) {
    await t.database.db
      .insert(messages)
      .values(
        Array.from({ length: count }, () => ({ eventId, authorId: who.user.id, body: 'Hi' })),
      );
  }

  it(`posts ${NEW_ACCOUNT_MESSAGES_PER_DAY} messages a day, and more once it is a week old`, async () => {
    const owner = await member();
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const path = `/api/events/${event.id}`;
    // Spread over the day, so the hourly limit is not what answers.
    const fresh = await signUpMember(t, { newAccount: true });
    await postedToday(fresh, event.id, NEW_ACCOUNT_MESSAGES_PER_DAY);
    await t.database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(messages.authorId, fresh.user.id));
    const refused = await say(path, fresh, 'One more');
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(discussionMessages.newAccountLimit);

    const settled = await member();
    await postedToday(settled, event.id, NEW_ACCOUNT_MESSAGES_PER_DAY);
    await t.database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(messages.authorId, settled.user.id));
    expect((await say(path, settled, 'One more')).status).toBe(201);
  });
});
