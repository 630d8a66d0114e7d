// The app itself: loaded by main.tsx once the server's page has been painted.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter, loadMatchedPages, routes } from './app/router';
import { RoutePrefetch } from './app/shell/route-prefetch';
import { adoptServerState, ServerStateHandOver } from './app/server-state';
import { loadConsent } from './features/consent/consent-store';
import { registerServiceWorker } from './lib/offline-cache';
import { queryClient } from './lib/query-client';

// docs/product.md §4: a stored cookie choice applies from the first moment, before anything renders.
loadConsent();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Lineup into.');

registerServiceWorker();

// A public page arrives rendered by the server (docs/decisions/0020-server-rendering.md):
// it is hydrated from the same data; any other page is rendered here.
const renderedAt = adoptServerState(queryClient);
const serverRendered = renderedAt !== null;
if (serverRendered) await loadMatchedPages(window.location.pathname);
const router = createRouter();
const app = (
  <StrictMode>
    <AppProviders renderedAt={renderedAt}>
      <RouterProvider router={router} />
      <RoutePrefetch routes={routes} />
      <ServerStateHandOver />
    </AppProviders>
  </StrictMode>
);
// Hydrated as a transition, so React works in slices and the page answers taps meanwhile,
// instead of one long task for the whole page.
if (serverRendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
