import type { Context } from 'hono';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppEnv } from '../../types';

/**
 * The web's server render (`apps/web/src/entry-server.tsx`, built to `dist-ssr/`): the app's
 * HTML for a public page and the data it was made from, or null for a page the browser renders.
 * Everything about the request it renders for is passed in: the page's address, how to ask the
 * API in-process and the site's public origin.
 */
export type PageRenderer = (options: {
  request: Request;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  origin: string;
  onError?: (error: unknown) => void;
}) => Promise<{ html: ReadableStream<Uint8Array>; stateScript: string } | null>;

export type RenderOptions = {
  renderer: () => Promise<PageRenderer>;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  origin: string;
  onError: (error: unknown) => void;
};

/** Where the web's build puts its server render, beside `dist/`. */
export function defaultPageRenderer(
  webDist: string | undefined,
): (() => Promise<PageRenderer>) | undefined {
  if (!webDist) return undefined;
  const entry = path.join(path.resolve(webDist), '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  let loaded: Promise<PageRenderer> | undefined;
  return () =>
    (loaded ??= import(pathToFileURL(entry).href).then(
      (module: { renderPage: PageRenderer }) => module.renderPage,
    ));
}

/** The request the server renders a page for: its own address, without the visitor's headers. */
export const pageRequest = (c: Context<AppEnv>, address: string) =>
  new Request(new URL(address, c.req.url));

type RenderedApp = Awaited<ReturnType<PageRenderer>>;

/** The app's HTML for the page, or null: the browser then renders it, as any page it is not sent. */
export async function renderApp(
  { renderer, ...options }: RenderOptions,
  request: Request,
): Promise<RenderedApp> {
  try {
    const renderPage = await renderer();
    return await renderPage({ request, ...options });
  } catch (error) {
    options.onError(error);
    return null;
  }
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page, streamed: the template up to `#root` at once, so the browser starts on the style
 * sheet, the scripts and the fonts while the app renders; then the app's HTML and the data it
 * was made from, or an empty `#root` that the browser fills when the server did not render it.
 * (`middleware/compression.ts` compresses it piece by piece as it goes.)
 */
export function withApp(
  template: string,
  renderApp: () => Promise<RenderedApp>,
  /** Given the whole page once it was rendered and sent; null when it was not rendered. */
  onRendered: (page: string | null) => void = () => {},
): ReadableStream<Uint8Array> {
  const at = template.indexOf(ROOT_ELEMENT);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const before = template.slice(0, at) + '<div id="root">';
  let app: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let html = '';
  let stateScript = '';
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(before));
      const rendered = await renderApp();
      app = rendered?.html.getReader();
      stateScript = rendered?.stateScript ?? '';
    },
    async pull(controller) {
      const chunk = app ? await app.read() : { done: true as const };
      if (!chunk.done) {
        html += decoder.decode(chunk.value, { stream: true });
        return controller.enqueue(chunk.value);
      }
      const after = '</div>' + stateScript + template.slice(at + ROOT_ELEMENT.length);
      controller.enqueue(encoder.encode(after));
      controller.close();
      onRendered(app ? before + html + decoder.decode() + after : null);
    },
    async cancel(reason) {
      onRendered(null);
      await app?.cancel(reason);
    },
  });
}
