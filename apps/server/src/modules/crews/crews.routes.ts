import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ChangeCrewRoleRequest,
  CreateCrewRequest,
  CrewHandleParam,
  CrewMemberParam,
  CrewMembersResponse,
  CrewResponse,
  CrewRole,
  EventListResponse,
  FollowResponse,
  InviteCrewMemberRequest,
  MyCrewsResponse,
  UpdateCrewRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Logger } from 'pino';
import { errors, json } from '../../lib/openapi';
import type { Storage } from '../../lib/storage';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import {
  acceptCrewInvitation,
  changeCrewRole,
  inviteCrewMember,
  listCrewMembers,
  removeCrewMember,
} from './crew-members.service';
import {
  createCrew,
  followCrew,
  followedCrewsEvents,
  getCrewPage,
  myCrews,
  unfollowCrew,
  updateCrew,
} from './crews.service';

const tags = ['crews'];
const handleErrors = { 400: 'The address is not valid.', 404: 'There is no crew at this address.' };

const createRouteDef = createRoute({
  method: 'post',
  path: '/crews',
  tags,
  summary: 'Make a crew; I am its owner (docs/product.md §14 "Crews")',
  request: { body: { required: true, ...json(CreateCrewRequest) } },
  responses: {
    201: { description: 'The crew’s page.', ...json(CrewResponse) },
    ...errors({
      400: 'A field is not valid, or the address is taken.',
      401: 'Nobody is signed in.',
      409: 'I own the most crews a member may.',
    }),
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/crews/mine',
  tags,
  summary: 'The crews I run, follow and am invited to',
  responses: {
    200: { description: 'Each by name.', ...json(MyCrewsResponse) },
    ...errors({ 401: 'Nobody is signed in.' }),
  },
});

const followingEventsRoute = createRoute({
  method: 'get',
  path: '/crews/following/events',
  tags,
  summary: 'From crews you follow: their coming events, soonest first',
  responses: {
    200: { description: 'At most 12.', ...json(EventListResponse) },
    ...errors({ 401: 'Nobody is signed in.' }),
  },
});

const pageRoute = createRoute({
  method: 'get',
  path: '/crews/{handle}',
  tags,
  summary: 'A crew’s page: who runs it, its upcoming and past events, its plans',
  request: { params: CrewHandleParam },
  responses: {
    200: { description: 'The page as I see it.', ...json(CrewResponse) },
    ...errors(handleErrors),
  },
});

const updateRouteDef = createRoute({
  method: 'patch',
  path: '/crews/{handle}',
  tags,
  summary: 'Change the crew’s name, description, area, links or image (its owners)',
  request: { params: CrewHandleParam, body: { required: true, ...json(UpdateCrewRequest) } },
  responses: {
    200: { description: 'The crew’s page.', ...json(CrewResponse) },
    ...errors({ ...handleErrors, 401: 'Nobody is signed in.', 403: 'I do not own the crew.' }),
  },
});

const followRoute = createRoute({
  method: 'put',
  path: '/crews/{handle}/follow',
  tags,
  summary: 'Follow the crew, to hear of its new events',
  request: { params: CrewHandleParam },
  responses: {
    200: { description: 'I follow it.', ...json(FollowResponse) },
    ...errors({ ...handleErrors, 401: 'Nobody is signed in.', 409: 'I cannot follow it.' }),
  },
});

const unfollowRoute = createRoute({
  method: 'delete',
  path: '/crews/{handle}/follow',
  tags,
  summary: 'Stop following the crew',
  request: { params: CrewHandleParam },
  responses: {
    200: { description: 'I no longer follow it.', ...json(FollowResponse) },
    ...errors({ ...handleErrors, 401: 'Nobody is signed in.' }),
  },
});

const membersRoute = createRoute({
  method: 'get',
  path: '/crews/{handle}/members',
  tags,
  summary: 'Everyone in the crew and invited to it, by role (its owners)',
  request: { params: CrewHandleParam },
  responses: {
    200: { description: 'Owners, hosts, check-in.', ...json(CrewMembersResponse) },
    ...errors({ ...handleErrors, 401: 'Nobody is signed in.', 403: 'I do not own the crew.' }),
  },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/crews/{handle}/members',
  tags,
  summary: 'Invite a member into the crew with a role (its owners); they accept from the notice',
  request: { params: CrewHandleParam, body: { required: true, ...json(InviteCrewMemberRequest) } },
  responses: {
    201: { description: 'They are invited and told.', ...json(CrewMembersResponse) },
    ...errors({
      ...handleErrors,
      400: 'No such member, or a field is not valid.',
      401: 'Nobody is signed in.',
      403: 'I do not own the crew.',
      409: 'They are in it or invited already, cannot be invited, or it is full.',
      429: 'Too many invitations; try again later.',
    }),
  },
});

const roleRoute = createRoute({
  method: 'patch',
  path: '/crews/{handle}/members/{userId}',
  tags,
  summary: 'Change a member’s role (its owners; a crew keeps an owner)',
  request: { params: CrewMemberParam, body: { required: true, ...json(ChangeCrewRoleRequest) } },
  responses: {
    200: { description: 'Everyone in the crew.', ...json(CrewMembersResponse) },
    ...errors({
      ...handleErrors,
      401: 'Nobody is signed in.',
      403: 'I do not own the crew.',
      404: 'They are not in the crew.',
      409: 'It would leave the crew without an owner.',
    }),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/crews/{handle}/members/{userId}',
  tags,
  summary:
    'An owner removes a member or takes back an invitation; a member steps down or declines with their own id',
  request: { params: CrewMemberParam },
  responses: {
    200: {
      description: 'Everyone left (empty for who stepped down).',
      ...json(CrewMembersResponse),
    },
    ...errors({
      ...handleErrors,
      401: 'Nobody is signed in.',
      403: 'I do not own the crew.',
      404: 'They are not in the crew.',
      409: 'It would leave the crew without an owner.',
    }),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/crews/{handle}/invitation',
  tags,
  summary: 'Accept my invitation into the crew',
  request: { params: CrewHandleParam },
  responses: {
    200: { description: 'My role in it now.', ...json(z.object({ role: CrewRole })) },
    ...errors({ ...handleErrors, 401: 'Nobody is signed in.', 404: 'No invitation waits for me.' }),
  },
});

export function crewRoutes(options: { database: Database; storage: Storage; logger: Logger }) {
  const { db } = options.database;
  const { storage, logger } = options;
  return new OpenAPIHono<AppEnv>()
    .openapi(createRouteDef, async (c) => {
      const user = requireUser(c);
      const crew = await createCrew({ db, storage, viewerId: user.id, input: c.req.valid('json') });
      return c.json({ crew }, 201);
    })
    .openapi(mineRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await myCrews({ db, viewerId: user.id }), 200);
    })
    .openapi(followingEventsRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      const events = await followedCrewsEvents({ db, viewerId: user.id });
      return c.json({ events, nextCursor: null }, 200);
    })
    .openapi(pageRoute, async (c) => {
      const { handle } = c.req.valid('param');
      const crew = await getCrewPage({ db, handle, viewerId: c.get('user')?.id ?? null });
      return c.json({ crew }, 200);
    })
    .openapi(updateRouteDef, async (c) => {
      const user = requireUser(c);
      const { handle } = c.req.valid('param');
      const input = c.req.valid('json');
      const crew = await updateCrew({ db, storage, logger, handle, viewerId: user.id, input });
      return c.json({ crew }, 200);
    })
    .openapi(followRoute, async (c) => {
      const user = requireUser(c);
      const { handle } = c.req.valid('param');
      return c.json(await followCrew({ db, handle, viewerId: user.id }), 200);
    })
    .openapi(unfollowRoute, async (c) => {
      const user = requireUser(c);
      const { handle } = c.req.valid('param');
      return c.json(await unfollowCrew({ db, handle, viewerId: user.id }), 200);
    })
    .openapi(membersRoute, async (c) => {
      const user = requireUser(c);
      const { handle } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await listCrewMembers({ db, handle, viewerId: user.id }), 200);
    })
    .openapi(inviteRoute, async (c) => {
      const user = requireUser(c);
      const { handle } = c.req.valid('param');
      const { username, role } = c.req.valid('json');
      const members = await inviteCrewMember({ db, handle, viewerId: user.id, username, role });
      return c.json(members, 201);
    })
    .openapi(roleRoute, async (c) => {
      const user = requireUser(c);
      const { handle, userId } = c.req.valid('param');
      const { role } = c.req.valid('json');
      return c.json(await changeCrewRole({ db, handle, viewerId: user.id, userId, role }), 200);
    })
    .openapi(removeRoute, async (c) => {
      const user = requireUser(c);
      const { handle, userId } = c.req.valid('param');
      return c.json(await removeCrewMember({ db, handle, viewerId: user.id, userId }), 200);
    })
    .openapi(acceptRoute, async (c) => {
      const user = requireUser(c);
      const { handle } = c.req.valid('param');
      return c.json(await acceptCrewInvitation({ db, handle, viewerId: user.id }), 200);
    });
}
