import type {
  FriendActivityResponse,
  FriendSearchResponse,
  FriendsResponse,
  FriendshipChangeResponse,
} from '@lineup/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Keys start with the member's id so signing in as someone else never shows the first
// member's friends. Every change invalidates `friendsKey(viewerId)`, which covers them all.

export const friendsKey = (viewerId: string) => ['friends', viewerId] as const;

export function friendListsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...friendsKey(viewerId), 'lists'] as const,
    queryFn: ({ signal }) => apiFetch<FriendsResponse>('/api/friends', { signal }),
  });
}

export function friendSearchQueryOptions(viewerId: string, term: string) {
  return queryOptions({
    queryKey: [...friendsKey(viewerId), 'search', term] as const,
    queryFn: ({ signal }) =>
      apiFetch<FriendSearchResponse>('/api/friends/search', { query: { q: term }, signal }),
    // The previous results stay while the next term is on its way, instead of a flash of nothing.
    placeholderData: keepPreviousData,
  });
}

export function friendActivityQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...friendsKey(viewerId), 'activity'] as const,
    queryFn: ({ signal }) => apiFetch<FriendActivityResponse>('/api/friends/activity', { signal }),
  });
}

const change = (path: string, method: 'POST' | 'DELETE', body?: unknown) =>
  apiFetch<FriendshipChangeResponse>(path, { method, body });

const requestPath = (id: string) => `/api/friends/requests/${encodeURIComponent(id)}`;

export const friendsApi = {
  send: (userId: string) => change('/api/friends/requests', 'POST', { userId }),
  accept: (id: string) => change(`${requestPath(id)}/accept`, 'POST'),
  decline: (id: string) => change(`${requestPath(id)}/decline`, 'POST'),
  cancel: (id: string) => change(requestPath(id), 'DELETE'),
  unfriend: (id: string) => change(`/api/friends/${encodeURIComponent(id)}`, 'DELETE'),
};
