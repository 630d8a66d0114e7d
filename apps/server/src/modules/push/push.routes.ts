import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  PushPublicKeyResponse,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { AppError } from '../../lib/app-error';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { deletePushSubscription, savePushSubscription } from './push.service';

const tags = ['push'];

const keyRoute = createRoute({
  method: 'get',
  path: '/push/public-key',
  tags,
  summary: "The server's web push key (VAPID), for `pushManager.subscribe`",
  responses: { 200: { description: 'The key, base64url.', ...json(PushPublicKeyResponse) } },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/push/subscriptions',
  tags,
  summary: 'This browser gets push notifications for the signed-in member',
  request: { body: { required: true, ...json(PushSubscriptionRequest) } },
  responses: {
    204: { description: 'Kept.' },
    ...errors({
      400: 'Not a subscription, or its push service is not a known one.',
      401: 'Nobody is signed in.',
    }),
  },
});

const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/push/subscriptions',
  tags,
  summary: 'This browser stops getting push notifications',
  request: { body: { required: true, ...json(PushUnsubscribeRequest) } },
  responses: {
    204: { description: 'Forgotten (or it was not the member’s).' },
    ...errors({ 400: 'No endpoint.', 401: 'Nobody is signed in.' }),
  },
});

export function pushRoutes({ database, publicKey }: { database: Database; publicKey: string }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(keyRoute, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json({ publicKey }, 200);
    })
    .openapi(subscribeRoute, async (c) => {
      const user = requireUser(c);
      const session = c.get('session');
      if (!session) throw new AppError('unauthorized', 401, 'Please sign in to continue.');
      await savePushSubscription({
        db,
        userId: user.id,
        sessionId: session.id,
        subscription: c.req.valid('json'),
      });
      return c.body(null, 204);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const user = requireUser(c);
      await deletePushSubscription({ db, userId: user.id, endpoint: c.req.valid('json').endpoint });
      return c.body(null, 204);
    });
}
