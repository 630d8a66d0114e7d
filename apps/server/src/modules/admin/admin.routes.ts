import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  AdminAreaResponse,
  AdminAreasResponse,
  AdminAuditLogQuery,
  AdminAuditLogResponse,
  AdminCitiesQuery,
  AdminCitiesResponse,
  AdminCityResponse,
  AdminEventResponse,
  AdminEventsQuery,
  AdminEventsResponse,
  AdminMemberIdParam,
  AdminMemberResponse,
  AdminMembersQuery,
  AdminMembersResponse,
  AdminUuidParam,
  BanMemberRequest,
  ConsentFiguresResponse,
  CreateAreaRequest,
  CreateCityRequest,
  SearchAnalyticsResponse,
  SetRoleRequest,
  UpdateAreaRequest,
  UpdateCityRequest,
  AdminJobIdParam,
  AdminJobsResponse,
  jobMessages,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Logger } from 'pino';
import { notFound } from '../../lib/app-error';
import { errors, json } from '../../lib/openapi';
import type { Storage } from '../../lib/storage';
import { requireAdmin } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { queueOverview, retryJob } from '../jobs';
import { deletePhotoFiles } from '../photos';
import { deleteCoverImage } from '../uploads';
import {
  approveCity,
  createCity,
  deleteCity,
  listCities,
  renameCity,
} from './admin-cities.service';
import { banMember, listMembers, setMemberRole, unbanMember } from './admin-members.service';
import { consentFigures, searchAnalytics } from './admin-figures.service';
import { createArea, listAreas, updateArea } from './admin-areas.service';
import { deleteEvent, listEvents, unpublishEvent } from './admin-events.service';
import { listAuditLog } from './audit-log';

const guarded = { 401: 'Nobody is signed in.', 403: 'The member is not an admin.' };
const tags = ['admin'];

const listAreasRoute = createRoute({
  method: 'get',
  path: '/admin/areas',
  tags,
  summary: 'Every area, inactive ones too, with event counts',
  responses: {
    200: { description: 'The areas in display order.', ...json(AdminAreasResponse) },
    ...errors(guarded),
  },
});

const createAreaRoute = createRoute({
  method: 'post',
  path: '/admin/areas',
  tags,
  summary: 'Create an area; the slug is derived from the name when left out',
  request: { body: { required: true, ...json(CreateAreaRequest) } },
  responses: {
    201: { description: 'The new area.', ...json(AdminAreaResponse) },
    ...errors({
      ...guarded,
      400: 'A value is not valid (unknown time zone, coordinates out of range ...).',
      409: 'Another area already uses the slug.',
    }),
  },
});

const updateAreaRoute = createRoute({
  method: 'patch',
  path: '/admin/areas/{id}',
  tags,
  summary: 'Rename, (de)activate, reorder, or change the time zone or coordinates of an area',
  request: { params: AdminUuidParam, body: { required: true, ...json(UpdateAreaRequest) } },
  responses: {
    200: { description: 'The area as saved.', ...json(AdminAreaResponse) },
    ...errors({ ...guarded, 400: 'A value is not valid.', 404: 'No such area.' }),
  },
});

const listCitiesRoute = createRoute({
  method: 'get',
  path: '/admin/cities',
  tags,
  summary: 'Cities of every area (or one), pending ones first, with who suggested them',
  request: { query: AdminCitiesQuery },
  responses: {
    200: { description: 'One page of cities.', ...json(AdminCitiesResponse) },
    ...errors({ ...guarded, 400: 'A value is not valid.' }),
  },
});

const createCityRoute = createRoute({
  method: 'post',
  path: '/admin/cities',
  tags,
  summary: 'Add an approved city to an area; its page is the slugged name',
  request: { body: { required: true, ...json(CreateCityRequest) } },
  responses: {
    201: { description: 'The new city.', ...json(AdminCityResponse) },
    ...errors({
      ...guarded,
      400: 'A value is not valid.',
      404: 'No such area.',
      409: 'A city of that country already has this address.',
    }),
  },
});

const renameCityRoute = createRoute({
  method: 'patch',
  path: '/admin/cities/{id}',
  tags,
  summary: 'Rename a city; its address stays',
  request: { params: AdminUuidParam, body: { required: true, ...json(UpdateCityRequest) } },
  responses: {
    200: { description: 'The city as saved.', ...json(AdminCityResponse) },
    ...errors({ ...guarded, 400: 'A value is not valid.', 404: 'No such city.' }),
  },
});

const approveCityRoute = createRoute({
  method: 'post',
  path: '/admin/cities/{id}/approve',
  tags,
  summary: 'Approve a pending city: it gets its page and its venues and their events move onto it',
  request: { params: AdminUuidParam },
  responses: {
    200: { description: 'The city, approved.', ...json(AdminCityResponse) },
    ...errors({
      ...guarded,
      400: 'The id is not valid.',
      404: 'No such city.',
      409: 'The city is already approved, or a venue of the same name is already on its page.',
    }),
  },
});

const deleteCityRoute = createRoute({
  method: 'delete',
  path: '/admin/cities/{id}',
  tags,
  summary: "Delete a pending city; its venues stay on the area's own city page",
  request: { params: AdminUuidParam },
  responses: {
    204: { description: 'Deleted.' },
    ...errors({
      ...guarded,
      400: 'The id is not valid.',
      404: 'No such city.',
      409: 'The city is approved (it has a page); rename it instead.',
    }),
  },
});

const auditLogRoute = createRoute({
  method: 'get',
  path: '/admin/audit-log',
  tags,
  summary: 'What admins did (bans, roles, moderation, areas, cities), newest first',
  request: { query: AdminAuditLogQuery },
  responses: {
    200: { description: 'One page of the log.', ...json(AdminAuditLogResponse) },
    ...errors({ ...guarded, 400: 'A value is not valid (such as a stale page link).' }),
  },
});

const jobsRoute = createRoute({
  method: 'get',
  path: '/admin/jobs',
  tags,
  summary: 'The job queue (mails, pushes, reminders): counts, and the jobs that failed for good',
  responses: {
    200: { description: 'Counts and failed jobs, newest first.', ...json(AdminJobsResponse) },
    ...errors(guarded),
  },
});

const retryJobRoute = createRoute({
  method: 'post',
  path: '/admin/jobs/{id}/retry',
  tags,
  summary: 'Run a failed job again, now',
  request: { params: AdminJobIdParam },
  responses: {
    200: { description: 'Queued again; the queue after it.', ...json(AdminJobsResponse) },
    ...errors({ ...guarded, 400: 'The id is not valid.', 404: 'No failed job has that id.' }),
  },
});

const listEventsRoute = createRoute({
  method: 'get',
  path: '/admin/events',
  tags,
  summary: 'Events of every status, newest first, optionally matching a term or of one status',
  request: { query: AdminEventsQuery },
  responses: {
    200: { description: 'One page of events.', ...json(AdminEventsResponse) },
    ...errors({ ...guarded, 400: 'A value is not valid.' }),
  },
});

const unpublishRoute = createRoute({
  method: 'post',
  path: '/admin/events/{id}/unpublish',
  tags,
  summary: 'Take a published event back to draft',
  request: { params: AdminUuidParam },
  responses: {
    200: { description: 'The event, now a draft.', ...json(AdminEventResponse) },
    ...errors({
      ...guarded,
      400: 'The id is not valid.',
      404: 'No such event.',
      409: 'The event is not published.',
    }),
  },
});

const deleteEventRoute = createRoute({
  method: 'delete',
  path: '/admin/events/{id}',
  tags,
  summary: 'Delete an event with its RSVPs and cover image',
  request: { params: AdminUuidParam },
  responses: {
    204: { description: 'Deleted.' },
    ...errors({ ...guarded, 400: 'The id is not valid.', 404: 'No such event.' }),
  },
});

const listMembersRoute = createRoute({
  method: 'get',
  path: '/admin/members',
  tags,
  summary: 'Members, newest first, optionally those whose username or e-mail contains a term',
  request: { query: AdminMembersQuery },
  responses: {
    200: { description: 'One page of members.', ...json(AdminMembersResponse) },
    ...errors({ ...guarded, 400: 'A value is not valid.' }),
  },
});

const banRoute = createRoute({
  method: 'post',
  path: '/admin/members/{id}/ban',
  tags,
  summary: 'Ban a member: their sessions end and they can no longer sign in',
  request: { params: AdminMemberIdParam, body: { required: false, ...json(BanMemberRequest) } },
  responses: {
    200: { description: 'The member, banned.', ...json(AdminMemberResponse) },
    ...errors({
      401: guarded[401],
      403: 'Not an admin, or the admin tried to ban themselves.',
      400: 'The reason is too long.',
      404: 'No such member.',
    }),
  },
});

const unbanRoute = createRoute({
  method: 'post',
  path: '/admin/members/{id}/unban',
  tags,
  summary: 'Lift a ban',
  request: { params: AdminMemberIdParam },
  responses: {
    200: { description: 'The member, no longer banned.', ...json(AdminMemberResponse) },
    ...errors({ ...guarded, 404: 'No such member.' }),
  },
});

const roleRoute = createRoute({
  method: 'put',
  path: '/admin/members/{id}/role',
  tags,
  summary: 'Make a member an admin, or remove the admin role',
  request: { params: AdminMemberIdParam, body: { required: true, ...json(SetRoleRequest) } },
  responses: {
    200: { description: 'The member with the new role.', ...json(AdminMemberResponse) },
    ...errors({
      401: guarded[401],
      403: 'Not an admin, or the admin tried to remove their own role.',
      400: 'The role is not user or admin.',
      404: 'No such member.',
    }),
  },
});

const searchAnalyticsRoute = createRoute({
  method: 'get',
  path: '/admin/search-analytics',
  tags,
  summary: 'Top queries, queries with no results and click-through over the last 30 days',
  responses: {
    200: { description: 'The search figures.', ...json(SearchAnalyticsResponse) },
    ...errors(guarded),
  },
});

const consentRoute = createRoute({
  method: 'get',
  path: '/admin/consent',
  tags,
  summary: "Members' cookie choices: accepted all or essential only",
  responses: {
    200: { description: 'The consent figures.', ...json(ConsentFiguresResponse) },
    ...errors(guarded),
  },
});

export function adminRoutes(options: { database: Database; storage: Storage; logger: Logger }) {
  const { database, storage } = options;
  const { db } = database;
  const app = new OpenAPIHono<AppEnv>();

  // Before any validation: a visitor or member learns nothing about the admin's inputs.
  app.use('/admin/*', async (c, next) => {
    requireAdmin(c);
    c.header('Cache-Control', 'no-store');
    await next();
  });

  return app
    .openapi(listAreasRoute, async (c) => c.json({ areas: await listAreas({ db }) }, 200))
    .openapi(createAreaRoute, async (c) => {
      const area = await createArea({ db, actor: requireAdmin(c), input: c.req.valid('json') });
      return c.json({ area }, 201);
    })
    .openapi(updateAreaRoute, async (c) => {
      const area = await updateArea({
        db,
        actor: requireAdmin(c),
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
      });
      return c.json({ area }, 200);
    })
    .openapi(listCitiesRoute, async (c) =>
      c.json(await listCities({ db, ...c.req.valid('query') }), 200),
    )
    .openapi(createCityRoute, async (c) => {
      const city = await createCity({ db, actor: requireAdmin(c), input: c.req.valid('json') });
      return c.json({ city }, 201);
    })
    .openapi(renameCityRoute, async (c) => {
      const city = await renameCity({
        db,
        actor: requireAdmin(c),
        id: c.req.valid('param').id,
        name: c.req.valid('json').name,
      });
      return c.json({ city }, 200);
    })
    .openapi(approveCityRoute, async (c) => {
      const city = await approveCity({ db, actor: requireAdmin(c), id: c.req.valid('param').id });
      return c.json({ city }, 200);
    })
    .openapi(deleteCityRoute, async (c) => {
      await deleteCity({ db, actor: requireAdmin(c), id: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .openapi(auditLogRoute, async (c) =>
      c.json(await listAuditLog({ db, ...c.req.valid('query') }), 200),
    )
    .openapi(jobsRoute, async (c) => {
      requireAdmin(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await queueOverview(db), 200);
    })
    .openapi(retryJobRoute, async (c) => {
      requireAdmin(c);
      if (!(await retryJob(db, c.req.valid('param').id))) throw notFound(jobMessages.notFound);
      return c.json(await queueOverview(db), 200);
    })
    .openapi(listEventsRoute, async (c) =>
      c.json(await listEvents({ db, ...c.req.valid('query') }), 200),
    )
    .openapi(unpublishRoute, async (c) => {
      const event = await unpublishEvent({
        db,
        actor: requireAdmin(c),
        id: c.req.valid('param').id,
      });
      return c.json({ event }, 200);
    })
    .openapi(deleteEventRoute, async (c) => {
      const { unusedImageUrls } = await deleteEvent({
        db,
        actor: requireAdmin(c),
        id: c.req.valid('param').id,
      });
      const logger = c.var.logger ?? options.logger;
      for (const url of unusedImageUrls) await deleteCoverImage({ storage, url, logger });
      await deletePhotoFiles({ storage, urls: unusedImageUrls, logger });
      return c.body(null, 204);
    })
    .openapi(listMembersRoute, async (c) =>
      c.json(await listMembers({ db, ...c.req.valid('query') }), 200),
    )
    .openapi(banRoute, async (c) => {
      const member = await banMember({
        db,
        actor: requireAdmin(c),
        id: c.req.valid('param').id,
        reason: c.req.valid('json')?.reason,
      });
      return c.json({ member }, 200);
    })
    .openapi(unbanRoute, async (c) => {
      const member = await unbanMember({
        db,
        actor: requireAdmin(c),
        id: c.req.valid('param').id,
      });
      return c.json({ member }, 200);
    })
    .openapi(roleRoute, async (c) => {
      const member = await setMemberRole({
        db,
        actor: requireAdmin(c),
        id: c.req.valid('param').id,
        role: c.req.valid('json').role,
      });
      return c.json({ member }, 200);
    })
    .openapi(searchAnalyticsRoute, async (c) => c.json(await searchAnalytics({ db }), 200))
    .openapi(consentRoute, async (c) => c.json(await consentFigures({ db }), 200));
}
