import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import {
  CreateMessageRequest,
  EditMessageRequest,
  EventIdParam,
  MessageIdParam,
  PlanIdParam,
  ThreadChange,
  ThreadQuery,
  ThreadResponse,
  discussionMessages,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AppError } from '../../lib/app-error';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { blockedEitherWay } from '../blocking';
import {
  editMessage,
  muteThread,
  pinMessage,
  postMessage,
  readThread,
  removeMessage,
} from './discussions.service';
import { threadAccess, threadKey, type Thread } from './thread-access';
import type { ThreadChanges } from './thread-changes';

/** Live pages one member may keep open in one server process. */
const STREAMS_PER_MEMBER = 10;
/** A comment this often keeps proxies from closing a quiet stream. */
const PING_MS = 25_000;

const tags = ['discussions'];
const threadErrors = {
  400: 'An id or the cursor is not valid.',
  401: 'Nobody is signed in.',
  404: 'No such event or plan, or not one I may see.',
};
const answer = {
  description: 'The thread’s first page, as I now see it.',
  ...json(ThreadResponse),
};

/** The routes of one kind of thread: `/events/{id}/messages` or `/plans/{planId}/messages`. */
function threadRoutes(kind: Thread['kind']) {
  const base = kind === 'event' ? '/events/{id}/messages' : '/plans/{planId}/messages';
  const params = kind === 'event' ? EventIdParam : PlanIdParam;
  const of = kind === 'event' ? 'an event' : 'a casual plan';
  return {
    read: createRoute({
      method: 'get',
      path: base,
      tags,
      summary: `The discussion of ${of}: newest messages first, with their replies`,
      request: { params, query: ThreadQuery },
      responses: { 200: answer, ...errors(threadErrors) },
    }),
    post: createRoute({
      method: 'post',
      path: base,
      tags,
      summary: `Say something in the discussion of ${of}, or answer a message`,
      request: { params, body: { required: true, ...json(CreateMessageRequest) } },
      responses: {
        201: answer,
        ...errors({
          ...threadErrors,
          400: 'The message or the message it answers is not valid.',
          429: 'I posted the most messages an hour allows.',
        }),
      },
    }),
    mute: createRoute({
      method: 'put',
      path: `${base}/mute`,
      tags,
      summary: `Stop hearing of new messages in the discussion of ${of}`,
      request: { params },
      responses: { 200: answer, ...errors(threadErrors) },
    }),
    live: createRoute({
      method: 'get',
      path: `${base}/live`,
      tags,
      summary: `What changes in the discussion of ${of}, as it happens (server-sent events)`,
      description:
        'An event stream: `change` events carry a `ThreadChange` (the message and what happened to it), after which the reader reads the thread again; `ping` comments keep the connection open.',
      request: { params },
      responses: {
        200: {
          description: 'The stream, open until I close it.',
          content: { 'text/event-stream': { schema: ThreadChange } },
        },
        ...errors({ ...threadErrors, 429: 'I have the most live pages open a member may.' }),
      },
    }),
    unmute: createRoute({
      method: 'delete',
      path: `${base}/mute`,
      tags,
      summary: `Hear of new messages in the discussion of ${of} again`,
      request: { params },
      responses: { 200: answer, ...errors(threadErrors) },
    }),
  } satisfies Record<string, RouteConfig>;
}

const messageErrors = {
  400: 'The id is not valid.',
  401: 'Nobody is signed in.',
  404: 'No such message, or not one I may see.',
};

const editRoute = createRoute({
  method: 'patch',
  path: '/messages/{messageId}',
  tags,
  summary: 'Change what my message says',
  request: { params: MessageIdParam, body: { required: true, ...json(EditMessageRequest) } },
  responses: {
    200: answer,
    ...errors({ ...messageErrors, 400: 'The message is not valid.', 403: 'It is not mine.' }),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/messages/{messageId}',
  tags,
  summary: 'Remove my message, or (a host of the thread) anyone’s',
  request: { params: MessageIdParam },
  responses: {
    200: answer,
    ...errors({ ...messageErrors, 403: 'It is not mine and I do not host the thread.' }),
  },
});

const pinRoute = createRoute({
  method: 'put',
  path: '/messages/{messageId}/pin',
  tags,
  summary: 'Pin a top-level message above the discussion (its hosts)',
  request: { params: MessageIdParam },
  responses: {
    200: answer,
    ...errors({ ...messageErrors, 403: 'I do not host the thread.', 409: 'It is a reply.' }),
  },
});

const unpinRoute = createRoute({
  method: 'delete',
  path: '/messages/{messageId}/pin',
  tags,
  summary: 'Unpin a message (its hosts)',
  request: { params: MessageIdParam },
  responses: {
    200: answer,
    ...errors({ ...messageErrors, 403: 'I do not host the thread.', 409: 'It is a reply.' }),
  },
});

/** The thread a route's path names: an event's (`id`) or a plan's (`planId`). */
const threadFrom = (param: { id: string } | { planId: string }): Thread =>
  'planId' in param ? { kind: 'plan', id: param.planId } : { kind: 'event', id: param.id };

const viewerOf = (c: Context<AppEnv>) => {
  const user = requireUser(c);
  return { id: user.id, role: user.role };
};

export function discussionRoutes({
  database,
  changes,
}: {
  database: Database;
  /** Where changes go, and where the live pages hear them. */
  changes: ThreadChanges;
}) {
  const { db } = database;
  const onChange = changes.publish;
  const streams = new Map<string, number>();

  /** The thread's changes as server-sent events, once the member may read it. */
  async function live(c: Context<AppEnv>, thread: Thread) {
    const viewer = viewerOf(c);
    await threadAccess(db, thread, viewer);
    const open = streams.get(viewer.id) ?? 0;
    if (open >= STREAMS_PER_MEMBER) {
      throw new AppError('rate_limited', 429, discussionMessages.tooManyStreams);
    }
    streams.set(viewer.id, open + 1);
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const stop = changes.listen(threadKey(thread), (change) => {
        void (async () => {
          // Members blocked either way never see each other's messages, nor hear of them.
          const author = change.message?.author.id;
          if (author && (await blockedEitherWay(db, viewer.id, author))) return;
          await stream.writeSSE({ event: 'change', data: JSON.stringify(change) });
        })().catch(() => {});
      });
      let end = () => {};
      const closed = new Promise<void>((resolve) => {
        end = resolve;
        stream.onAbort(resolve);
      });
      const release = changes.holdOpen(end);
      try {
        let ended = false;
        void closed.then(() => (ended = true));
        while (!ended && !stream.aborted && !stream.closed) {
          await stream.write(': ping\n\n');
          await Promise.race([closed, stream.sleep(PING_MS)]);
        }
      } finally {
        stop();
        release();
        const left = (streams.get(viewer.id) ?? 1) - 1;
        if (left > 0) streams.set(viewer.id, left);
        else streams.delete(viewer.id);
      }
    });
  }

  const router = new OpenAPIHono<AppEnv>();
  // An event's thread and a plan's answer alike; only their paths differ.
  for (const routes of [threadRoutes('event'), threadRoutes('plan')]) {
    router
      .openapi(routes.read, async (c) => {
        const { before } = c.req.valid('query');
        const thread = threadFrom(c.req.valid('param'));
        c.header('Cache-Control', 'no-store');
        return c.json(await readThread({ db, thread, viewer: viewerOf(c), before }), 200);
      })
      .openapi(routes.post, async (c) => {
        const input = c.req.valid('json');
        const thread = threadFrom(c.req.valid('param'));
        return c.json(await postMessage({ db, thread, viewer: viewerOf(c), input, onChange }), 201);
      })
      .openapi(routes.live, (c) => live(c, threadFrom(c.req.valid('param'))))
      .openapi(routes.mute, async (c) => {
        const thread = threadFrom(c.req.valid('param'));
        return c.json(await muteThread({ db, thread, viewer: viewerOf(c), muted: true }), 200);
      })
      .openapi(routes.unmute, async (c) => {
        const thread = threadFrom(c.req.valid('param'));
        return c.json(await muteThread({ db, thread, viewer: viewerOf(c), muted: false }), 200);
      });
  }
  return router
    .openapi(editRoute, async (c) => {
      const { messageId } = c.req.valid('param');
      const { body } = c.req.valid('json');
      return c.json(await editMessage({ db, messageId, viewer: viewerOf(c), body, onChange }), 200);
    })
    .openapi(removeRoute, async (c) => {
      const { messageId } = c.req.valid('param');
      return c.json(await removeMessage({ db, messageId, viewer: viewerOf(c), onChange }), 200);
    })
    .openapi(pinRoute, async (c) => {
      const { messageId } = c.req.valid('param');
      return c.json(
        await pinMessage({ db, messageId, viewer: viewerOf(c), pinned: true, onChange }),
        200,
      );
    })
    .openapi(unpinRoute, async (c) => {
      const { messageId } = c.req.valid('param');
      return c.json(
        await pinMessage({ db, messageId, viewer: viewerOf(c), pinned: false, onChange }),
        200,
      );
    });
}
