import type {
  AreaTownsResponse,
  MemberStaysResponse,
  MyStayResponse,
  MyStaysResponse,
  StayInput,
  StaysAroundResponse,
} from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Keys start with the reader's id, so signing in as someone else never shows the first
// member's stays (or the stays shared with them). Every change invalidates `staysKey(viewerId)`.

export const staysKey = (viewerId: string | null) => ['stays', viewerId ?? 'visitor'] as const;

export function myStaysQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...staysKey(viewerId), 'mine'] as const,
    queryFn: ({ signal }) => apiFetch<MyStaysResponse>('/api/stays', { signal }),
    select: (data) => data.stays,
  });
}

/** "While you're in…": my next stay (in `area` when given), who is around, the plans. */
export function staysAroundQueryOptions(viewerId: string, area?: string) {
  return queryOptions({
    queryKey: [...staysKey(viewerId), 'around', area ?? null] as const,
    queryFn: ({ signal }) =>
      apiFetch<StaysAroundResponse>('/api/stays/around', { query: { area }, signal }),
  });
}

export function memberStaysQueryOptions(viewerId: string, memberId: string) {
  return queryOptions({
    queryKey: [...staysKey(viewerId), 'member', memberId] as const,
    queryFn: ({ signal }) =>
      apiFetch<MemberStaysResponse>(`/api/users/${encodeURIComponent(memberId)}/stays`, {
        signal,
      }),
    select: (data) => data.stays,
  });
}

export function areaTownsQueryOptions(area: string) {
  return queryOptions({
    queryKey: ['area-towns', area] as const,
    queryFn: ({ signal }) =>
      apiFetch<AreaTownsResponse>(`/api/areas/${encodeURIComponent(area)}/towns`, { signal }),
    select: (data) => data.towns,
    staleTime: 5 * 60_000,
  });
}

const stayPath = (stayId: string) => `/api/stays/${encodeURIComponent(stayId)}`;

export const staysApi = {
  add: (stay: StayInput) => apiFetch<MyStayResponse>('/api/stays', { method: 'POST', body: stay }),
  replace: (stayId: string, stay: StayInput) =>
    apiFetch<MyStayResponse>(stayPath(stayId), { method: 'PUT', body: stay }),
  remove: (stayId: string) => apiFetch<void>(stayPath(stayId), { method: 'DELETE' }),
};
