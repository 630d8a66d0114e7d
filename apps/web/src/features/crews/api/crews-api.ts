import type {
  CreateCrewValues,
  CrewMembersResponse,
  CrewPage,
  CrewRole,
  UpdateCrewValues,
} from '@lineup/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiOf } from '@/lib/query-client';

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/**
 * A crew's page (`/crew/:handle`). The server renders it as a visitor sees it; `viewerId`, once
 * the session is known, reads it again as that member sees it (following, their role, an
 * invitation waiting, the owners' members list).
 */
export function crewQueryOptions(handle: string, viewerId: string | null = null) {
  const key = handle.toLowerCase();
  return queryOptions({
    queryKey: viewerId === null ? ['crews', 'page', key] : ['crews', 'page', key, { viewerId }],
    queryFn: ({ signal, client }) =>
      apiOf(client)
        .GET('/crews/{handle}', { signal, params: { path: { handle } } })
        .then((body) => body.crew),
    // An unknown crew stays unknown: no second try before the not-found page.
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });
}

/** The crews the member runs, follows and is invited to. */
export function myCrewsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: ['crews', 'mine', viewerId],
    queryFn: ({ signal }) => api.GET('/crews/mine', { signal }),
  });
}

/** Coming events of the crews the member follows, soonest first. */
export function followedCrewsEventsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: ['crews', 'following', 'events', viewerId],
    queryFn: ({ signal }) =>
      api.GET('/crews/following/events', { signal }).then((body) => body.events),
  });
}

export function createCrew(values: CreateCrewValues): Promise<CrewPage> {
  return api.POST('/crews', { body: values }).then((body) => body.crew);
}

export function updateCrew(handle: string, values: UpdateCrewValues): Promise<CrewPage> {
  return api
    .PATCH('/crews/{handle}', { params: { path: { handle } }, body: values })
    .then((body) => body.crew);
}

export function followCrew(handle: string, follow: boolean) {
  const params = { path: { handle } };
  return follow
    ? api.PUT('/crews/{handle}/follow', { params })
    : api.DELETE('/crews/{handle}/follow', { params });
}

export function acceptCrewInvitation(handle: string) {
  return api.POST('/crews/{handle}/invitation', { params: { path: { handle } } });
}

export function crewMembersQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ['crews', 'members', handle.toLowerCase()],
    queryFn: ({ signal }) =>
      api
        .GET('/crews/{handle}/members', { signal, params: { path: { handle } } })
        .then((body) => body.members),
  });
}

export function inviteCrewMember(
  handle: string,
  invite: { username: string; role: CrewRole },
): Promise<CrewMembersResponse> {
  return api.POST('/crews/{handle}/members', { params: { path: { handle } }, body: invite });
}

export function changeCrewRole(
  handle: string,
  userId: string,
  role: CrewRole,
): Promise<CrewMembersResponse> {
  return api.PATCH('/crews/{handle}/members/{userId}', {
    params: { path: { handle, userId } },
    body: { role },
  });
}

/** An owner removes a member or takes an invitation back; a member with their own id leaves or declines. */
export function removeCrewMember(handle: string, userId: string): Promise<CrewMembersResponse> {
  return api.DELETE('/crews/{handle}/members/{userId}', { params: { path: { handle, userId } } });
}

/** After a change to a crew, its page, its members and the member's lists are read again. */
export async function refreshCrew(queryClient: QueryClient, handle?: string) {
  queryClient.removeQueries({ queryKey: ['crews'], type: 'inactive' });
  await queryClient.invalidateQueries({
    queryKey: handle ? ['crews', 'page', handle.toLowerCase()] : ['crews'],
  });
  await queryClient.invalidateQueries({ queryKey: ['crews', 'members'] });
  await queryClient.invalidateQueries({ queryKey: ['crews', 'mine'] });
  await queryClient.invalidateQueries({ queryKey: ['crews', 'following'] });
}
