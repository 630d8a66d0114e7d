import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { loadConsent } from './features/consent/consent-store';
import { registerServiceWorker } from './lib/offline-cache';
import './styles.css';

// docs/product.md §4: a stored cookie choice applies from the first moment, before anything renders.
loadConsent();

const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Lineup into.');

registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
