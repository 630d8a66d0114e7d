import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  CheckInRequest,
  CheckInResponse,
  DecideRequest,
  EventDashboard,
  EventIdParam,
  GuestParam,
  GuestSettings,
  GuestsResponse,
  RATE_LIMIT_MESSAGE,
  RecordViewRequest,
  TicketResponse,
  UpdateGuestSettingsRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { AppError } from '../../lib/app-error';
import { errors, json } from '../../lib/openapi';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request-info';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { checkIn, getTicket } from './check-in';
import { eventDashboard, recordView, viewSource } from './dashboard';
import { decideRequest, guestsCsv, listGuests } from './guests.service';
import { getGuestSettings, updateGuestSettings } from './questions';

const tags = ['guests'];
const eventErrors = {
  400: 'The id is not valid.',
  401: 'Nobody is signed in.',
  404: 'No such event (drafts of others included).',
};

const settingsRoute = createRoute({
  method: 'get',
  path: '/events/{id}/guest-settings',
  tags,
  summary: 'Whether going needs approval, and the questions asked at RSVP',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'Approval and questions.', ...json(GuestSettings) },
    ...errors({ 400: eventErrors[400], 404: eventErrors[404] }),
  },
});

const updateSettingsRoute = createRoute({
  method: 'put',
  path: '/events/{id}/guest-settings',
  tags,
  summary: 'Set approval and up to five questions (its hosts)',
  request: { params: EventIdParam, body: { required: true, ...json(UpdateGuestSettingsRequest) } },
  responses: {
    200: { description: 'As saved.', ...json(GuestSettings) },
    ...errors({ ...eventErrors, 403: 'I do not host the event.' }),
  },
});

const guestsRoute = createRoute({
  method: 'get',
  path: '/events/{id}/guests',
  tags,
  summary: 'Every guest with their state, answers and arrival (hosts; check-in: no answers)',
  request: { params: EventIdParam },
  responses: {
    200: {
      description: 'Requests first, then going, waitlist, interested.',
      ...json(GuestsResponse),
    },
    ...errors({ ...eventErrors, 403: 'I neither host the event nor check guests in.' }),
  },
});

const csvRoute = createRoute({
  method: 'get',
  path: '/events/{id}/guests.csv',
  tags,
  summary: 'The guest list with the answers as CSV (its hosts)',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'One row per guest.', content: { 'text/csv': { schema: z.string() } } },
    ...errors({ ...eventErrors, 403: 'I do not host the event.' }),
  },
});

const decideRoute = createRoute({
  method: 'post',
  path: '/events/{id}/requests/{userId}',
  tags,
  summary: 'Accept or decline a request to go (its hosts); the member is told',
  request: { params: GuestParam, body: { required: true, ...json(DecideRequest) } },
  responses: {
    200: { description: 'The guest list after it.', ...json(GuestsResponse) },
    ...errors({ ...eventErrors, 403: 'I do not host the event.', 404: 'No such request waits.' }),
  },
});

const ticketRoute = createRoute({
  method: 'get',
  path: '/events/{id}/ticket',
  tags,
  summary: 'My ticket to the event while I am going: the code its QR code holds',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'The ticket.', ...json(TicketResponse) },
    ...errors({ ...eventErrors, 403: 'I am not going.' }),
  },
});

const viewRoute = createRoute({
  method: 'post',
  path: '/views/events/{id}',
  tags,
  summary: 'Count an opening of the event’s page, with the link’s ref or the referring site',
  request: { params: EventIdParam, body: { required: true, ...json(RecordViewRequest) } },
  responses: {
    204: { description: 'Counted.' },
    ...errors({ 400: eventErrors[400], 404: eventErrors[404], 429: 'Too many views reported.' }),
  },
});

const dashboardRoute = createRoute({
  method: 'get',
  path: '/events/{id}/dashboard',
  tags,
  summary: 'Views by day and source, answers over time, answers and arrivals (its hosts)',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'The figures.', ...json(EventDashboard) },
    ...errors({ ...eventErrors, 403: 'I do not host the event.' }),
  },
});

const checkInRoute = createRoute({
  method: 'post',
  path: '/events/{id}/check-ins',
  tags,
  summary: 'Mark a going guest arrived, by their ticket’s code or from the list (once)',
  request: { params: EventIdParam, body: { required: true, ...json(CheckInRequest) } },
  responses: {
    200: { description: 'Who arrived, and the counts.', ...json(CheckInResponse) },
    ...errors({
      ...eventErrors,
      400: 'The code is not a ticket for this event.',
      403: 'I neither host the event nor check guests in.',
      404: 'That guest is not going.',
    }),
  },
});

/** Page views one visitor may report, so a script cannot inflate a host's figures cheaply. */
export const VIEW_LIMIT: RateLimitRule = { window: 60 * 60, max: 120 };

export function guestRoutes(options: {
  database: Database;
  ticketKey: Buffer;
  ownHost: string;
  rateLimitStore: RateLimitStore;
  /** Proxies in front whose `X-Forwarded-For` is trusted (see env). */
  trustProxy: number;
}) {
  const { database, ticketKey, ownHost, rateLimitStore, trustProxy } = options;
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(viewRoute, async (c) => {
      const { id } = c.req.valid('param');
      const userId = c.get('user')?.id;
      const address = clientAddress(c, trustProxy);
      const visitor = userId ? `user:${userId}` : address ? `ip:${address}` : null;
      if (visitor) {
        const limit = await rateLimitStore.consume(`view:${visitor}`, VIEW_LIMIT);
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfter ?? VIEW_LIMIT.window));
          throw new AppError('rate_limited', 429, RATE_LIMIT_MESSAGE);
        }
      }
      await recordView({ db, eventId: id, source: viewSource(c.req.valid('json'), ownHost) });
      return c.body(null, 204);
    })
    .openapi(dashboardRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await eventDashboard({ db, eventId: id, viewerId: user.id }), 200);
    })
    .openapi(settingsRoute, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        await getGuestSettings({ db, eventId: id, viewerId: c.get('user')?.id ?? null }),
        200,
      );
    })
    .openapi(updateSettingsRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await updateGuestSettings({ db, eventId: id, viewerId: user.id, input }), 200);
    })
    .openapi(guestsRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await listGuests({ db, eventId: id, viewerId: user.id }), 200);
    })
    .openapi(csvRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const { csv } = await guestsCsv({ db, eventId: id, viewerId: user.id });
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="guests-${id}.csv"`);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    })
    .openapi(decideRoute, async (c) => {
      const user = requireUser(c);
      const { id, userId } = c.req.valid('param');
      const { decision } = c.req.valid('json');
      return c.json(
        await decideRequest({ db, eventId: id, viewerId: user.id, userId, decision }),
        200,
      );
    })
    .openapi(ticketRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await getTicket({ db, key: ticketKey, eventId: id, viewerId: user.id }), 200);
    })
    .openapi(checkInRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await checkIn({ db, key: ticketKey, eventId: id, viewerId: user.id, input }),
        200,
      );
    });
}
