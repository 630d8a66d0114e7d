import type {
  BanMemberRequest,
  CityStatus,
  CreateAreaRequest,
  CreateCityRequest,
  EventStatus,
  UpdateAreaRequest,
  UserRole,
} from '@lineup/contracts';
import {
  keepPreviousData,
  queryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { AREAS_QUERY_KEY } from '@/lib/query-client';

// Admin lists change under the admin's own hands and other admins': always read afresh.
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

export const adminKeys = {
  all: ['admin'] as const,
  areas: ['admin', 'areas'] as const,
  events: (filters: AdminEventFilters) => ['admin', 'events', filters] as const,
  members: (filters: AdminMemberFilters) => ['admin', 'members', filters] as const,
  search: ['admin', 'search-analytics'] as const,
  consent: ['admin', 'consent'] as const,
  cities: (filters: AdminCityFilters) => ['admin', 'cities', filters] as const,
  auditLog: (cursor: string | undefined) => ['admin', 'audit-log', cursor ?? ''] as const,
  jobs: ['admin', 'jobs'] as const,
};

/** The job queue: counts and what failed for good (docs/decisions/0017-job-queue.md). */
export const adminJobsQuery = queryOptions({
  queryKey: adminKeys.jobs,
  queryFn: ({ signal }) => api.GET('/admin/jobs', { signal }),
  ...fresh,
});

export function retryJob(id: number) {
  return api.POST('/admin/jobs/{id}/retry', { params: { path: { id } } });
}

export const adminAreasQuery = queryOptions({
  queryKey: adminKeys.areas,
  queryFn: async ({ signal }) => (await api.GET('/admin/areas', { signal })).areas,
  ...fresh,
});

export type AdminEventFilters = { q: string; status: EventStatus | ''; page: number };

export function adminEventsQuery(filters: AdminEventFilters) {
  return queryOptions({
    queryKey: adminKeys.events(filters),
    queryFn: ({ signal }) =>
      api.GET('/admin/events', {
        signal,
        params: {
          query: {
            q: filters.q || undefined,
            status: filters.status || undefined,
            page: filters.page,
          },
        },
      }),
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

export type AdminMemberFilters = { q: string; page: number };

export function adminMembersQuery(filters: AdminMemberFilters) {
  return queryOptions({
    queryKey: adminKeys.members(filters),
    queryFn: ({ signal }) =>
      api.GET('/admin/members', {
        signal,
        params: { query: { q: filters.q || undefined, page: filters.page } },
      }),
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

export type AdminCityFilters = { status: CityStatus | ''; page: number };

export function adminCitiesQuery(filters: AdminCityFilters) {
  return queryOptions({
    queryKey: adminKeys.cities(filters),
    queryFn: ({ signal }) =>
      api.GET('/admin/cities', {
        signal,
        params: { query: { status: filters.status || undefined, page: filters.page } },
      }),
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

/** One page of the audit log, newest first; `cursor` is the previous page's `nextCursor`. */
export function auditLogQuery(cursor: string | undefined) {
  return queryOptions({
    queryKey: adminKeys.auditLog(cursor),
    queryFn: ({ signal }) => api.GET('/admin/audit-log', { signal, params: { query: { cursor } } }),
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

export const searchAnalyticsQuery = queryOptions({
  queryKey: adminKeys.search,
  queryFn: ({ signal }) => api.GET('/admin/search-analytics', { signal }),
  ...fresh,
});

export const consentFiguresQuery = queryOptions({
  queryKey: adminKeys.consent,
  queryFn: ({ signal }) => api.GET('/admin/consent', { signal }),
  ...fresh,
});

export async function createArea(input: CreateAreaRequest) {
  return (await api.POST('/admin/areas', { body: input })).area;
}

export async function updateArea(id: string, patch: UpdateAreaRequest) {
  return (await api.PATCH('/admin/areas/{id}', { params: { path: { id } }, body: patch })).area;
}

/**
 * Reads an admin list again after a change. A first read of the list that is still on its way
 * (a search typed just before) was asked before the change: TanStack Query would hand the
 * refetch that read's answer, with the old status in it, so it is cancelled first.
 */
export async function readAgainAfterChange(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * After an area changes, the area picker must show it now. `/api/areas` may sit in the
 * browser's HTTP cache for a minute (Cache-Control: max-age=60), so it is fetched past that
 * cache first; the query then refetches the fresh copy.
 */
export async function refreshPublicAreas(queryClient: QueryClient) {
  try {
    await fetch(apiUrl('/areas'), { cache: 'reload', credentials: 'same-origin' });
  } catch {
    // Offline: the query's own refetch reports it.
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: AREAS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: adminKeys.areas }),
  ]);
}

export async function unpublishEvent(id: string) {
  return (await api.POST('/admin/events/{id}/unpublish', { params: { path: { id } } })).event;
}

export function deleteEvent(id: string): Promise<void> {
  return api.DELETE('/admin/events/{id}', { params: { path: { id } } });
}

export async function banMember(id: string, input: BanMemberRequest) {
  return (await api.POST('/admin/members/{id}/ban', { params: { path: { id } }, body: input }))
    .member;
}

export async function unbanMember(id: string) {
  return (await api.POST('/admin/members/{id}/unban', { params: { path: { id } } })).member;
}

export async function setMemberRole(id: string, role: UserRole) {
  return (await api.PUT('/admin/members/{id}/role', { params: { path: { id } }, body: { role } }))
    .member;
}

export async function createCity(input: CreateCityRequest) {
  return (await api.POST('/admin/cities', { body: input })).city;
}

export async function renameCity(id: string, name: string) {
  return (await api.PATCH('/admin/cities/{id}', { params: { path: { id } }, body: { name } })).city;
}

export async function approveCity(id: string) {
  return (await api.POST('/admin/cities/{id}/approve', { params: { path: { id } } })).city;
}

export function deleteCity(id: string): Promise<void> {
  return api.DELETE('/admin/cities/{id}', { params: { path: { id } } });
}
