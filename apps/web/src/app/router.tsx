import {
  isAreaSlug,
  legacyRedirects,
  resolveLegacyRedirect,
  type AppPagePath,
} from '@lineup/contracts';
import { createElement } from 'react';
import {
  createBrowserRouter,
  redirect,
  useLocation,
  type LoaderFunctionArgs,
  type RouteObject,
  type RouterContextProvider,
  type ShouldRevalidateFunction,
} from 'react-router';
import { loadPageMessages } from '@/lib/page-messages';
import { PageErrorBoundary, RootErrorBoundary } from './error-boundaries';
import type { PageHandle } from './page-handle';
import { AppShell } from './shell/app-shell';

/** The spec's old paths; the server answers them with 301 first, this covers in-app links. */
function legacyRedirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveLegacyRedirect(url.pathname);
  return redirect(target ? target + url.search + url.hash : '/');
}

const redirectRoutes: RouteObject[] = legacyRedirects.flatMap(({ from }) => [
  { path: from.slice(1), loader: legacyRedirectLoader },
  { path: `${from.slice(1)}/*`, loader: legacyRedirectLoader },
]);

type RouteModule = Pick<RouteObject, 'Component' | 'handle' | 'loader'>;
type LazyPage = () => Promise<RouteModule>;

const routeModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * The page in `routes/<name>.tsx`: its code, and its messages in the reader's language
 * (page-messages.ts), both before it renders.
 */
function page(name: string): LazyPage {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`There is no page routes/${name}.tsx.`);
  return async () => (await Promise.all([load(), loadPageMessages(name)]))[0];
}

const areaPage: LazyPage = page('area');

const isAreaPath = (pathname: string) => isAreaSlug(pathname.split('/')[1] ?? '');

/**
 * An area's page has the shape of a country's (`/:countryName`, and any path below it) and
 * React Router ranks patterns, not values: each route that starts at a country shows the area
 * page when the first segment is an area's slug (it ends in `-area`, a country's never does),
 * as `matchPagePath` decides on the server. Which areas exist is the database's answer, so an
 * area an admin adds has its page at once.
 */
function orAreaPage(ownPage: LazyPage): LazyPage {
  return async () => {
    const [own, area] = await Promise.all([ownPage(), areaPage()]);
    const pick = (pathname: string) => (isAreaPath(pathname) ? area : own);
    const loaders = own.loader || area.loader;
    return {
      Component: function PlaceOrAreaPage() {
        const Page = pick(useLocation().pathname).Component;
        return Page ? createElement(Page) : null;
      },
      handle: { ...(own.handle as object | undefined), serverRendered: true } satisfies PageHandle,
      ...(loaders
        ? {
            loader: (args: LoaderFunctionArgs) => {
              const { loader } = pick(new URL(args.request.url).pathname);
              return typeof loader === 'function' ? loader(args) : null;
            },
          }
        : {}),
    };
  };
}

/**
 * docs/product.md §2's route table: a page for every pattern of `APP_PAGE_PATHS` (the server answers 404
 * for paths none of them matches, so the list lives in the contracts and this object must
 * name each of them). Every page is its own chunk (`lazy`), so the first load carries only
 * the shell; each route file exports `Component`, and a page with data its `loader` (`page-loader.ts`).
 */
const pages: Record<AppPagePath, LazyPage> = {
  '': page('home'),

  events: page('events'),
  'events/create': page('event-create'),
  'events/:eventId/edit': page('event-edit'),
  'events/event/:id': page('event-detail'),
  'events/event/:id/guests': page('event-guests'),
  'events/event/:id/ticket': page('event-ticket'),
  'events/event/:id/check-in': page('event-check-in'),
  'events/event/:id/dashboard': page('event-dashboard'),
  'events/:destination/:slug': page('event-detail'),
  'events/:identifier': page('event-detail'),
  ':countryName': orAreaPage(page('country')),
  ':countryName/:citySlug': orAreaPage(page('city')),
  ':countryName/:citySlug/events/:slug': orAreaPage(page('event-detail')),
  ':countryName/:citySlug/venues/:venueSlug': orAreaPage(page('venue')),

  'casual-plans': page('casual-plans'),
  'casual-plans/create': page('casual-plan-create'),
  'casual-plans/:planId': page('casual-plan'),
  'crews/create': page('crew-create'),
  'crew/:handle': page('crew'),
  'crew/:handle/edit': page('crew-edit'),
  friends: page('friends'),
  'my-events': page('my-events'),
  notifications: page('notifications'),
  unsubscribe: page('unsubscribe'),
  profile: page('profile'),
  'profile/edit': page('profile-edit'),
  'profile/settings': page('profile-settings'),
  'user/:userId': page('user-profile'),
  dashboard: page('dashboard'),
  search: page('search'),
  admin: page('admin'),
  moderation: page('moderation'),

  auth: page('auth'),
  login: page('login'),
  signup: page('signup'),
  'forgot-password': page('forgot-password'),
  'reset-password': page('reset-password'),
  'resend-confirmation': page('resend-confirmation'),
  'email-confirmation': page('email-confirmation'),
  goodbye: page('goodbye'),

  about: page('about'),
  contact: page('contact'),
  privacy: page('privacy'),
  terms: page('terms'),
  cookies: page('cookies'),
  'design-system': page('design-system'),
  // sitemap.xml is answered by the server from the database and never reaches the app.
};

/**
 * A page's loader runs when the browser comes to it, not again when only its query changes (a
 * filter, a search term): the page asks for what it then shows itself, with its skeletons, and
 * the address changes at once, without a navigation that waits for a loader.
 */
const onlyForANewPage: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const pageRoutes: RouteObject[] = Object.entries(pages).map(([path, lazy]) =>
  path === ''
    ? { index: true, lazy, shouldRevalidate: onlyForANewPage }
    : { path, lazy, shouldRevalidate: onlyForANewPage },
);

/** An area's deeper sub-paths, which no country route has the shape of (see `orAreaPage`). */
const areaRoutes: RouteObject[] = [
  {
    path: ':areaSlug/*',
    lazy: orAreaPage(page('not-found')),
    shouldRevalidate: onlyForANewPage,
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    // Same component as the shell: the header stays put while the first page's code loads.
    HydrateFallback: AppShell,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        ErrorBoundary: PageErrorBoundary,
        children: [
          ...pageRoutes,
          ...areaRoutes,
          ...redirectRoutes,
          { path: '*', lazy: page('not-found') },
        ],
      },
    ],
  },
];

/**
 * The route table of one browser router: each page's loader is given `context()` as its
 * `context`, as the server's static handler gives its request's (`page-loader.ts`). Not the
 * router's own `getContext` option: the router awaits it on every navigation, so a filter's
 * change would leave the click's event, and React would no longer render it at once.
 */
export function routesWith(context: () => RouterContextProvider, table = routes): RouteObject[] {
  return table.map((route): RouteObject => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' && {
        lazy: async () => {
          const page = await lazy();
          const { loader } = page;
          if (typeof loader !== 'function') return page;
          return { ...page, loader: (args) => loader({ ...args, context: context() }) };
        },
      }),
      ...(children && { children: routesWith(context, children) }),
    } as RouteObject;
  });
}

/**
 * The browser's router; `context` tells the pages' loaders what to load for, and `basename`
 * is the page's language prefix (`/nl`), so every link stays in that language.
 */
export function createRouter(context: () => RouterContextProvider, basename?: string) {
  return createBrowserRouter(routesWith(context), { basename });
}

export type AppRouter = ReturnType<typeof createRouter>;
