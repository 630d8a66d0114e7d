import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  BlockChangeResponse,
  BlockedUserIdParam,
  BlockMemberRequest,
  BlocksResponse,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { blockMember, listBlocks, unblockMember } from './blocks.service';

const tags = ['blocks'];

const listRoute = createRoute({
  method: 'get',
  path: '/blocks',
  tags,
  summary: 'The members I blocked, most recently blocked first',
  responses: {
    200: { description: 'Each with when I blocked them.', ...json(BlocksResponse) },
    ...errors({ 401: 'Nobody is signed in.' }),
  },
});

const blockRoute = createRoute({
  method: 'post',
  path: '/blocks',
  tags,
  summary:
    'Block a member: we stop being friends, leave each other’s coming plans, and stop seeing each other (docs/product.md §13)',
  request: { body: { required: true, ...json(BlockMemberRequest) } },
  responses: {
    200: { description: 'I had already blocked them.', ...json(BlockChangeResponse) },
    201: { description: 'They are blocked.', ...json(BlockChangeResponse) },
    ...errors({
      400: 'No member id, or my own.',
      401: 'Nobody is signed in.',
      404: 'No member has that id.',
    }),
  },
});

const unblockRoute = createRoute({
  method: 'delete',
  path: '/blocks/{userId}',
  tags,
  summary: 'Lift my block of a member (a friendship it ended stays ended)',
  request: { params: BlockedUserIdParam },
  responses: {
    200: { description: 'They are no longer blocked.', ...json(BlockChangeResponse) },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      404: 'I have not blocked that member.',
    }),
  },
});

export function blockRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listBlocks({ db, viewerId: user.id }), 200);
    })
    .openapi(blockRoute, async (c) => {
      const user = requireUser(c);
      const { userId } = c.req.valid('json');
      const { created, change } = await blockMember({ db, viewerId: user.id, userId });
      return created ? c.json(change, 201) : c.json(change, 200);
    })
    .openapi(unblockRoute, async (c) => {
      const user = requireUser(c);
      const { userId } = c.req.valid('param');
      return c.json(await unblockMember({ db, viewerId: user.id, userId }), 200);
    });
}
