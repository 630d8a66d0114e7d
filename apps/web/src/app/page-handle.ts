import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a page route offers the server's render (`entry-server.tsx`), as its `handle`:
 * `serverRendered` pages send their content in the first HTML, and `prefetch` puts the data
 * their components read (the same query options) into the render's query cache first.
 * Pages without it (forms, a member's own pages) are sent as the app's empty shell.
 */
export type PageHandle = {
  serverRendered: true;
  /** `now` is the moment the page is rendered at, which the browser reads while hydrating. */
  prefetch?: (page: {
    queryClient: QueryClient;
    params: Params;
    url: URL;
    now: Date;
  }) => Promise<unknown>;
};

export function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { serverRendered?: unknown }).serverRendered === true
  );
}
