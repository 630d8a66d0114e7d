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

type LazyPage = () => Promise<Pick<RouteObject, 'Component' | 'handle' | 'loader'>>;

const areaPage: LazyPage = () => import('./routes/area');

const isAreaPath = (pathname: string) => isAreaSlug(pathname.split('/')[1] ?? '');

/**
 * An area's page has the shape of a country's (`/:countryName`, and any path below it) and
 * React Router ranks patterns, not values: each route that starts at a country shows the area
 * page when the first segment is an area's slug (it ends in `-area`, a country's never does),
 * as `matchPagePath` decides on the server. Which areas exist is the database's answer, so an
 * area an admin adds has its page at once.
 */
function orAreaPage(page: LazyPage): LazyPage {
  return async () => {
    const [own, area] = await Promise.all([page(), areaPage()]);
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
  '': () => import('./routes/home'),

  events: () => import('./routes/events'),
  'events/create': () => import('./routes/event-create'),
  'events/:eventId/edit': () => import('./routes/event-edit'),
  'events/event/:id': () => import('./routes/event-detail'),
  'events/event/:id/guests': () => import('./routes/event-guests'),
  'events/event/:id/ticket': () => import('./routes/event-ticket'),
  'events/event/:id/check-in': () => import('./routes/event-check-in'),
  'events/event/:id/dashboard': () => import('./routes/event-dashboard'),
  'events/:destination/:slug': () => import('./routes/event-detail'),
  'events/:identifier': () => import('./routes/event-detail'),
  ':countryName': orAreaPage(() => import('./routes/country')),
  ':countryName/:citySlug': orAreaPage(() => import('./routes/city')),
  ':countryName/:citySlug/events/:slug': orAreaPage(() => import('./routes/event-detail')),
  ':countryName/:citySlug/venues/:venueSlug': orAreaPage(() => import('./routes/venue')),

  'casual-plans': () => import('./routes/casual-plans'),
  'casual-plans/create': () => import('./routes/casual-plan-create'),
  'casual-plans/:planId': () => import('./routes/casual-plan'),
  'crews/create': () => import('./routes/crew-create'),
  'crew/:handle': () => import('./routes/crew'),
  'crew/:handle/edit': () => import('./routes/crew-edit'),
  friends: () => import('./routes/friends'),
  'my-events': () => import('./routes/my-events'),
  notifications: () => import('./routes/notifications'),
  unsubscribe: () => import('./routes/unsubscribe'),
  profile: () => import('./routes/profile'),
  'profile/edit': () => import('./routes/profile-edit'),
  'profile/settings': () => import('./routes/profile-settings'),
  'user/:userId': () => import('./routes/user-profile'),
  dashboard: () => import('./routes/dashboard'),
  search: () => import('./routes/search'),
  admin: () => import('./routes/admin'),
  moderation: () => import('./routes/moderation'),

  auth: () => import('./routes/auth'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  'forgot-password': () => import('./routes/forgot-password'),
  'reset-password': () => import('./routes/reset-password'),
  'resend-confirmation': () => import('./routes/resend-confirmation'),
  'email-confirmation': () => import('./routes/email-confirmation'),
  goodbye: () => import('./routes/goodbye'),

  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  cookies: () => import('./routes/cookies'),
  'design-system': () => import('./routes/design-system'),
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
    lazy: orAreaPage(() => import('./routes/not-found')),
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
          { path: '*', lazy: () => import('./routes/not-found') },
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
