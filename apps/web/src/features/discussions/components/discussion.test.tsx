import type { Message, Reply, ThreadResponse } from '@lineup/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { renderWithClient } from '@/test/render-with-client';
import { Discussion } from './discussion';

const api = installFakeApi();
beforeEach(() => {
  api.reset();
  toast.reset();
});

const PLAN = '00000000-0000-4000-8000-000000000001';
const THREAD = `/api/plans/${PLAN}/messages`;
const me = { id: 'user-1', username: 'ines', avatarUrl: null };
const kai = { id: 'user-2', username: 'kai', avatarUrl: null };
let sequence = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

function message(fields: Partial<Message> = {}): Message {
  const author = fields.author === undefined ? kai : fields.author;
  const mine = author?.id === me.id;
  return {
    id: uuid(),
    author,
    body: 'Who has a spare wetsuit?',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
    deleted: false,
    pinned: false,
    mine,
    canRemove: mine,
    replies: [],
    ...fields,
  };
}

function reply(parent: Message, fields: Partial<Reply> = {}): Reply {
  const { replies: _replies, ...base } = message(fields);
  return { ...base, parentId: parent.id };
}

function thread(fields: Partial<ThreadResponse> = {}): ThreadResponse {
  return {
    messages: [],
    pinned: null,
    nextCursor: null,
    muted: false,
    canModerate: false,
    ...fields,
  };
}

function renderDiscussion() {
  renderWithClient(<Discussion thread={{ kind: 'plan', id: PLAN }} viewerId={me.id} />);
}

/**
 * The browser's EventSource, as far as the page uses it: the test says when the server
 * refuses the stream (an error, and the browser gives up: CLOSED) or drops it (an error, and
 * the browser tries again: CONNECTING).
 */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Discussion', () => {
  it('says when new messages stop coming in live, and not when the browser reconnects', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    api.on(`GET ${THREAD}`, { body: thread({ messages: [message({ body: 'Car park B' })] }) });
    renderDiscussion();
    expect(await screen.findByText('Car park B')).toBeInTheDocument();
    const notice = /not coming in live on this page/;
    // A dropped connection: the browser tries again by itself.
    act(() => FakeEventSource.last!.fail(FakeEventSource.CONNECTING));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    // Refused (too many live pages open): the browser gives up, and the page says so.
    act(() => FakeEventSource.last!.fail(FakeEventSource.CLOSED));
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(FakeEventSource.last!.url).toContain(`/api/plans/${PLAN}/messages/live`);
  });

  it('posts a message with Ctrl+Enter and shows it at once, at the top', async () => {
    const user = userEvent.setup();
    const older = message({ body: 'See you at the car park' });
    api.on(`GET ${THREAD}`, { body: thread({ messages: [older] }) });
    api.on(`POST ${THREAD}`, ({ body }) => ({
      status: 201,
      body: thread({
        messages: [message({ author: me, body: (body as { body: string }).body }), older],
      }),
    }));
    renderDiscussion();

    expect(await screen.findByText('See you at the car park')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'Running late');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const list = screen.getByRole('list', { name: 'Messages, newest first' });
    await waitFor(() =>
      expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Running late'),
    );
    expect(api.callsTo(`POST ${THREAD}`).map((call) => call.body)).toEqual([
      { body: 'Running late' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveValue('');
  });

  it('says what the server refused, such as the hourly limit, and keeps the words', async () => {
    const user = userEvent.setup();
    api.on(`GET ${THREAD}`, { body: thread() });
    api.on(`POST ${THREAD}`, {
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          message: 'You can post 60 messages an hour. Try again in a little while.',
        },
      },
    });
    renderDiscussion();

    expect(await screen.findByText('No messages yet. Start the conversation.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Write a message' });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message.');
    expect(api.callsTo(`POST ${THREAD}`)).toHaveLength(0);

    await user.type(field, 'One more');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can post 60 messages an hour. Try again in a little while.',
    );
    expect(field).toHaveValue('One more');
  });

  it('counts the characters left near the 2,000 limit', async () => {
    const user = userEvent.setup();
    api.on(`GET ${THREAD}`, { body: thread() });
    renderDiscussion();
    const field = await screen.findByRole('textbox', { name: 'Write a message' });
    expect(field).toHaveAttribute('maxLength', '2000');
    await user.click(field);
    await user.paste('a'.repeat(1850));
    expect(screen.getByText('150 characters left')).toBeInTheDocument();
  });

  it('answers under the top-level message, also from a reply, and lists replies oldest first', async () => {
    const user = userEvent.setup();
    const top = message({ body: 'Anyone driving from town?' });
    top.replies = [
      reply(top, { author: me, body: 'I am, two seats' }),
      reply(top, { body: 'Me too' }),
    ];
    api.on(`GET ${THREAD}`, { body: thread({ messages: [top] }) });
    api.on(`POST ${THREAD}`, ({ body }) => ({
      status: 201,
      body: thread({
        messages: [
          {
            ...top,
            replies: [
              ...top.replies,
              reply(top, { author: me, body: (body as { body: string }).body }),
            ],
          },
        ],
      }),
    }));
    renderDiscussion();

    const replies = await screen.findByRole('list', { name: 'Replies to kai' });
    expect(
      within(replies)
        .getAllByRole('article')
        .map((each) => each.textContent),
    ).toEqual([expect.stringContaining('I am, two seats'), expect.stringContaining('Me too')]);
    // "Reply" on the second reply answers the top-level message.
    const buttons = screen.getAllByRole('button', { name: 'Reply to kai' });
    await user.click(buttons[buttons.length - 1]!);
    const field = screen.getByRole('textbox', { name: 'Reply to kai' });
    expect(field).toHaveFocus();
    await user.type(field, 'Save me a seat');
    await user.click(screen.getByRole('button', { name: 'Reply' }));

    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(3));
    expect(within(replies).getAllByRole('article')[2]).toHaveTextContent('Save me a seat');
    expect(api.callsTo(`POST ${THREAD}`).map((call) => call.body)).toEqual([
      { body: 'Save me a seat', parentId: top.id },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Reply to kai' })).not.toBeInTheDocument();
  });

  it('lets the author edit a message, marks it edited and gives the focus back to its menu', async () => {
    const user = userEvent.setup();
    const mine = message({ author: me, body: 'Meet at 6' });
    api.on(`GET ${THREAD}`, { body: thread({ messages: [mine] }) });
    api.on('PATCH /api/messages/:messageId', ({ body }) => ({
      body: thread({
        messages: [
          {
            ...mine,
            body: (body as { body: string }).body,
            editedAt: new Date().toISOString(),
          },
        ],
      }),
    }));
    renderDiscussion();

    const menu = await screen.findByRole('button', { name: 'Actions for your message' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const field = await screen.findByRole('textbox', { name: 'Edit your message' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('Meet at 6');
    await user.clear(field);
    await user.type(field, 'Meet at 6:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Meet at 6:30')).toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/messages/:messageId')[0]).toMatchObject({
      params: { messageId: mine.id },
      body: { body: 'Meet at 6:30' },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for your message' })).toHaveFocus(),
    );
  });

  it('asks before deleting; a deleted message with replies keeps its place without its words', async () => {
    const user = userEvent.setup();
    const mine = message({ author: me, body: 'Cancelled, sorry' });
    mine.replies = [reply(mine, { body: 'No worries' })];
    api.on(`GET ${THREAD}`, { body: thread({ messages: [mine] }) });
    api.on('DELETE /api/messages/:messageId', {
      body: thread({
        messages: [
          { ...mine, author: null, body: '', deleted: true, mine: false, canRemove: false },
        ],
      }),
    });
    renderDiscussion();

    await user.click(await screen.findByRole('button', { name: 'Actions for your message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your message?' });
    expect(dialog).toHaveAccessibleDescription(
      'It disappears from the discussion. Replies under it stay. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE /api/messages/:messageId')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Actions for your message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete your message?' });
    await user.click(within(again).getByRole('button', { name: 'Delete message' }));

    expect(await screen.findByText('This message was deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Cancelled, sorry')).not.toBeInTheDocument();
    expect(screen.getByText('No worries')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/messages/:messageId')[0]?.params).toEqual({
      messageId: mine.id,
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Discussion' })).toHaveFocus());
  });

  it('offers pin and remove only to the hosts of the thread', async () => {
    const user = userEvent.setup();
    const mine = message({ author: me, body: 'Mine' });
    const theirs = message({ body: 'Theirs' });
    api.on(`GET ${THREAD}`, { body: thread({ messages: [mine, theirs] }) });
    renderDiscussion();

    await user.click(await screen.findByRole('button', { name: 'Actions for your message' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete']);
    await user.keyboard('{Escape}');
    // Nothing to do with someone else's message.
    expect(screen.queryByRole('button', { name: 'Actions for kai’s message' })).toBeNull();
  });

  it('lets a host pin a message, shown first and marked Pinned, and remove another’s', async () => {
    const user = userEvent.setup();
    const theirs = message({ body: 'Car park B is free', canRemove: true });
    const other = message({ body: 'Off topic', canRemove: true });
    api.on(`GET ${THREAD}`, {
      body: thread({ messages: [other, theirs], canModerate: true }),
    });
    api.on('PUT /api/messages/:messageId/pin', {
      body: thread({
        messages: [other, { ...theirs, pinned: true }],
        pinned: { ...theirs, pinned: true },
        canModerate: true,
      }),
    });
    api.on('DELETE /api/messages/:messageId', {
      body: thread({
        messages: [{ ...theirs, pinned: true }],
        pinned: { ...theirs, pinned: true },
        canModerate: true,
      }),
    });
    renderDiscussion();

    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const second = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Actions for kai’s message' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Pin to the top', 'Remove']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Pin to the top' }));

    const pinned = await screen.findByRole('group', { name: 'Pinned message' });
    expect(pinned).toHaveTextContent('Car park B is free');
    expect(within(pinned).getByText('Pinned')).toBeInTheDocument();
    // Shown once, above the list.
    expect(screen.getAllByText('Car park B is free')).toHaveLength(1);

    const otherItem = within(
      screen.getByRole('list', { name: 'Messages, newest first' }),
    ).getAllByRole('listitem')[0]!;
    await user.click(within(otherItem).getByRole('button', { name: 'Actions for kai’s message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove kai’s message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }));
    await waitFor(() => expect(screen.queryByText('Off topic')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/messages/:messageId')[0]?.params).toEqual({
      messageId: other.id,
    });
  });

  it('shows older messages on request, 30 at a time', async () => {
    const user = userEvent.setup();
    const newer = message({ body: 'Newest' });
    const older = message({
      body: 'From last week',
      createdAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    });
    api.on(`GET ${THREAD}`, ({ query }) => ({
      body:
        query.get('before') === 'cursor-1'
          ? thread({ messages: [older] })
          : thread({ messages: [newer], nextCursor: 'cursor-1' }),
    }));
    renderDiscussion();

    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('From last week')).toBeInTheDocument();
    expect(screen.getByText('Newest')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
    // Older messages shown on request are not news.
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('tells screen readers politely of others’ new messages, not of the reader’s own', async () => {
    const user = userEvent.setup();
    const older = message({ body: 'Morning all' });
    api.on(`GET ${THREAD}`, { body: thread({ messages: [older] }) });
    api.on(`POST ${THREAD}`, {
      status: 201,
      body: thread({
        messages: [
          message({ author: me, body: 'On my way', createdAt: new Date().toISOString() }),
          message({ body: 'Just parked', createdAt: new Date(Date.now() - 1000).toISOString() }),
          older,
        ],
      }),
    });
    renderDiscussion();

    await screen.findByText('Morning all');
    const news = screen.getByRole('status');
    expect(news).toHaveAttribute('aria-live', 'polite');
    expect(news).toHaveTextContent('');
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'On my way');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(news).toHaveTextContent('New message from kai'));
  });

  it('mutes and unmutes the thread, saying what muting does', async () => {
    const user = userEvent.setup();
    api.on(`GET ${THREAD}`, { body: thread() });
    api.on(`PUT ${THREAD}/mute`, { body: thread({ muted: true }) });
    api.on(`DELETE ${THREAD}/mute`, { body: thread({ muted: false }) });
    renderDiscussion();

    const mute = await screen.findByRole('button', { name: 'Mute discussion' });
    expect(mute).toHaveAccessibleDescription('Mute it and you won’t hear about new messages here.');
    await user.click(mute);
    const unmute = await screen.findByRole('button', { name: 'Unmute' });
    expect(unmute).toHaveAccessibleDescription('Muted: you won’t hear about new messages here.');
    await user.click(unmute);
    expect(await screen.findByRole('button', { name: 'Mute discussion' })).toBeInTheDocument();
    expect(api.paths().filter((path) => path.includes('/mute'))).toEqual([
      `PUT ${THREAD}/mute`,
      `DELETE ${THREAD}/mute`,
    ]);
  });

  it('shows the author, a link to their profile and when, with the full date', async () => {
    const at = '2026-03-14T09:30:00.000Z';
    api.on(`GET ${THREAD}`, { body: thread({ messages: [message({ createdAt: at })] }) });
    renderDiscussion();

    const article = await screen.findByRole('article', { name: 'Message from kai' });
    expect(within(article).getByRole('link', { name: 'kai' })).toHaveAttribute(
      'href',
      '/user/user-2',
    );
    const time = article.querySelector('time');
    expect(time).toHaveAttribute('dateTime', at);
    expect(time?.getAttribute('title')).toMatch(/2026/);
  });
});
