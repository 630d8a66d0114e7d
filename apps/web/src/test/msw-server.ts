import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network of component tests (MSW): `fetch` and `XMLHttpRequest` are answered by the
 * handlers a test adds with `server.use(...)` or through `installFakeApi()`/`serveApi()`.
 * Started, reset after each test and checked for unanswered requests in `setup.ts`.
 *
 * Answers always there: the signed-in shell's bell asks for the unread count on every page, so
 * "nothing unread" is the default (a test about the bell answers it itself); an event page
 * counts its opening for the hosts' dashboard, which nothing on the page waits for; the page of
 * an event that has started asks for its photos, an empty album unless a test about photos
 * answers otherwise; a member's event page or open plan reads its discussion (empty,
 * unless a test says); an event's or a plan's page asks for the sea at its start, and an
 * area's day headings for its clean mornings (none, unless a test about the sea answers).
 */
const emptyThread = {
  messages: [],
  pinned: null,
  nextCursor: null,
  muted: false,
  canModerate: false,
};
export const server = setupServer(
  http.get('/api/notifications/unread-count', () => HttpResponse.json({ unreadCount: 0 })),
  http.post('/api/views/events/:id', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/events/:id/photos', () =>
    HttpResponse.json({ photos: [], nextCursor: null, canAdd: false }),
  ),
  http.get('/api/events/:id/messages', () => HttpResponse.json(emptyThread)),
  http.get('/api/plans/:planId/messages', () => HttpResponse.json(emptyThread)),
  http.get('/api/events/:id/sea', () => HttpResponse.json({ conditions: null, pending: false })),
  http.get('/api/plans/:planId/sea', () => HttpResponse.json({ conditions: null, pending: false })),
  http.get('/api/areas/:area/sea-mornings', () =>
    HttpResponse.json({ mornings: [], pending: false }),
  ),
);

/**
 * Every API request fails as it would with the server down. For tests of the shell and the
 * route table, whose pages only need to render; their data is other tests' business.
 */
export function serverUnreachable() {
  server.use(http.all('/api/*', () => HttpResponse.error()));
}
