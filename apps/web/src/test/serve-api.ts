import { vi } from 'vitest';

type Handler = (request: { url: URL; init: RequestInit }) => unknown;

export type ApiCall = { method: string; path: string; search: string; body: unknown };

/** A JSON answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const notFoundReply = (message = 'Not found.') =>
  new Reply(404, { error: { code: 'not_found', message } });

/**
 * Answers the app's `fetch` calls from `routes` (`'GET /api/events'` → handler), recording
 * every call. Component tests use it at the network edge only; answers should be built with
 * the contracts' schemas so they stay the shapes the real API sends. Browser journeys run
 * against the real server instead.
 */
export function serveApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const key = Object.keys(routes)
      .filter((route) => {
        const [routeMethod, routePath = ''] = route.split(' ');
        return (
          routeMethod === method &&
          (url.pathname === routePath || url.pathname.startsWith(`${routePath}/`))
        );
      })
      .sort((a, b) => b.length - a.length)[0];
    const answer = key ? await routes[key]!({ url, init }) : notFoundReply();
    if (answer instanceof Error) throw answer;
    if (answer === undefined) return new Response(null, { status: 204 });
    const reply = answer instanceof Reply ? answer : new Reply(200, answer);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}
