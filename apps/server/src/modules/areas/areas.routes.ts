import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { AreaParam, AreasResponse, AreaTownsResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { errors, json } from '../../lib/openapi';
import { cachedEventCounts, listActiveAreas, listTowns } from './areas.service';

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

const townsRoute = createRoute({
  method: 'get',
  path: '/areas/{area}/towns',
  tags: ['areas'],
  summary: 'The approved towns of an area, by name (a stay may name one)',
  request: { params: AreaParam },
  responses: {
    200: { description: 'The towns.', ...json(AreaTownsResponse) },
    ...errors({ 404: 'No area has that slug.' }),
  },
});

export function areaRoutes({ database }: { database: Database }) {
  const countEvents = cachedEventCounts(database.db);
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const areas = await listActiveAreas({ db: database.db, logger: c.var.logger, countEvents });
      // The same for everyone; a minute of staleness in the badges is fine.
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ areas }, 200);
    })
    .openapi(townsRoute, async (c) => {
      const towns = await listTowns({ db: database.db, area: c.req.valid('param').area });
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ towns }, 200);
    });
}
