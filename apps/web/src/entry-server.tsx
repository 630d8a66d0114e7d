import type { I18n } from '@lingui/core';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isPageHandle } from './app/page-handle';
import { pageContextFor } from './app/page-loader';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { SERVER_STATE_ELEMENT_ID } from './app/server-state';
import { createApi } from './lib/api-client';
import { loadI18n } from './lib/i18n';
import { pageLocale } from './lib/page-locale';
import { AppQueryClient, queryDefaults } from './lib/query-client';

/**
 * The server's render of public pages (docs/decisions/0020-server-rendering.md): the same
 * route table, providers and components as the browser, rendered to a stream for the first
 * HTML, with the query cache they read sent along for hydration. The pages' own loaders fill
 * that cache (docs/decisions/0034-route-loaders.md), given this request's query client, whose
 * API client asks the server's app in-process. Always as a visitor: without any cookie.
 */

/** One route table per language prefix (`/nl`), and each language's messages, made once. */
const handlers = new Map<string | undefined, ReturnType<typeof createStaticHandler>>();
const handlerFor = (basename: string | undefined) => {
  let handler = handlers.get(basename);
  if (!handler) handlers.set(basename, (handler = createStaticHandler(routes, { basename })));
  return handler;
};
const languages = new Map<string, Promise<I18n>>();
const i18nFor = (locale: Parameters<typeof loadI18n>[0]) => {
  let i18n = languages.get(locale);
  if (!i18n) languages.set(locale, (i18n = loadI18n(locale)));
  return i18n;
};

export type RenderPageOptions = {
  request: Request;
  /** Answers an API call (`/api/...`) in-process. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** The site's public origin, for absolute links on the page. */
  origin: string;
  /** Told about errors while rendering (the page is then finished in the browser). */
  onError?: (error: unknown) => void;
};

export type RenderedPage = {
  /** The app's HTML, to go inside `#root`. */
  html: ReadableStream<Uint8Array>;
  /** The `<script type="application/json">` with the query cache the HTML was made from. */
  stateScript: string;
};

/**
 * Renders the page at `request.url`, or answers null when that page is not one the server
 * renders (forms and a member's own pages) or its data could not be read (an unknown event):
 * the browser then renders it as before.
 */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage | null> {
  // Kept only for this render: no timers of its own (gcTime), and emptied once the page is
  // made, so nothing of it outlives the response.
  const queryClient = new AppQueryClient({
    api: createApi(options.fetchApi),
    defaultOptions: {
      queries: { ...queryDefaults.queries, retry: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  try {
    return await renderWith(queryClient, options);
  } finally {
    queryClient.clear();
  }
}

async function renderWith(
  queryClient: AppQueryClient,
  options: RenderPageOptions,
): Promise<RenderedPage | null> {
  // One moment for the data and the render, which the browser reads while hydrating.
  const renderedAt = Date.now();
  // In the language of the page's address (`/nl/events`), as the browser will hydrate it.
  const { locale, basename } = pageLocale(new URL(options.request.url).pathname);
  const [handler, i18n] = [handlerFor(basename), await i18nFor(locale)];
  const context = await handler.query(options.request, {
    requestContext: pageContextFor({
      queryClient,
      now: new Date(renderedAt),
      viewer: { id: null, area: null },
      waitForData: true,
    }),
  });
  // A redirect of the router's own (the spec's old paths): the server answers those first.
  if (context instanceof Response) return null;
  // Forms and a member's own pages are the browser's to render (they have no loader either).
  if (!isPageHandle(context.matches.at(-1)?.route.handle)) return null;
  // Data that could not be read (an unknown event, an API error): the browser renders the page.
  if (context.errors) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  let html: ReadableStream<Uint8Array>;
  try {
    // Whole, once every lazy part has loaded (the data is already in hand, so this is quick):
    // HTML streamed in parts needs inline scripts to put them in place, which the Content
    // Security Policy refuses.
    ({ prelude: html } = await prerender(
      <StrictMode>
        <AppProviders
          i18n={i18n}
          queryClient={queryClient}
          renderedAt={renderedAt}
          origin={options.origin}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      // Every part in place, however long the page: a part sent apart needs a script to move it.
      { onError: options.onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
    ));
  } catch {
    // Already told through `onError`; the browser renders the page.
    return null;
  }
  return { html, stateScript: stateScript(dehydrate(queryClient), renderedAt) };
}

/** JSON inside a script element: `<` escaped so no value can close the element early. */
function stateScript(state: unknown, renderedAt: number): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}" data-rendered-at="${renderedAt}">${json}</script>`;
}
