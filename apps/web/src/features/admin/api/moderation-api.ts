import type { ModerationAction, ModerationQueueQuery, ReportSubjectKind } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The moderation queue (docs/product.md §15 "Moderation"), for admins and crews' owners.

export type QueueStatus = NonNullable<ModerationQueueQuery['status']>;

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: QueueStatus, cursor: string | undefined) =>
    ['moderation', 'queue', status, cursor ?? ''] as const,
  summary: (viewerId: string) => ['moderation', 'summary', viewerId] as const,
};

/** `GET /api/moderation/reports`: reported items grouped, a page at a time. */
export function moderationQueueQuery(status: QueueStatus, cursor?: string) {
  return queryOptions({
    queryKey: moderationKeys.queue(status, cursor),
    queryFn: ({ signal }) =>
      api.GET('/moderation/reports', {
        signal,
        params: { query: { status, ...(cursor ? { cursor } : {}) } },
      }),
    // Other moderators work the same queue: always read afresh.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** `GET /api/moderation/summary`: whether the member moderates anything, and how much waits. */
export function moderationSummaryQuery(viewerId: string) {
  return queryOptions({
    queryKey: moderationKeys.summary(viewerId),
    queryFn: ({ signal }) => api.GET('/moderation/summary', { signal }),
    staleTime: 60_000,
  });
}

type Item = { kind: ReportSubjectKind; id: string };

/** `POST /api/moderation/items/{kind}/{id}/actions`. */
export function moderate(item: Item, action: ModerationAction, message?: string) {
  return api.POST('/moderation/items/{kind}/{id}/actions', {
    params: { path: { kind: item.kind, id: item.id } },
    body: { action, ...(message ? { message } : {}) },
  });
}

/** `POST /api/moderation/items/{kind}/{id}/notes`. */
export function addModerationNote(item: Item, body: string) {
  return api.POST('/moderation/items/{kind}/{id}/notes', {
    params: { path: { kind: item.kind, id: item.id } },
    body: { body },
  });
}
