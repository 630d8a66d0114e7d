import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  MemberStaysResponse,
  MyStayResponse,
  MyStaysResponse,
  StayIdParam,
  StayInput,
  StaysAroundQuery,
  StaysAroundResponse,
  UserIdParam,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import {
  createStay,
  deleteStay,
  listMemberStays,
  listMyStays,
  staysAround,
  updateStay,
} from './stays.service';

const tags = ['stays'];

const changeErrors = {
  400: 'A field is not valid (`details.issues` name the fields); nothing was saved.',
  401: 'Nobody is signed in.',
  404: 'No stay of mine has that id.',
};

const listRoute = createRoute({
  method: 'get',
  path: '/stays',
  tags,
  summary: 'My stays that have not ended, soonest first',
  responses: {
    200: { description: 'My stays.', ...json(MyStaysResponse) },
    ...errors({ 401: 'Nobody is signed in.' }),
  },
});

const createStayRoute = createRoute({
  method: 'post',
  path: '/stays',
  tags,
  summary: 'Add a stay: an area (and a town of it), the days there, a note and who may see it',
  request: { body: { required: true, ...json(StayInput) } },
  responses: {
    201: { description: 'The new stay.', ...json(MyStayResponse) },
    ...errors({
      400: changeErrors[400],
      401: changeErrors[401],
      409: 'I already have as many upcoming stays as Lineup keeps.',
    }),
  },
});

const replaceRoute = createRoute({
  method: 'put',
  path: '/stays/{stayId}',
  tags,
  summary: 'Change one of my stays (the whole stay is sent)',
  request: { params: StayIdParam, body: { required: true, ...json(StayInput) } },
  responses: {
    200: { description: 'The stay after the change.', ...json(MyStayResponse) },
    ...errors(changeErrors),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/stays/{stayId}',
  tags,
  summary: 'Remove one of my stays',
  request: { params: StayIdParam },
  responses: { 204: { description: 'Removed.' }, ...errors(changeErrors) },
});

const aroundRoute = createRoute({
  method: 'get',
  path: '/stays/around',
  tags,
  summary: "While you're in…: my next stay, who is around then, and the plans of those days",
  request: { query: StaysAroundQuery },
  responses: {
    200: {
      description: '`stay` is null when I have no stay (in that area) that has not ended.',
      ...json(StaysAroundResponse),
    },
    ...errors({ 400: 'The area is not valid.', 401: 'Nobody is signed in.' }),
  },
});

const memberRoute = createRoute({
  method: 'get',
  path: '/users/{userId}/stays',
  tags,
  summary: "A member's current and upcoming stays, as far as they let me see them",
  request: { params: UserIdParam },
  responses: {
    200: {
      description:
        'Stays shared with me (none for a visitor, or when either of us blocked the other).',
      ...json(MemberStaysResponse),
    },
    ...errors({ 400: 'The id is not valid.' }),
  },
});

export function stayRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ stays: await listMyStays({ db, userId: user.id }) }, 200);
    })
    .openapi(createStayRoute, async (c) => {
      const user = requireUser(c);
      const stay = await createStay({ db, userId: user.id, input: c.req.valid('json') });
      return c.json({ stay }, 201);
    })
    .openapi(aroundRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      const { area } = c.req.valid('query');
      return c.json(await staysAround({ db, viewer: user, area }), 200);
    })
    .openapi(replaceRoute, async (c) => {
      const user = requireUser(c);
      const stay = await updateStay({
        db,
        userId: user.id,
        stayId: c.req.valid('param').stayId,
        input: c.req.valid('json'),
      });
      return c.json({ stay }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const user = requireUser(c);
      await deleteStay({ db, userId: user.id, stayId: c.req.valid('param').stayId });
      return c.body(null, 204);
    })
    .openapi(memberRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const stays = await listMemberStays({
        db,
        viewerId: c.get('user')?.id ?? null,
        memberId: c.req.valid('param').userId,
      });
      return c.json({ stays }, 200);
    });
}
