import { QueryClient, type DefaultOptions, type QueryClientConfig } from '@tanstack/react-query';
import { api as browserApi, type Api } from './api-client';

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

/**
 * A query client that carries the API client its queries call: the browser's, or on the server
 * one request's (in-process, without cookies). Queries get it from the client they run in
 * (`apiOf`), so the same query options read through whichever side runs them.
 */
export class AppQueryClient extends QueryClient {
  readonly api: Api;

  constructor({ api = browserApi, ...config }: QueryClientConfig & { api?: Api } = {}) {
    super(config);
    this.api = api;
  }
}

/** The API client of the query client a query runs in (the `client` of its `queryFn`). */
export function apiOf(client: QueryClient): Api {
  return client instanceof AppQueryClient ? client.api : browserApi;
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({ defaultOptions: queryDefaults });
}

/** The app's one query client; tests make their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
