import type {
  CreatePlanRequest,
  PlanDetail,
  PlanDetailResponse,
  PlanListItem,
  SeriesRsvpRequest,
  SessionsScope,
  UpdatePlanRequest,
} from '@lineup/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiOf, VENUE_AREAS_STALE_TIME_MS } from '@/lib/query-client';

/**
 * Casual plans that have not started yet, soonest first (`GET /api/plans`). The server renders
 * them as a visitor sees them; `viewerId`, once the session is known, reads them again as that
 * member sees them (friends' friends-only plans in, plans of members blocked either way out).
 */
export function upcomingPlansQueryOptions(
  areaSlug: string | undefined,
  limit = 6,
  viewerId: string | null = null,
) {
  const key = ['plans', 'upcoming', areaSlug ?? null, limit] as const;
  return queryOptions({
    queryKey: viewerId === null ? [...key] : [...key, { viewerId }],
    queryFn: ({ signal, client }) =>
      apiOf(client)
        .GET('/plans', { signal, params: { query: { area: areaSlug, limit } } })
        .then((body) => body.plans),
  });
}

export const planKey = (planId: string) => ['plans', 'plan', planId] as const;

/**
 * `GET /api/plans/:planId`: the plan as its page and panel show it. The server renders a public
 * plan's page as a visitor sees it; `viewerId`, once the session is known, reads it again as
 * that member sees it (joined or not, who joined, whether they may edit it).
 */
export function planQueryOptions(planId: string, viewerId: string | null = null) {
  return queryOptions({
    queryKey: viewerId === null ? [...planKey(planId)] : [...planKey(planId), { viewerId }],
    queryFn: ({ signal, client }) =>
      apiOf(client)
        .GET('/plans/{planId}', { signal, params: { path: { planId } } })
        .then(unwrap),
    // 404 (gone, or friends-only) is an answer, not a hiccup: show it at once.
    retry: false,
  });
}

/** The areas a plan can be in, with their time zones (docs/product.md §9: fresh for 5 minutes). */
export function planAreasQueryOptions() {
  return queryOptions({
    queryKey: ['plan-form', 'areas'],
    queryFn: ({ signal }) => api.GET('/areas', { signal }).then((body) => body.areas),
    staleTime: VENUE_AREAS_STALE_TIME_MS,
  });
}

const unwrap = (body: PlanDetailResponse) => body.plan;

export function createPlan(body: CreatePlanRequest): Promise<PlanDetail> {
  return api.POST('/plans', { body }).then(unwrap);
}

/** `?sessions=following` for a session of a series and the ones after it; nothing for one. */
const sessionsQuery = (sessions: SessionsScope['sessions']) => ({
  sessions: sessions === 'following' ? sessions : undefined,
});

/** `PATCH /api/plans/:planId`; `following` changes the later sessions of its series too. */
export function updatePlan(
  planId: string,
  body: UpdatePlanRequest,
  sessions: SessionsScope['sessions'] = 'this',
): Promise<PlanDetail> {
  return api
    .PATCH('/plans/{planId}', {
      params: { path: { planId }, query: sessionsQuery(sessions) },
      body,
    })
    .then(unwrap);
}

/** `DELETE /api/plans/:planId`; `following` deletes the later sessions of its series too. */
export function deletePlan(
  planId: string,
  sessions: SessionsScope['sessions'] = 'this',
): Promise<void> {
  return api.DELETE('/plans/{planId}', {
    params: { path: { planId }, query: sessionsQuery(sessions) },
  });
}

/**
 * `PUT /api/series/:id/rsvp`: join every session of a recurring plan still to come (the waitlist
 * of the full ones), or `none` to leave them all.
 */
export function answerEverySession(seriesId: string, status: SeriesRsvpRequest['status']) {
  return api.PUT('/series/{id}/rsvp', { params: { path: { id: seriesId } }, body: { status } });
}

export function joinPlan(planId: string): Promise<PlanDetail> {
  return api.PUT('/plans/{planId}/membership', { params: { path: { planId } } }).then(unwrap);
}

/** Wait for a spot of a full plan (with a spot free the server simply lets the member in). */
export function joinPlanWaitlist(planId: string): Promise<PlanDetail> {
  return api.PUT('/plans/{planId}/waitlist', { params: { path: { planId } } }).then(unwrap);
}

/** Leave the plan, or its waitlist. */
export function leavePlan(planId: string): Promise<PlanDetail> {
  return api.DELETE('/plans/{planId}/membership', { params: { path: { planId } } }).then(unwrap);
}

/** The fields a list item shares with the plan's detail. */
function asListItem(plan: PlanDetail): Partial<PlanListItem> {
  return {
    title: plan.title,
    description: plan.description,
    vibe: plan.vibe,
    location: plan.location,
    startsAt: plan.startsAt,
    timeZone: plan.timeZone,
    area: plan.area,
    visibility: plan.visibility,
    spotsLimit: plan.spotsLimit,
    memberCount: plan.memberCount,
    joinedByViewer: plan.joinedByViewer,
    repeats: plan.repeats,
    repeatRule: plan.repeatRule,
  };
}

// Query key roots of lists that show plans: the plan lists and the member's own pages
// ("Upcoming Plans"). Named here because a feature never imports a sibling.
const PLAN_DATA_ROOTS = new Set(['plans', 'me', 'search']);
const showsPlans = (query: { queryKey: readonly unknown[] }) =>
  PLAN_DATA_ROOTS.has(String(query.queryKey[0]));

/**
 * After a change, the plan's own copy is replaced by the server's answer and every list that
 * may show it reads again. The app's queries do not refetch on mount, so lists not on screen
 * are dropped rather than marked stale; the ones on screen refetch now.
 */
export async function refreshAfterPlanChange(
  queryClient: QueryClient,
  planId: string,
  plan: PlanDetail | null,
) {
  if (plan) {
    // The member's own copy takes the answer; the visitor's one their page started from is
    // dropped rather than given a member's view of the plan.
    queryClient.setQueriesData<PlanDetail>(
      { queryKey: planKey(planId), predicate: ({ queryKey }) => queryKey.length > 3 },
      () => plan,
    );
    queryClient.removeQueries({ queryKey: planKey(planId), exact: true, type: 'inactive' });
    queryClient.setQueriesData<PlanListItem[]>({ queryKey: ['plans', 'upcoming'] }, (list) =>
      list?.map((item) => (item.id === planId ? { ...item, ...asListItem(plan) } : item)),
    );
  } else {
    queryClient.removeQueries({ queryKey: planKey(planId) });
  }
  const others = (query: { queryKey: readonly unknown[] }) =>
    showsPlans(query) && !(query.queryKey[1] === 'plan' && query.queryKey[2] === planId);
  queryClient.removeQueries({ predicate: others, type: 'inactive' });
  await queryClient.invalidateQueries({ predicate: others });
}

/** Every list and plan on screen reads again (after a refusal: the counts may be old). */
export async function refetchPlans(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: showsPlans, type: 'inactive' });
  await queryClient.invalidateQueries({ predicate: showsPlans });
}
