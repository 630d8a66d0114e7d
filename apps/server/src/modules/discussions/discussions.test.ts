import {
  discussionMessages,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_HOUR,
  ThreadResponse,
} from '@lineup/contracts';
import { createEvent, createFriendship, createPlan } from '@lineup/db/factories';
import { eventHosts, memberBlocks, messages, type VenueAreaRow } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, signUpAdmin, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  area = await testArea(t, { name: 'Peniche' });
});
afterAll(async () => {
  await t.close();
});

const member = () => signUpMember(t);

async function hostedEvent(status: 'published' | 'draft' = 'published') {
  const owner = await member();
  const event = await createEvent(t.database, {
    areaId: area.id,
    creatorId: owner.user.id,
    status,
  });
  return { owner, event };
}

const say = (
  path: string,
  as: SignedUpMember | null,
  body = 'Running 10 minutes late.',
  parentId?: string,
) => call('POST', `${path}/messages`, { as, body: { body, ...(parentId ? { parentId } : {}) } });

const read = (path: string, as: SignedUpMember | null, before?: string) =>
  call('GET', `${path}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`, { as });

const bodies = (thread: ThreadResponse) => thread.messages.map((message) => message.body);

describe('an event’s discussion', () => {
  it('shows members’ messages newest first, each with its replies oldest first', async () => {
    const { owner, event } = await hostedEvent();
    const [ana, rui] = [await member(), await member()];
    const path = `/api/events/${event.id}`;
    const first = await say(path, ana, 'Anyone have a spare 4/3?');
    expect(first.status).toBe(201);
    const question = ThreadResponse.parse(first.json).messages[0]!;
    expect(question).toMatchObject({ mine: true, canRemove: true, author: { id: ana.user.id } });
    await say(path, rui, 'I do, size M.', question.id);
    await say(path, owner, 'Car park by the lighthouse is full.');
    await say(path, ana, 'Thanks!', question.id);

    const thread = ThreadResponse.parse((await read(path, rui)).json);
    expect(bodies(thread)).toEqual([
      'Car park by the lighthouse is full.',
      'Anyone have a spare 4/3?',
    ]);
    expect(thread.messages[1]!.replies.map((reply) => reply.body)).toEqual([
      'I do, size M.',
      'Thanks!',
    ]);
    // Rui may remove his own reply only; the host may remove anyone's.
    expect(thread.messages[1]!).toMatchObject({ mine: false, canRemove: false });
    expect(thread.messages[1]!.replies[0]).toMatchObject({ mine: true, canRemove: true });
    expect(thread.canModerate).toBe(false);
    const asHost = ThreadResponse.parse((await read(path, owner)).json);
    expect(asHost.canModerate).toBe(true);
    expect(asHost.messages[1]).toMatchObject({ canRemove: true });
  });

  it('is for members: a visitor is asked to log in, and nobody reads a draft they may not see', async () => {
    const { owner, event } = await hostedEvent('draft');
    const path = `/api/events/${event.id}`;
    expect((await read(path, null)).status).toBe(401);
    expect((await say(path, null)).status).toBe(401);
    expect((await read(path, await member())).status).toBe(404);
    expect((await say(path, await member())).status).toBe(404);
    expect((await say(path, owner, 'Notes for myself')).status).toBe(201);
  });

  it('answers one level deep, in the same thread', async () => {
    const { event } = await hostedEvent();
    const other = await hostedEvent();
    const ana = await member();
    const path = `/api/events/${event.id}`;
    const top = ThreadResponse.parse((await say(path, ana, 'Who is driving?')).json).messages[0]!;
    const reply = ThreadResponse.parse((await say(path, ana, 'Me', top.id)).json).messages[0]!
      .replies[0]!;

    const deeper = await say(path, ana, 'Me too', reply.id);
    expect(deeper.status).toBe(400);
    expect(deeper.json.error.details.issues[0]).toEqual({
      path: 'parentId',
      message: discussionMessages.replyToReply,
    });
    const elsewhere = await say(`/api/events/${other.event.id}`, ana, 'Hi', top.id);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.error.details.issues[0].message).toBe(discussionMessages.parentElsewhere);
    expect((await say(path, ana, 'x'.repeat(2001))).status).toBe(400);
    expect((await say(path, ana, '   ')).status).toBe(400);
  });

  it('lets authors edit and delete their own, and hosts remove anyone’s and pin one', async () => {
    const { owner, event } = await hostedEvent();
    const [ana, rui, cohost] = [await member(), await member(), await member()];
    await t.database.db
      .insert(eventHosts)
      .values({ eventId: event.id, userId: cohost.user.id, status: 'accepted' });
    const path = `/api/events/${event.id}`;
    const mine = ThreadResponse.parse((await say(path, ana, 'Meet at 6?')).json).messages[0]!;
    await say(path, rui, 'Yes', mine.id);

    expect(
      (await call('PATCH', `/api/messages/${mine.id}`, { as: rui, body: { body: 'No' } })).status,
    ).toBe(403);
    const edited = await call('PATCH', `/api/messages/${mine.id}`, {
      as: ana,
      body: { body: 'Meet at 6:30?' },
    });
    expect(edited.status).toBe(200);
    expect(ThreadResponse.parse(edited.json).messages[0]).toMatchObject({ body: 'Meet at 6:30?' });
    expect(ThreadResponse.parse(edited.json).messages[0]!.editedAt).not.toBeNull();

    const pinned = await call('PUT', `/api/messages/${mine.id}/pin`, { as: cohost });
    expect(pinned.status).toBe(200);
    expect(ThreadResponse.parse(pinned.json).pinned).toMatchObject({ id: mine.id, pinned: true });
    expect((await call('PUT', `/api/messages/${mine.id}/pin`, { as: rui })).status).toBe(403);
    const second = ThreadResponse.parse((await say(path, owner, 'Bring wax')).json).messages[0]!;
    const repinned = await call('PUT', `/api/messages/${second.id}/pin`, { as: owner });
    expect(ThreadResponse.parse(repinned.json).pinned!.id).toBe(second.id);

    expect((await call('DELETE', `/api/messages/${mine.id}`, { as: rui })).status).toBe(403);
    // Deleted with a reply under it: its place stays, its words go.
    const deleted = ThreadResponse.parse(
      (await call('DELETE', `/api/messages/${mine.id}`, { as: ana })).json,
    );
    expect(deleted.messages.find((message) => message.id === mine.id)).toMatchObject({
      deleted: true,
      body: '',
      author: null,
      canRemove: false,
    });
    const reply = deleted.messages.find((message) => message.id === mine.id)!.replies[0]!;
    const removed = await call('DELETE', `/api/messages/${reply.id}`, { as: cohost });
    expect(removed.status).toBe(200);
    // Nothing left under it: the deleted message goes from the list.
    expect(ThreadResponse.parse(removed.json).messages.map((message) => message.id)).toEqual([
      second.id,
    ]);
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, mine.id));
    expect(stored!.body).toBe('');
  });

  it('pages older messages with the cursor', async () => {
    const { event } = await hostedEvent();
    const ana = await member();
    const base = Date.now() - 3 * 3_600_000;
    await t.database.db.insert(messages).values(
      Array.from({ length: MESSAGES_PAGE_SIZE + 5 }, (_, index) => ({
        eventId: event.id,
        authorId: ana.user.id,
        body: `Message ${index}`,
        createdAt: new Date(base + index * 1000),
      })),
    );
    const path = `/api/events/${event.id}`;
    const first = ThreadResponse.parse((await read(path, ana)).json);
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.messages[0]!.body).toBe(`Message ${MESSAGES_PAGE_SIZE + 4}`);
    const second = ThreadResponse.parse((await read(path, ana, first.nextCursor!)).json);
    expect(bodies(second)).toEqual([
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
      'Message 0',
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await read(path, ana, 'not-a-cursor')).status).toBe(400);
  });

  it('never shows the messages of members blocked either way', async () => {
    const { event } = await hostedEvent();
    const [ana, troll, reader] = [await member(), await member(), await member()];
    const path = `/api/events/${event.id}`;
    const top = ThreadResponse.parse((await say(path, ana, 'Lessons at 9')).json).messages[0]!;
    await say(path, troll, 'Spam spam');
    await say(path, troll, 'Reply spam', top.id);
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: reader.user.id, blockedId: troll.user.id });

    const seen = ThreadResponse.parse((await read(path, reader)).json);
    expect(bodies(seen)).toEqual(['Lessons at 9']);
    expect(seen.messages[0]!.replies).toEqual([]);
    const trollSees = ThreadResponse.parse((await read(path, troll)).json);
    expect(bodies(trollSees)).toContain('Spam spam');
    // Nor can one answer the other.
    const [readersMessage] = ThreadResponse.parse((await say(path, reader, 'Hello')).json).messages;
    expect((await say(path, troll, 'Hi', readersMessage!.id)).status).toBe(404);
  });

  it('limits how many messages a member posts in an hour', async () => {
    const { event } = await hostedEvent();
    const ana = await member();
    await t.database.db.insert(messages).values(
      Array.from({ length: MESSAGES_PER_HOUR }, () => ({
        eventId: event.id,
        authorId: ana.user.id,
        body: 'Again',
      })),
    );
    const refused = await say(`/api/events/${event.id}`, ana);
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(discussionMessages.tooMany);
  });

  it('can be muted and heard again', async () => {
    const { event } = await hostedEvent();
    const ana = await member();
    const path = `/api/events/${event.id}/messages/mute`;
    expect(ThreadResponse.parse((await call('PUT', path, { as: ana })).json).muted).toBe(true);
    expect(ThreadResponse.parse((await call('PUT', path, { as: ana })).json).muted).toBe(true);
    expect(ThreadResponse.parse((await call('DELETE', path, { as: ana })).json).muted).toBe(false);
  });
});

describe('a plan’s discussion', () => {
  it('is for those who may see the plan: a friends-only plan’s is its creator’s friends’', async () => {
    const [creator, friend, stranger] = [await member(), await member(), await member()];
    await createFriendship(t.database, {
      requesterId: creator.user.id,
      addresseeId: friend.user.id,
      status: 'accepted',
    });
    const plan = await createPlan(t.database, {
      creatorId: creator.user.id,
      areaId: area.id,
      visibility: 'friends',
    });
    const path = `/api/plans/${plan.id}`;
    expect((await say(path, friend, 'In!')).status).toBe(201);
    expect((await read(path, stranger)).status).toBe(404);
    expect((await say(path, stranger, 'Me too')).status).toBe(404);
    const asCreator = ThreadResponse.parse((await read(path, creator)).json);
    expect(bodies(asCreator)).toEqual(['In!']);
    expect(asCreator.canModerate).toBe(true);
    const admin = await signUpAdmin(t);
    expect(ThreadResponse.parse((await read(path, admin)).json).canModerate).toBe(true);
  });
});
