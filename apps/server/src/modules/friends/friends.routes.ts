import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  FriendSearchQuery,
  FriendSearchResponse,
  FriendsResponse,
  FriendshipChangeResponse,
  FriendshipIdParam,
  SendFriendRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  listFriends,
  searchMembers,
  sendFriendRequest,
  unfriend,
} from './friends.service';

const tags = ['friends'];

const listRoute = createRoute({
  method: 'get',
  path: '/friends',
  tags,
  summary: 'My friends, and the friend requests I received and sent',
  responses: {
    200: { description: 'Friends by username; requests newest first.', ...json(FriendsResponse) },
    ...errors({ 401: 'Nobody is signed in.' }),
  },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/friends/search',
  tags,
  summary: 'Members whose username contains `q` (case-insensitive), with how I relate to each',
  request: { query: FriendSearchQuery },
  responses: {
    200: { description: 'At most 20 members, never me.', ...json(FriendSearchResponse) },
    ...errors({ 400: 'The term is shorter than 2 characters.', 401: 'Nobody is signed in.' }),
  },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/friends/requests',
  tags,
  summary: 'Send a friend request; when that member already asked me, this accepts theirs',
  request: { body: { required: true, ...json(SendFriendRequest) } },
  responses: {
    200: { description: 'Their request to me was accepted.', ...json(FriendshipChangeResponse) },
    201: { description: 'The request was sent.', ...json(FriendshipChangeResponse) },
    ...errors({
      400: 'No member id, or my own.',
      401: 'Nobody is signed in.',
      404: 'No member has that id.',
      409: 'I already sent them a request, or we are already friends.',
    }),
  },
});

const idRequest = { params: FriendshipIdParam };

const acceptRoute = createRoute({
  method: 'post',
  path: '/friends/requests/{id}/accept',
  tags,
  summary: 'Accept a friend request I received',
  request: idRequest,
  responses: {
    200: { description: 'We are friends now.', ...json(FriendshipChangeResponse) },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      403: 'I sent this request; only the other member can accept it.',
      404: 'No such request between me and anyone.',
      409: 'It was already accepted.',
    }),
  },
});

const declineRoute = createRoute({
  method: 'post',
  path: '/friends/requests/{id}/decline',
  tags,
  summary: 'Decline a friend request I received (the request is deleted)',
  request: idRequest,
  responses: {
    200: { description: 'The request is gone.', ...json(FriendshipChangeResponse) },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      403: 'I sent this request; I can cancel it instead.',
      404: 'No such request between me and anyone.',
      409: 'It was already accepted.',
    }),
  },
});

const cancelRoute = createRoute({
  method: 'delete',
  path: '/friends/requests/{id}',
  tags,
  summary: 'Cancel a friend request I sent',
  request: idRequest,
  responses: {
    200: { description: 'The request is gone.', ...json(FriendshipChangeResponse) },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      403: 'I received this request; I can decline it instead.',
      404: 'No such request between me and anyone.',
      409: 'It was already accepted.',
    }),
  },
});

const unfriendRoute = createRoute({
  method: 'delete',
  path: '/friends/{id}',
  tags,
  summary: 'End a friendship (either friend may)',
  request: idRequest,
  responses: {
    200: { description: 'We are no longer friends.', ...json(FriendshipChangeResponse) },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      404: 'No such friendship of mine.',
      409: 'It is still a pending request.',
    }),
  },
});

export function friendRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listFriends({ db, viewerId: user.id }), 200);
    })
    .openapi(searchRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      const { q } = c.req.valid('query');
      return c.json(await searchMembers({ db, viewerId: user.id, term: q }), 200);
    })
    .openapi(sendRoute, async (c) => {
      const user = requireUser(c);
      const { userId } = c.req.valid('json');
      const { created, change } = await sendFriendRequest({ db, viewerId: user.id, userId });
      return created ? c.json(change, 201) : c.json(change, 200);
    })
    .openapi(acceptRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await acceptFriendRequest({ db, viewerId: user.id, id }), 200);
    })
    .openapi(declineRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await declineFriendRequest({ db, viewerId: user.id, id }), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await cancelFriendRequest({ db, viewerId: user.id, id }), 200);
    })
    .openapi(unfriendRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await unfriend({ db, viewerId: user.id, id }), 200);
    });
}
