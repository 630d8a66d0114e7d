import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  EventHostParam,
  EventHostsResponse,
  EventIdParam,
  InviteCohostRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { acceptCohostInvitation, inviteCohost, listHosts, removeCohost } from './hosts.service';

const tags = ['hosts'];

const listRoute = createRoute({
  method: 'get',
  path: '/events/{id}/hosts',
  tags,
  summary: 'Who hosts the event, and what I may do with it (docs/product.md §14 "Co-hosts")',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'Its hosts; open invitations for its hosts.', ...json(EventHostsResponse) },
    ...errors({ 400: 'The id is not valid.', 404: 'No such event (drafts of others included).' }),
  },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/events/{id}/hosts',
  tags,
  summary: 'Invite a member to co-host the event (its owner only)',
  request: { params: EventIdParam, body: { required: true, ...json(InviteCohostRequest) } },
  responses: {
    201: { description: 'They are invited and told.', ...json(EventHostsResponse) },
    ...errors({
      400: 'No such member, or the username is not valid.',
      401: 'Nobody is signed in.',
      403: 'Only the event’s owner changes who hosts it.',
      404: 'No such event.',
      409: 'They already host it or are invited, cannot be invited, or it has the most co-hosts.',
      429: 'Too many invitations; try again later.',
    }),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/events/{id}/hosts/{userId}',
  tags,
  summary:
    'The owner removes a co-host or takes back an invitation; a co-host steps down or declines with their own id',
  request: { params: EventHostParam },
  responses: {
    200: { description: 'They no longer host it.', ...json(EventHostsResponse) },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      403: 'Only the event’s owner removes others.',
      404: 'No such event, or they do not co-host it.',
    }),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/events/{id}/hosts/invitation',
  tags,
  summary: 'Accept my invitation to co-host the event',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'I host it now.', ...json(EventHostsResponse) },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      404: 'No invitation to this event waits for me.',
    }),
  },
});

export function hostRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const { id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await listHosts({ db, eventId: id, viewerId: c.get('user')?.id ?? null }), 200);
    })
    .openapi(inviteRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const { username } = c.req.valid('json');
      return c.json(await inviteCohost({ db, eventId: id, viewerId: user.id, username }), 201);
    })
    .openapi(removeRoute, async (c) => {
      const user = requireUser(c);
      const { id, userId } = c.req.valid('param');
      return c.json(await removeCohost({ db, eventId: id, viewerId: user.id, userId }), 200);
    })
    .openapi(acceptRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await acceptCohostInvitation({ db, eventId: id, viewerId: user.id }), 200);
    });
}
