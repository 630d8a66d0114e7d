import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  CreatePlanRequest,
  PlanDetailResponse,
  PlanIdParam,
  PlanListQuery,
  PlanListResponse,
  PlanMembersResponse,
  SessionsScope,
  UpdatePlanRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { AppError } from '../../lib/app-error';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { viewerOf } from '../events';
import { createPlan, deletePlan, updatePlan } from './plan-edit';
import { getPlan, listPlanMembers } from './plan-detail';
import { joinPlan, leavePlan } from './plan-joining';
import { joinPlanWaitlist } from './plan-waitlist';
import { listUpcomingPlans } from './plan-lists';
import { planPath, viewerOfUser, visiblePlan } from './plan-visibility';

const changeErrors = {
  400: 'The id or a field is not valid (`details.issues` name the fields).',
  401: 'Nobody is signed in.',
  403: 'Someone else created the plan.',
  404: 'No such plan, or it is friends-only and the viewer is not a friend.',
};

const membershipErrors = {
  400: 'The id is not valid.',
  401: 'Nobody is signed in.',
  404: 'No such plan, or it is friends-only and the viewer is not a friend.',
  409: 'Refused: `details.reason` is plan_full (joining only), plan_started or own_plan.',
};

const listRoute = createRoute({
  method: 'get',
  path: '/plans',
  tags: ['plans'],
  summary: 'Upcoming casual plans the viewer may see, soonest first',
  request: { query: PlanListQuery },
  responses: {
    200: { description: 'Upcoming plans.', ...json(PlanListResponse) },
    ...errors({
      400: 'The limit or a filter is not valid.',
      401: '`mine=true` asked by a visitor.',
      404: 'The area does not exist.',
    }),
  },
});

const createPlanRoute = createRoute({
  method: 'post',
  path: '/plans',
  tags: ['plans'],
  summary: 'Make a casual plan (members); the start is a local time in the area',
  request: { body: { required: true, ...json(CreatePlanRequest) } },
  responses: {
    201: { description: 'The new plan.', ...json(PlanDetailResponse) },
    ...errors({
      400: 'A field is not valid (`details.issues` name the fields); nothing was saved.',
      401: 'Nobody is signed in.',
    }),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/plans/{planId}',
  tags: ['plans'],
  summary: 'One plan, with who joined for its creator and members',
  request: { params: PlanIdParam },
  responses: {
    200: { description: 'The plan.', ...json(PlanDetailResponse) },
    ...errors({
      400: 'The id is not valid.',
      404: 'No such plan, or it is friends-only and the viewer is not a friend.',
    }),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/plans/{planId}',
  tags: ['plans'],
  summary:
    'Change a plan; only the fields sent change (creator or admin). `sessions=following` on a session of a series changes it and the later ones',
  request: {
    params: PlanIdParam,
    query: SessionsScope,
    body: { required: true, ...json(UpdatePlanRequest) },
  },
  responses: {
    200: { description: 'The plan after the change.', ...json(PlanDetailResponse) },
    ...errors(changeErrors),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/plans/{planId}',
  tags: ['plans'],
  summary:
    'Delete a plan and its members (creator or admin). `sessions=following` deletes the later sessions of its series too',
  request: { params: PlanIdParam, query: SessionsScope },
  responses: { 204: { description: 'Deleted.' }, ...errors(changeErrors) },
});

const joinRoute = createRoute({
  method: 'put',
  path: '/plans/{planId}/membership',
  tags: ['plans'],
  summary: 'Join a plan (members; not the creator); refused when full or started',
  request: { params: PlanIdParam },
  responses: {
    200: { description: 'The plan with the viewer in it.', ...json(PlanDetailResponse) },
    ...errors(membershipErrors),
  },
});

const waitlistRoute = createRoute({
  method: 'put',
  path: '/plans/{planId}/waitlist',
  tags: ['plans'],
  summary:
    'Wait for a spot of a full plan (with a spot free, this joins it); leave with DELETE /membership',
  request: { params: PlanIdParam },
  responses: {
    200: {
      description: 'The plan with the viewer waiting (`myWaitlistPosition`) or in it.',
      ...json(PlanDetailResponse),
    },
    ...errors(membershipErrors),
  },
});

const leaveRoute = createRoute({
  method: 'delete',
  path: '/plans/{planId}/membership',
  tags: ['plans'],
  summary: 'Leave a plan, or its waitlist; refused once it has started',
  request: { params: PlanIdParam },
  responses: {
    200: { description: 'The plan without the viewer.', ...json(PlanDetailResponse) },
    ...errors(membershipErrors),
  },
});

const membersRoute = createRoute({
  method: 'get',
  path: '/plans/{planId}/members',
  tags: ['plans'],
  summary: 'Who joined a plan, first joiners first (its creator, its members and admins)',
  request: { params: PlanIdParam },
  responses: {
    200: { description: 'The members.', ...json(PlanMembersResponse) },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      403: 'The viewer neither made nor joined the plan.',
      404: 'No such plan, or it is friends-only and the viewer is not a friend.',
    }),
  },
});

export function planRoutes({ database }: { database: Database }) {
  const { db } = database;
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(listRoute, async (c) => {
    const { area, mine, limit } = c.req.valid('query');
    const plans = await listUpcomingPlans({
      db,
      area,
      mine: mine === 'true',
      limit,
      viewer: viewerOf(c),
    });
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ plans }, 200);
  });

  app.openapi(createPlanRoute, async (c) => {
    const user = requireUser(c);
    const plan = await createPlan({ db, user, input: c.req.valid('json') });
    return c.json({ plan }, 201);
  });

  app.openapi(getRoute, async (c) => {
    const plan = await getPlan({ db, planId: c.req.valid('param').planId, viewer: viewerOf(c) });
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ plan }, 200);
  });

  app.openapi(patchRoute, async (c) => {
    const user = requireUser(c);
    const plan = await updatePlan({
      db,
      user,
      planId: c.req.valid('param').planId,
      patch: c.req.valid('json'),
      sessions: c.req.valid('query').sessions,
    });
    return c.json({ plan }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    await deletePlan({
      db,
      user,
      planId: c.req.valid('param').planId,
      sessions: c.req.valid('query').sessions,
    });
    return c.body(null, 204);
  });

  app.openapi(joinRoute, async (c) => {
    const user = requireUser(c);
    const plan = await joinPlan({ db, user, planId: c.req.valid('param').planId });
    return c.json({ plan }, 200);
  });

  app.openapi(waitlistRoute, async (c) => {
    const user = requireUser(c);
    const plan = await joinPlanWaitlist({ db, user, planId: c.req.valid('param').planId });
    return c.json({ plan }, 200);
  });

  app.openapi(leaveRoute, async (c) => {
    const user = requireUser(c);
    const plan = await leavePlan({ db, user, planId: c.req.valid('param').planId });
    return c.json({ plan }, 200);
  });

  app.post('/plans/:planId/join-form', async (c) => {
    // Join pressed on a plan's page before its scripts ran (docs/decisions/0035): a member is
    // let in, or put on the waitlist of a full plan, and comes back to the plan; a visitor is
    // sent to log in and back. The page was rendered for a visitor, whoever holds it, so the
    // server decides. A refusal (started meanwhile, their own plan) leaves the page to say why.
    const id = PlanIdParam.safeParse({ planId: c.req.param('planId') });
    if (!id.success) return c.redirect('/casual-plans', 303);
    const { planId } = id.data;
    const user = c.get('user');
    try {
      await visiblePlan(db, planId, user ? viewerOfUser(user) : null);
    } catch {
      return c.redirect('/casual-plans', 303);
    }
    const path = planPath(planId);
    if (!user) return c.redirect(`/auth?redirectTo=${encodeURIComponent(path)}`, 303);
    await joinPlanWaitlist({ db, user, planId }).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
    return c.redirect(path, 303);
  });

  app.openapi(membersRoute, async (c) => {
    const user = requireUser(c);
    const body = await listPlanMembers({ db, user, planId: c.req.valid('param').planId });
    c.header('Cache-Control', 'private, no-cache');
    return c.json(body, 200);
  });

  return app;
}
