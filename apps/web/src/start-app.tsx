// The app itself: loaded by main.tsx once the server's page has been painted.
import type { I18n } from '@lingui/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { browserPageContext } from './app/page-loader';
import { AppProviders } from './app/providers';
import { createRouter, routes, type AppRouter } from './app/router';
import { RoutePrefetch } from './app/shell/route-prefetch';
import { adoptServerState, ServerStateHandOver } from './app/server-state';
import { loadConsent } from './features/consent/consent-store';
import { pageLocale } from './lib/page-locale';
import { intlLocale } from './lib/i18n-locale';
import { loadFrameI18n } from './lib/page-messages';
import { registerServiceWorker } from './lib/offline-cache';
import { queryClient } from './lib/query-client';

// docs/product.md §4: a stored cookie choice applies from the first moment, before anything renders.
loadConsent();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Lineup into.');

registerServiceWorker();

// What the pages' loaders are given, on navigations and on a link's hover alike.
const pageContext = browserPageContext(queryClient);

// A public page arrives rendered by the server (docs/decisions/0020-server-rendering.md):
// it is hydrated from the same data, once its page's code has loaded; any other page is
// rendered here. (A function rather than a top-level await: the bundler turns off its merging
// of small shared chunks for a module graph with one, and the app then arrived in some sixty
// files, each with a preload link the page inserts while it hydrates.)
async function start(root: HTMLElement) {
  // The page's language is in its address; its messages arrive before anything renders (the
  // frame's here, the page's with its code), so the page never shows another language.
  const { locale, basename } = pageLocale(window.location.pathname);
  const i18n = await loadFrameI18n(locale);
  const renderedAt = adoptServerState(queryClient);
  if (renderedAt === null) {
    createRoot(root).render(
      <App i18n={i18n} router={createRouter(pageContext, basename)} renderedAt={null} />,
    );
    return;
  }
  // Each step in a task of its own, so that a phone answers a tap in between. The router
  // matches the page, loads its code and runs its loader (the data is in the adopted cache, so
  // nothing is asked for again); hydration waits for it, so the first render in the
  // browser has the components the server used instead of the 'Loading...' fallback.
  await nextTask();
  const router = createRouter(pageContext, basename);
  await pageLoaded(router);
  await nextTask();
  // A browser without the formats of the page's language (Chromium on a desktop knows no
  // Sinhala) would write its dates and numbers otherwise than the server did, and React would
  // throw the server's page away mid-hydration: it renders the page itself instead, from the
  // same data, in the formats it has, over the server's until it is ready.
  if (Intl.DateTimeFormat.supportedLocalesOf(intlLocale(locale)).length === 0) {
    createRoot(root).render(<App i18n={i18n} router={router} renderedAt={renderedAt} />);
    return;
  }
  // Hydrated as a transition, so React works in slices and the page answers taps meanwhile,
  // instead of one long task for the whole page.
  startTransition(
    () => void hydrateRoot(root, <App i18n={i18n} router={router} renderedAt={renderedAt} />),
  );
}

type AppProps = { i18n: I18n; router: AppRouter; renderedAt: number | null };

function App({ i18n, router, renderedAt }: AppProps) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} renderedAt={renderedAt}>
        <RouterProvider router={router} />
        <RoutePrefetch routes={routes} context={pageContext} />
        <ServerStateHandOver />
      </AppProviders>
    </StrictMode>
  );
}

function pageLoaded(router: AppRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

void start(container);
