import type { LiveMessage, Message, ThreadResponse } from '@lineup/contracts';
import { describe, expect, it } from 'vitest';
import { withLiveMessage, type ThreadPages } from './discussions-api';

// A message that arrives on the live stream joins the page as this reader sees it, without the
// thread being read again (docs/product.md §15 "Discussion").

const kai = { id: 'user-kai', username: 'kai', avatarUrl: null };
const ines = { id: 'user-ines', username: 'ines', avatarUrl: null };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function message(n: number, fields: Partial<Message> = {}): Message {
  return {
    id: uuid(n),
    author: kai,
    body: `Message ${n}`,
    createdAt: '2026-07-04T07:00:00.000Z',
    editedAt: null,
    deleted: false,
    pinned: false,
    mine: false,
    canRemove: false,
    replies: [],
    ...fields,
  };
}

function pages(messages: Message[], fields: Partial<ThreadResponse> = {}): ThreadPages {
  return {
    pages: [
      { messages, pinned: null, nextCursor: null, muted: false, canModerate: false, ...fields },
    ],
    pageParams: [null],
  };
}

const live = (n: number, fields: Partial<LiveMessage> = {}): LiveMessage => ({
  id: uuid(n),
  parentId: null,
  author: kai,
  body: `Live ${n}`,
  createdAt: '2026-07-04T07:05:00.000Z',
  ...fields,
});

describe('withLiveMessage', () => {
  it('puts a new message first, as the reader sees it', () => {
    const next = withLiveMessage(pages([message(1)], { canModerate: true }), live(2), ines.id);
    expect(next?.pages[0]?.messages.map((item) => item.body)).toEqual(['Live 2', 'Message 1']);
    expect(next?.pages[0]?.messages[0]).toMatchObject({ mine: false, canRemove: true });
    const own = withLiveMessage(pages([]), live(3, { author: ines }), ines.id);
    expect(own?.pages[0]?.messages[0]).toMatchObject({ mine: true, canRemove: true });
  });

  it('adds a reply under its message, and under the pinned copy too', () => {
    const top = message(1, { pinned: true });
    const next = withLiveMessage(
      pages([top], { pinned: top }),
      live(2, { parentId: top.id }),
      ines.id,
    );
    expect(next?.pages[0]?.messages[0]?.replies.map((reply) => reply.body)).toEqual(['Live 2']);
    expect(next?.pages[0]?.pinned?.replies.map((reply) => reply.parentId)).toEqual([top.id]);
  });

  it('leaves a message already there, and gives up where it cannot place one', () => {
    const there = pages([message(1)]);
    expect(withLiveMessage(there, live(1), ines.id)).toBe(there);
    expect(withLiveMessage(there, live(2, { parentId: uuid(9) }), ines.id)).toBeNull();
    expect(withLiveMessage(undefined, live(2), ines.id)).toBeNull();
  });
});
