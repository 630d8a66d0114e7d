import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE } from './api-client';

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
