// @vitest-environment node
import { expect, it } from 'vitest';
import { renderPage } from './entry-server';
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
