import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Keys start with the member's id so signing in as someone else never shows the first
// member's friends. Every change invalidates `friendsKey(viewerId)`, which covers them all.

export const friendsKey = (viewerId: string) => ['friends', viewerId] as const;

export function friendListsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...friendsKey(viewerId), 'lists'] as const,
    queryFn: ({ signal }) => api.GET('/friends', { signal }),
  });
}

export function friendSearchQueryOptions(viewerId: string, term: string) {
  return queryOptions({
    queryKey: [...friendsKey(viewerId), 'search', term] as const,
    queryFn: ({ signal }) => api.GET('/friends/search', { params: { query: { q: term } }, signal }),
    // The previous results stay while the next term is on its way, instead of a flash of nothing.
    placeholderData: keepPreviousData,
  });
}

export function friendActivityQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...friendsKey(viewerId), 'activity'] as const,
    queryFn: ({ signal }) => api.GET('/friends/activity', { signal }),
  });
}

const byId = (id: string) => ({ params: { path: { id } } });

export const friendsApi = {
  send: (userId: string) => api.POST('/friends/requests', { body: { userId } }),
  accept: (id: string) => api.POST('/friends/requests/{id}/accept', byId(id)),
  decline: (id: string) => api.POST('/friends/requests/{id}/decline', byId(id)),
  cancel: (id: string) => api.DELETE('/friends/requests/{id}', byId(id)),
  unfriend: (id: string) => api.DELETE('/friends/{id}', byId(id)),
};
