import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ErrorResponse, HealthResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { healthCheck } from './health.service';

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Whether the server runs and its database answers',
  responses: {
    200: {
      description: 'The server and its database are up.',
      content: { 'application/json': { schema: HealthResponse } },
    },
    503: {
      description: 'The database does not answer.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export function healthRoutes({ database }: { database: Database }) {
  const check = healthCheck({ database });
  return new OpenAPIHono<AppEnv>().openapi(getHealth, async (c) => {
    const health = await check();
    c.header('Cache-Control', 'no-store');
    return c.json(health, 200);
  });
}
