import { vi } from 'vitest';

/** One request the app made: method, path and JSON body. */
export type Call = { method: string; path: string; body: unknown };
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: Call) => Reply | Promise<Reply>;

/**
 * Answers the app's fetch calls in a component test, by path. Installed once per file because
 * Better Auth's client keeps the `fetch` it found when it was first loaded; each test sets its
 * own routes with `reply`.
 */
export function installFakeFetch() {
  const calls: Call[] = [];
  let routes = new Map<string, Handler>();

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = init?.body !== undefined ? String(init.body) : await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call = {
      method: (init?.method ?? request.method).toUpperCase(),
      path: url.pathname,
      body,
    };
    calls.push(call);
    const handler = routes.get(`${call.method} ${call.path}`) ?? routes.get(call.path);
    const reply = handler
      ? await handler(call)
      : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  vi.stubGlobal('fetch', fake);

  return {
    calls,
    /** `reply('POST /api/auth/sign-in/email', …)` or `reply('/api/profiles/me', …)`. */
    reply(route: string, handler: Handler | Reply) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      calls.length = 0;
      routes = new Map();
    },
    paths: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}
