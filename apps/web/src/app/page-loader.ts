import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  RouterContextProvider,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import type { SessionData } from '@/features/auth/api/session';
import { sessionQueryKey } from '@/features/auth/auth-context';
import type { Area } from '@/features/areas/api/areas-query';
import { storedArea } from '@/features/areas/area-location';

/**
 * What a page's loader is told about the request it loads for, passed in by whoever runs the
 * router (docs/decisions/0034-route-loaders.md): never read from a module's globals.
 */
export type PageContext = {
  /** The cache the page's components read; on the server, one request's, calling the API in-process. */
  queryClient: QueryClient;
  /** The moment the page is rendered at, which the browser reads while hydrating. */
  now: Date;
  /** Whom the lists are for. The server renders for a visitor with no area chosen (0020). */
  viewer: { id: string | null; area: Area | null };
  /**
   * The server waits for the data, so that it is in the first HTML. The browser does not: the
   * page shows at once, with its skeletons, while the data it asked for arrives.
   */
  waitForData: boolean;
};

const pageContext = createContext<PageContext>();

/** The `context` every loader of the route table is given (`getContext`, `requestContext`). */
export function pageContextFor(page: PageContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageContext, page);
  return context;
}

/**
 * The browser's context, asked afresh for each navigation: its one query client, and the
 * member and area its lists are read for now (the session as last read, the stored area).
 */
export function browserPageContext(queryClient: QueryClient) {
  return () =>
    pageContextFor({
      queryClient,
      now: new Date(),
      viewer: {
        id: queryClient.getQueryData<SessionData | null>(sessionQueryKey)?.user.id ?? null,
        area: storedArea(),
      },
      waitForData: false,
    });
}

/**
 * What a page loads: it puts into the query cache, with `ensureQueryData`, exactly the query
 * options its components read (`useQuery` of the same options then finds them there).
 */
export type PageLoad = (
  page: Omit<PageContext, 'waitForData'> & { params: Params; url: URL },
) => Promise<unknown>;

/** A route's `loader` from what the page loads; it answers nothing, the data is in the cache. */
export function pageLoader(load: PageLoad) {
  return async ({ url, params, context }: LoaderFunctionArgs): Promise<null> => {
    const { waitForData, ...page } = (context as RouterContextProvider).get(pageContext);
    const loading = load({ ...page, params, url });
    // In the browser a failure is the page's to show: its query holds the error.
    if (waitForData) await loading;
    else loading.catch(() => {});
    return null;
  };
}
