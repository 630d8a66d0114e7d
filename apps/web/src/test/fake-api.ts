import { vi } from 'vitest';

/** One request the app made. */
export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; a FormData body as it was sent. */
  body: unknown;
  /** `:name` parts of the matched route. */
  params: Record<string, string>;
};
export type ApiReply = { status?: number; body?: unknown };
type Handler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

function compile(pattern: string) {
  const [method, path] = pattern.includes(' ') ? pattern.split(' ') : ['*', pattern];
  const names: string[] = [];
  const source = path!.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (call: { method: string; path: string }) => {
    if (method !== '*' && method !== call.method) return null;
    const match = regex.exec(call.path);
    if (!match) return null;
    return Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
    );
  };
}

/**
 * Stands in for the network in component tests: `fetch` is answered by the routes a test
 * sets (`PUT /api/events/:id/rsvp`), unknown ones with the API's 404. Everything above the
 * network (api client, query cache, components) is the real code.
 */
export function installFakeApi() {
  const calls: ApiCall[] = [];
  let routes: { match: ReturnType<typeof compile>; handler: Handler }[] = [];

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Not JSON: kept as the text it was.
      }
    }
    const base = { method, path: url.pathname, query: url.searchParams, body };
    for (const route of [...routes].reverse()) {
      const params = route.match(base);
      if (params) {
        const call = { ...base, params };
        calls.push(call);
        const reply = await route.handler(call);
        return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    calls.push({ ...base, params: {} });
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fake);

  return {
    calls,
    /** Later routes win over earlier ones with the same pattern. */
    on(pattern: string, handler: Handler | ApiReply) {
      routes.push({
        match: compile(pattern),
        handler: typeof handler === 'function' ? handler : () => handler,
      });
    },
    callsTo(pattern: string) {
      const match = compile(pattern);
      return calls.filter((call) => match(call) !== null);
    },
    reset() {
      calls.length = 0;
      routes = [];
    },
  };
}

/** A promise with its resolve at hand, to hold a reply until the test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
