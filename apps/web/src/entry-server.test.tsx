// @vitest-environment node
import { expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { buildEventDetail, buildEventHosts } from './features/events/testing/event-fixtures';
import { installFakeApi } from './test/fake-api';

const api = installFakeApi();

/** Timers this process has running: what keeps memory alive after a response. */
const timers = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

it('keeps nothing of a render once the page is made: no cache, no timers', async () => {
  api.on('GET http://lineup.test/api/plans', { body: { plans: [] } });
  api.on('GET http://lineup.test/api/areas', { body: { areas: [] } });
  const fetchApi = (url: string, init: RequestInit) =>
    fetch(new URL(url, 'http://lineup.test'), init);
  const before = timers();
  for (let i = 0; i < 5; i++) {
    const page = await renderPage({
      request: new Request(`http://lineup.test/casual-plans?utm_source=chat-${i}`),
      fetchApi,
      origin: 'http://lineup.test',
    });
    expect(page).not.toBeNull();
    const html = await new Response(page!.html).text();
    expect(html).toContain('Casual plans');
    expect(page!.stateScript).toContain('"plans"');
  }
  // Each render's query cache used to stay behind its 10-minute clean-up timers.
  expect(timers()).toBeLessThanOrEqual(before);
});

it('reads through the request’s own API client and origin, even with renders side by side', async () => {
  const render = (origin: string) => {
    const asked: string[] = [];
    const fetchApi = async (url: string) => {
      asked.push(url);
      // The other render starts meanwhile: nothing of one may leak into the other.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (url.endsWith('/hosts')) return Response.json(buildEventHosts());
      return Response.json({ kind: 'event', event: buildEventDetail() });
    };
    return renderPage({
      request: new Request(`${origin}/portugal/ericeira/events/sunset-session`),
      fetchApi,
      origin,
    }).then(async (page) => ({ asked, html: await new Response(page!.html).text() }));
  };
  const [a, b] = await Promise.all([render('https://a.example'), render('https://b.example')]);
  for (const [page, origin, other] of [
    [a, 'https://a.example', 'b.example'],
    [b, 'https://b.example', 'a.example'],
  ] as const) {
    expect(page.asked).toEqual([
      '/api/events/by-path/portugal/ericeira/sunset-session',
      expect.stringMatching(/^\/api\/events\/[0-9a-f-]+\/hosts$/),
    ]);
    expect(page.html).toContain('Sunset session at Foz do Lizandro');
    expect(page.html).toContain(
      encodeURIComponent(`${origin}/portugal/ericeira/events/sunset-session`),
    );
    expect(page.html).not.toContain(other);
  }
});
