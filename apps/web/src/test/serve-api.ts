import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './msw-server';

type Handler = (request: { url: URL }) => unknown;

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

const byMethod = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/**
 * Answers the app's requests from `routes` through MSW (`'GET /api/events'` → handler, which
 * also answers the paths below it: `/api/events/...`), recording every answered call. A
 * handler returns the 200 body, a `Reply`, or nothing (204). Answers should be built with the
 * contracts' schemas so they stay the shapes the real API sends. Browser journeys run against
 * the real server instead.
 */
export function serveApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  // The longest route first, so that it wins over a shorter one that is its prefix.
  const patterns = Object.keys(routes).sort((a, b) => b.length - a.length);
  server.use(
    ...patterns.flatMap((pattern) => {
      const [method, path] = pattern.split(' ') as [keyof typeof byMethod, string];
      const resolver = async ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        const text = await request.text();
        calls.push({
          method: request.method,
          path: url.pathname,
          search: url.search,
          body: text === '' ? undefined : JSON.parse(text),
        });
        const answer = await routes[pattern]!({ url });
        if (answer === undefined) return new HttpResponse(null, { status: 204 });
        const reply = answer instanceof Reply ? answer : new Reply(200, answer);
        return HttpResponse.json(reply.body as JsonBodyType, { status: reply.status });
      };
      return [byMethod[method](path, resolver), byMethod[method](`${path}/*`, resolver)];
    }),
  );
  return calls;
}
