import { legacyRedirects, resolveLegacyRedirect } from '@lineup/contracts';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { PageErrorBoundary, RootErrorBoundary } from './error-page';
import { AppShell } from './shell/app-shell';

/** Spec §2: the six area pages, each with any sub-path below it. */
export const areaRoutePaths = [
  'portugal-ericeira-area',
  'portugal-peniche-area',
  'netherlands-zandvoort-area',
  'netherlands-scheveningen-area',
  'netherlands-wijk-aan-zee-area',
  'sri-lanka-south-coast-area',
] as const;

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

/**
 * Spec §2's route table. Every page is its own chunk (`lazy`), so the first load carries only
 * the shell; each route file exports `Component`.
 */
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
          { index: true, lazy: () => import('./routes/home') },

          { path: 'events', lazy: () => import('./routes/events') },
          { path: 'events/create', lazy: () => import('./routes/event-create') },
          { path: 'events/:eventId/edit', lazy: () => import('./routes/event-edit') },
          { path: 'events/event/:id', lazy: () => import('./routes/event-detail') },
          { path: 'events/:destination/:slug', lazy: () => import('./routes/event-detail') },
          { path: 'events/:identifier', lazy: () => import('./routes/event-detail') },
          { path: ':countryName', lazy: () => import('./routes/country') },
          { path: ':countryName/:citySlug', lazy: () => import('./routes/city') },
          {
            path: ':countryName/:citySlug/events/:slug',
            lazy: () => import('./routes/event-detail'),
          },
          ...areaRoutePaths.flatMap((path) => [
            { path, lazy: () => import('./routes/area') },
            { path: `${path}/*`, lazy: () => import('./routes/area') },
          ]),

          { path: 'casual-plans', lazy: () => import('./routes/casual-plans') },
          { path: 'casual-plans/create', lazy: () => import('./routes/casual-plan-create') },
          { path: 'friends', lazy: () => import('./routes/friends') },
          { path: 'my-events', lazy: () => import('./routes/my-events') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'profile/edit', lazy: () => import('./routes/profile-edit') },
          { path: 'profile/settings', lazy: () => import('./routes/profile-settings') },
          { path: 'user/:userId', lazy: () => import('./routes/user-profile') },
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'search', lazy: () => import('./routes/search') },
          { path: 'admin', lazy: () => import('./routes/admin') },

          { path: 'auth', lazy: () => import('./routes/auth') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: 'reset-password', lazy: () => import('./routes/reset-password') },
          { path: 'resend-confirmation', lazy: () => import('./routes/resend-confirmation') },
          { path: 'email-confirmation', lazy: () => import('./routes/email-confirmation') },
          { path: 'goodbye', lazy: () => import('./routes/goodbye') },

          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'cookies', lazy: () => import('./routes/cookies') },
          { path: 'design-system', lazy: () => import('./routes/design-system') },
          // sitemap.xml is answered by the server from the database and never reaches the app.

          ...redirectRoutes,
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
