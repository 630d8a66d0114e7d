import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** docs/product.md §9 "Data cache": fresh for 2 minutes, kept for 10. */
export const QUERY_STALE_TIME_MS = 2 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
/** docs/product.md §9: the venue areas list stays fresh for 5 minutes (the area queries use it). */
export const VENUE_AREAS_STALE_TIME_MS = 5 * 60 * 1000;
/** The public areas list's key: the area picker reads it, the admin page refreshes it. */
export const AREAS_QUERY_KEY = ['areas'] as const;

const RETRY_BASE_DELAY_MS = 1000;
const RETRY_MAX_DELAY_MS = 30 * 1000;

/** docs/product.md §9: the retry delay doubles from 1 s and never exceeds 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
}

export const queryDefaults = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    retry: 1,
    retryDelay,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/** The app's one query client; tests make their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
