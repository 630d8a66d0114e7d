import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiFetch, apiUrl, NETWORK_ERROR_MESSAGE, createApi } from './api-client';

function respondWith(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  });
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const calls = respondWith(json({ status: 'ok', database: 'up' }));
    await expect(apiFetch('health')).resolves.toEqual({ status: 'ok', database: 'up' });
    expect(calls[0]?.url).toBe('/api/health');
    expect(calls[0]?.init.credentials).toBe('same-origin');

    const post = respondWith(json({ id: 1 }, 201));
    await apiFetch('/api/events', {
      method: 'POST',
      body: { title: 'Dawn patrol' },
      query: { draft: true, area: undefined },
    });
    expect(post[0]?.url).toBe('/api/events?draft=true');
    expect(post[0]?.init.body).toBe('{"title":"Dawn patrol"}');
    expect(new Headers(post[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the error shape into an ApiError with status, code, message and details', async () => {
    respondWith(
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Some of the values sent are not valid.',
            details: { target: 'json', issues: [{ path: 'title', message: 'Too short' }] },
          },
        },
        400,
      ),
    );
    const error = await apiFetch('/api/events', { method: 'POST', body: {} }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Some of the values sent are not valid.',
      details: { target: 'json', issues: [{ path: 'title', message: 'Too short' }] },
    });
  });

  it('reports a response that is not the error shape as an unexpected response', async () => {
    respondWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('health')).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'The server sent an unexpected response.',
    });
  });

  it('reports a failed connection as a network error', async () => {
    respondWith(new TypeError('Failed to fetch'));
    await expect(apiFetch('health')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('validates the body with a schema when given one', async () => {
    respondWith(json({ status: 'broken' }));
    const schema = {
      parse(data: unknown) {
        if ((data as { status?: string }).status !== 'ok') throw new Error('not ok');
        return data as { status: 'ok' };
      },
    };
    await expect(apiFetch('health', { schema })).rejects.toThrow('not ok');
  });

  it('resolves with undefined for 204 No Content', async () => {
    respondWith(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/session', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('api, typed from the OpenAPI document', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts path parameters in place, encoded, under /api, and leaves out a missing query', async () => {
    const one = respondWith(json({ plan: { id: 'a b/c' } }));
    await api.GET('/plans/{planId}', { params: { path: { planId: 'a b/c' } } });
    const list = respondWith(json({ plans: [] }));
    await api.GET('/plans', { params: { query: { area: undefined, limit: 6 } } });
    expect([one[0]?.url, list[0]?.url]).toEqual(['/api/plans/a%20b%2Fc', '/api/plans?limit=6']);
    expect(one[0]?.init.method).toBe('GET');
    expect(one[0]?.init.credentials).toBe('same-origin');
  });

  it('sends the method and the JSON body, and resolves with undefined for 204', async () => {
    const calls = respondWith(new Response(null, { status: 204 }));
    await expect(
      api.DELETE('/plans/{planId}', {
        params: { path: { planId: 'p1' }, query: { sessions: 'following' } },
      }),
    ).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({
      url: '/api/plans/p1?sessions=following',
      init: { method: 'DELETE' },
    });

    const put = respondWith(json({ status: 'going' }));
    await api.PUT('/events/{id}/rsvp', {
      params: { path: { id: 'e1' } },
      body: { status: 'going' },
    });
    expect(put[0]).toMatchObject({
      url: '/api/events/e1/rsvp',
      init: { method: 'PUT', body: '{"status":"going"}' },
    });
  });

  it('rejects with the one ApiError, and goes through the transport a client is made with', async () => {
    respondWith(json({ error: { code: 'not_found', message: 'Plan not found.' } }, 404));
    await expect(
      api.GET('/plans/{planId}', { params: { path: { planId: 'gone' } } }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'Plan not found.' });

    const seen: string[] = [];
    const inProcess = createApi(async (url) => {
      seen.push(url);
      return json({ areas: [] });
    });
    await expect(inProcess.GET('/areas')).resolves.toEqual({ areas: [] });
    expect(seen).toEqual(['/api/areas']);
  });

  it('gives a route’s address for links and uploads', () => {
    expect(apiUrl('/events/{id}/calendar.ics', { path: { id: 'e 1' } })).toBe(
      '/api/events/e%201/calendar.ics',
    );
    expect(apiUrl('/feeds/areas/{slug}/events.atom', { path: { slug: 'ericeira' } })).toBe(
      '/api/feeds/areas/ericeira/events.atom',
    );
    expect(apiUrl('/unsubscribe', { query: { token: 'a&b' } })).toBe(
      '/api/unsubscribe?token=a%26b',
    );
  });
});
