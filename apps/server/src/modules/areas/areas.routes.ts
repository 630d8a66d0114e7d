import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { AreasResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { cachedEventCounts, listActiveAreas } from './areas.service';

const listRoute = createRoute({
  method: 'get',
  path: '/areas',
  tags: ['areas'],
  summary: 'Active areas with their event counts, in display order',
  responses: {
    200: {
      description: 'The active areas.',
      content: { 'application/json': { schema: AreasResponse } },
    },
  },
});

export function areaRoutes({ database }: { database: Database }) {
  const countEvents = cachedEventCounts(database.db);
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => {
    const areas = await listActiveAreas({ db: database.db, logger: c.var.logger, countEvents });
    // The same for everyone; a minute of staleness in the badges is fine.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ areas }, 200);
  });
}
