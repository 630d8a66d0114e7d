import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  AreaParam,
  EventIdParam,
  SeaConditionsResponse,
  SeaMorningsResponse,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import type { AppEnv } from '../../types';
import { viewerOf } from '../events';
import { seaConditionsOfEvent, seaMorningsOfArea } from './sea.service';

const conditionsRoute = createRoute({
  method: 'get',
  path: '/events/{id}/sea',
  tags: ['sea'],
  summary: "The sea at the event's start hour: waves, swell, wind, sea temperature and tide",
  request: { params: EventIdParam },
  responses: {
    200: { description: 'The forecast, or none for this event.', ...json(SeaConditionsResponse) },
    202: {
      description: 'Not in yet: the forecast is being fetched; ask again in a few seconds.',
      ...json(SeaConditionsResponse),
    },
    ...errors({ 404: 'No such event, or one the reader may not see.' }),
  },
});

const morningsRoute = createRoute({
  method: 'get',
  path: '/areas/{area}/sea-mornings',
  tags: ['sea'],
  summary: "The next week's mornings at the area's spot, and which are clean for surfing",
  request: { params: AreaParam },
  responses: {
    200: { description: 'The mornings whose forecast is in.', ...json(SeaMorningsResponse) },
    202: {
      description: 'Not in yet: the forecast is being fetched; ask again in a few seconds.',
      ...json(SeaMorningsResponse),
    },
    ...errors({ 404: 'No area has that slug.' }),
  },
});

export function seaRoutes({ database }: { database: Database }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(conditionsRoute, async (c) => {
      const answer = await seaConditionsOfEvent({
        db: database.db,
        eventId: c.req.valid('param').id,
        viewerId: viewerOf(c)?.id ?? null,
      });
      if (answer.pending) {
        c.header('Cache-Control', 'no-store');
        return c.json(answer, 202);
      }
      // The forecast moves by the hour: a few minutes' staleness is fine, for everyone.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(answer, 200);
    })
    .openapi(morningsRoute, async (c) => {
      const answer = await seaMorningsOfArea({ db: database.db, area: c.req.valid('param').area });
      if (answer.pending) {
        c.header('Cache-Control', 'no-store');
        return c.json(answer, 202);
      }
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(answer, 200);
    });
}
