import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ErrorResponse, PlanListQuery, PlanListResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { viewerOf } from '../events/viewer';
import { listUpcomingPlans } from './plans.service';

const listRoute = createRoute({
  method: 'get',
  path: '/plans',
  tags: ['plans'],
  summary: 'Upcoming casual plans the viewer may see, soonest first',
  request: { query: PlanListQuery },
  responses: {
    200: {
      description: 'Upcoming plans.',
      content: { 'application/json': { schema: PlanListResponse } },
    },
    400: {
      description: 'The limit is not valid.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
    404: {
      description: 'The area does not exist.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export function planRoutes({ database }: { database: Database }) {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => {
    const { area, limit } = c.req.valid('query');
    const plans = await listUpcomingPlans({
      db: database.db,
      area,
      limit,
      viewer: viewerOf(c),
    });
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ plans }, 200);
  });
}
