import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import {
  CreateMessageRequest,
  EditMessageRequest,
  EventIdParam,
  MessageIdParam,
  PlanIdParam,
  ThreadQuery,
  ThreadResponse,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Context } from 'hono';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import {
  editMessage,
  muteThread,
  pinMessage,
  postMessage,
  readThread,
  removeMessage,
  type ThreadChangeListener,
} from './discussions.service';
import type { Thread } from './thread-access';

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
  onChange,
}: {
  database: Database;
  /** Told of each change, for the readers with the thread open. */
  onChange?: ThreadChangeListener;
}) {
  const { db } = database;
  const events = threadRoutes('event');
  const plans = threadRoutes('plan');
  return new OpenAPIHono<AppEnv>()
    .openapi(events.read, async (c) => {
      const viewer = viewerOf(c);
      const { before } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(
        await readThread({ db, thread: threadFrom(c.req.valid('param')), viewer, before }),
        200,
      );
    })
    .openapi(events.post, async (c) => {
      const viewer = viewerOf(c);
      const input = c.req.valid('json');
      return c.json(
        await postMessage({
          db,
          thread: threadFrom(c.req.valid('param')),
          viewer,
          input,
          onChange,
        }),
        201,
      );
    })
    .openapi(events.mute, async (c) =>
      c.json(
        await muteThread({
          db,
          thread: threadFrom(c.req.valid('param')),
          viewer: viewerOf(c),
          muted: true,
        }),
        200,
      ),
    )
    .openapi(events.unmute, async (c) =>
      c.json(
        await muteThread({
          db,
          thread: threadFrom(c.req.valid('param')),
          viewer: viewerOf(c),
          muted: false,
        }),
        200,
      ),
    )
    .openapi(plans.read, async (c) => {
      const viewer = viewerOf(c);
      const { before } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(
        await readThread({ db, thread: threadFrom(c.req.valid('param')), viewer, before }),
        200,
      );
    })
    .openapi(plans.post, async (c) => {
      const viewer = viewerOf(c);
      const input = c.req.valid('json');
      return c.json(
        await postMessage({
          db,
          thread: threadFrom(c.req.valid('param')),
          viewer,
          input,
          onChange,
        }),
        201,
      );
    })
    .openapi(plans.mute, async (c) =>
      c.json(
        await muteThread({
          db,
          thread: threadFrom(c.req.valid('param')),
          viewer: viewerOf(c),
          muted: true,
        }),
        200,
      ),
    )
    .openapi(plans.unmute, async (c) =>
      c.json(
        await muteThread({
          db,
          thread: threadFrom(c.req.valid('param')),
          viewer: viewerOf(c),
          muted: false,
        }),
        200,
      ),
    )
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
