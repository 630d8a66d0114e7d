import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AreaParam,
  EventIdParam,
  PlanIdParam,
  SeaConditionsResponse,
  SeaMorningsResponse,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import type { AppEnv } from '../../types';
import { viewerOf } from '../events';
import { seaConditionsOfEvent, seaConditionsOfPlan, seaMorningsOfArea } from './sea.service';

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

const planConditionsRoute = createRoute({
  method: 'get',
  path: '/plans/{planId}/sea',
  tags: ['sea'],
  summary: "The sea at a casual plan's start hour: waves, swell, wind, sea temperature and tide",
  request: { params: PlanIdParam },
  responses: {
    200: { description: 'The forecast, or none for this plan.', ...json(SeaConditionsResponse) },
    202: {
      description: 'Not in yet: the forecast is being fetched; ask again in a few seconds.',
      ...json(SeaConditionsResponse),
    },
    ...errors({ 404: 'No such plan, or one the reader may not see.' }),
  },
});

/**
 * A forecast still being fetched is 202 and kept by nobody; one that is in moves by the hour,
 * so a few minutes' staleness is fine. A friends-only plan's answer is its readers' own.
 */
function send<Answer extends SeaConditionsResponse | SeaMorningsResponse>(
  c: Context<AppEnv>,
  answer: Answer,
  shared: boolean,
) {
  if (answer.pending) {
    c.header('Cache-Control', 'no-store');
    return c.json(answer, 202);
  }
  c.header('Cache-Control', shared ? 'public, max-age=300' : 'private, max-age=300');
  return c.json(answer, 200);
}

export function seaRoutes({ database }: { database: Database }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(conditionsRoute, async (c) => {
      const answer = await seaConditionsOfEvent({
        db: database.db,
        eventId: c.req.valid('param').id,
        viewerId: viewerOf(c)?.id ?? null,
      });
      return send(c, answer, true);
    })
    .openapi(planConditionsRoute, async (c) => {
      const planId = c.req.valid('param').planId;
      const viewer = viewerOf(c);
      const answer = await seaConditionsOfPlan({ db: database.db, planId, viewer });
      // Only an anonymous reader's answer is everyone's: a member may see a friends-only plan.
      return send(c, answer, viewer === null);
    })
    .openapi(morningsRoute, async (c) => {
      const answer = await seaMorningsOfArea({ db: database.db, area: c.req.valid('param').area });
      // The same for everyone: no viewer is named.
      return send(c, answer, true);
    });
}
