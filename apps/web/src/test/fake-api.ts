import { http, HttpResponse, matchRequestUrl } from 'msw';
import { server } from './msw-server';

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

const byMethod = {
  '*': http.all,
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** `'PUT /api/events/:id/rsvp'` → the method's MSW handler factory and the path. */
function parse(pattern: string) {
  const [method, path] = pattern.includes(' ') ? pattern.split(' ') : ['*', pattern];
  if (!(method! in byMethod)) throw new Error(`Unknown method in '${pattern}'`);
  return { method: method as keyof typeof byMethod, path: path! };
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return request.formData();
  }
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text; // Not JSON: kept as the text it was.
  }
}

/**
 * The readable face of the MSW server for component tests: `api.on('PUT /api/events/:id/rsvp',
 * { status: 200, body })` answers a route with contract-shaped data (the later of two handlers
 * for one route wins), and `api.callsTo(pattern)` tells what the app sent. A request without a
 * handler fails the test (`setup.ts`). Everything above the network (api client, query cache,
 * components) is the real code.
 */
export function installFakeApi() {
  const calls: (ApiCall & { url: URL })[] = [];

  return {
    calls: calls as ApiCall[],
    on(pattern: string, handler: Handler | ApiReply) {
      const { method, path } = parse(pattern);
      const answer = typeof handler === 'function' ? handler : () => handler;
      server.use(
        byMethod[method](path, async ({ request, params }) => {
          const url = new URL(request.url);
          const call = {
            method: request.method,
            path: url.pathname,
            query: url.searchParams,
            body: await bodyOf(request),
            params: params as Record<string, string>,
            url,
          };
          calls.push(call);
          const reply = await answer(call);
          const init = { status: reply.status ?? 200 };
          return reply.body === undefined
            ? new HttpResponse(null, init)
            : HttpResponse.json(reply.body, init);
        }),
      );
    },
    /** `'GET /api/profiles/me'` for each call, in the order they were made. */
    paths: () => calls.map((call) => `${call.method} ${call.path}`),
    callsTo(pattern: string) {
      const { method, path } = parse(pattern);
      return calls.filter(
        (call) =>
          (method === '*' || call.method === method) && matchRequestUrl(call.url, path).matches,
      );
    },
    reset() {
      calls.length = 0;
      server.resetHandlers();
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
