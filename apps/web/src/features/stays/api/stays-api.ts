import type { StayInput } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Keys start with the reader's id, so signing in as someone else never shows the first
// member's stays (or the stays shared with them). Every change invalidates `staysKey(viewerId)`.

export const staysKey = (viewerId: string | null) => ['stays', viewerId ?? 'visitor'] as const;

export function myStaysQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...staysKey(viewerId), 'mine'] as const,
    queryFn: ({ signal }) => api.GET('/stays', { signal }),
    select: (data) => data.stays,
  });
}

/** "While you're in…": my next stay (in `area` when given), who is around, the plans. */
export function staysAroundQueryOptions(viewerId: string, area?: string) {
  return queryOptions({
    queryKey: [...staysKey(viewerId), 'around', area ?? null] as const,
    queryFn: ({ signal }) => api.GET('/stays/around', { params: { query: { area } }, signal }),
  });
}

export function memberStaysQueryOptions(viewerId: string, memberId: string) {
  return queryOptions({
    queryKey: [...staysKey(viewerId), 'member', memberId] as const,
    queryFn: ({ signal }) =>
      api.GET('/users/{userId}/stays', { signal, params: { path: { userId: memberId } } }),
    select: (data) => data.stays,
  });
}

export function areaTownsQueryOptions(area: string) {
  return queryOptions({
    queryKey: ['area-towns', area] as const,
    queryFn: ({ signal }) => api.GET('/areas/{area}/towns', { signal, params: { path: { area } } }),
    select: (data) => data.towns,
    staleTime: 5 * 60_000,
  });
}

const byId = (stayId: string) => ({ path: { stayId } });

export const staysApi = {
  add: (stay: StayInput) => api.POST('/stays', { body: stay }),
  replace: (stayId: string, stay: StayInput) =>
    api.PUT('/stays/{stayId}', { params: byId(stayId), body: stay }),
  remove: (stayId: string) => api.DELETE('/stays/{stayId}', { params: byId(stayId) }),
};
