import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  ErrorResponse,
  EventIdParam,
  RsvpChoice,
  RsvpResponse,
  SeriesIdParam,
  SeriesRsvpRequest,
  SeriesRsvpResponse,
  SetRsvpRequest,
  WaitlistResponse,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { errors, json } from '../../lib/openapi';
import { getEventById, viewerOf } from '../events';
import { answerEveryPlanSession } from '../plans';
import { answerEverySession } from './answer-every-session';
import { listWaitlist, setRsvp } from './rsvps.service';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorResponse } },
});

const rsvpRoute = createRoute({
  method: 'put',
  path: '/events/{id}/rsvp',
  tags: ['rsvps'],
  summary:
    "Set the signed-in member's answer: going, interested, waitlisted (a full event) or none (removes it)",
  request: {
    params: EventIdParam,
    body: { required: true, content: { 'application/json': { schema: SetRsvpRequest } } },
  },
  responses: {
    200: {
      description: 'The answer saved and the counts right after it.',
      content: { 'application/json': { schema: RsvpResponse } },
    },
    400: error('The id or the status is not valid.'),
    401: error('Nobody is signed in.'),
    404: error('No such event (drafts of others included).'),
    409: error(
      'Refused: `details.reason` is event_full (going only), event_cancelled, event_ended or event_draft.',
    ),
  },
});

const waitlistRoute = createRoute({
  method: 'get',
  path: '/events/{id}/waitlist',
  tags: ['rsvps'],
  summary: "Who waits for a spot of the event, first in line first (the organiser's view)",
  request: { params: EventIdParam },
  responses: {
    200: {
      description: 'The waitlist in order.',
      content: { 'application/json': { schema: WaitlistResponse } },
    },
    401: error('Nobody is signed in.'),
    403: error('Only the organiser and admins see the waitlist.'),
    404: error('No such event (drafts of others included).'),
  },
});

const seriesRsvpRoute = createRoute({
  method: 'put',
  path: '/series/{id}/rsvp',
  tags: ['rsvps'],
  summary:
    'Going to every session of a recurring event or plan still to come (full ones: the waitlist), or none',
  request: { params: SeriesIdParam, body: { required: true, ...json(SeriesRsvpRequest) } },
  responses: {
    200: {
      description: 'How many sessions the member now goes to or waits for.',
      ...json(SeriesRsvpResponse),
    },
    ...errors({
      400: 'The id or the status is not valid.',
      401: 'Nobody is signed in.',
      404: 'No such series (or only drafts).',
    }),
  },
});

export function rsvpRoutes({ database }: { database: Database }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(waitlistRoute, async (c) => {
      const user = requireUser(c);
      const result = await listWaitlist({
        db: database.db,
        user,
        eventId: c.req.valid('param').id,
      });
      return c.json(result, 200);
    })
    .openapi(rsvpRoute, async (c) => {
      const user = requireUser(c);
      const result = await setRsvp({
        db: database.db,
        user,
        eventId: c.req.valid('param').id,
        ...c.req.valid('json'),
      });
      return c.json(result, 200);
    })
    .openapi(seriesRsvpRoute, async (c) => {
      const user = requireUser(c);
      const answer = {
        db: database.db,
        user,
        seriesId: c.req.valid('param').id,
        status: c.req.valid('json').status,
      };
      // A series is of events or of casual plans.
      const result = (await answerEveryPlanSession(answer)) ?? (await answerEverySession(answer));
      return c.json(result, 200);
    })
    .post('/events/:id/rsvp-form', async (c) => {
      // Going or Interested pressed before the page's scripts ran (docs/decisions/0035): a
      // member's answer is saved and they come back to the event; a visitor is sent to log in
      // and back. A form post, so the answer is whatever was pressed, not a toggle.
      const id = c.req.param('id');
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const status = RsvpChoice.exclude(['none']).safeParse(body.status);
      const user = c.get('user');
      let path: string;
      try {
        path = (await getEventById({ db: database.db, id, viewer: viewerOf(c) })).path;
      } catch {
        return c.redirect('/events', 303);
      }
      if (!user) return c.redirect(`/auth?redirectTo=${encodeURIComponent(path)}`, 303);
      if (status.success) {
        // A refusal (a full event, one that needs answers first) leaves the page to say why.
        await setRsvp({ db: database.db, user, eventId: id, status: status.data }).catch(
          (error: unknown) => {
            if (!(error instanceof AppError)) throw error;
          },
        );
      }
      return c.redirect(path, 303);
    });
}
