/**
 * What a page route says to the server's render (`entry-server.tsx`), as its `handle`:
 * `serverRendered` pages send their content in the first HTML, with what their `loader` put
 * into the query cache (`page-loader.ts`). Pages without it (forms, a member's own pages) are
 * sent as the app's empty shell.
 */
export type PageHandle = { serverRendered: true };

export function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { serverRendered?: unknown }).serverRendered === true
  );
}
