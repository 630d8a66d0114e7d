import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEventViewBeacon, viewReport } from './use-event-view-beacon';

describe('viewReport', () => {
  it('sends the link’s ref and only the referring site’s host', () => {
    expect(viewReport('?ref=poster_2', 'https://www.instagram.com/p/abc?x=1')).toEqual({
      ref: 'poster_2',
      referrer: 'https://www.instagram.com/',
    });
  });

  it('leaves out a ref the server would refuse and a missing referrer', () => {
    expect(viewReport('?ref=<script>', '')).toEqual({});
    expect(viewReport('', 'not a url')).toEqual({});
  });
});

describe('useEventViewBeacon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports one opening per event, without waiting for an answer', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const { rerender } = renderHook(({ id }) => useEventViewBeacon(id), {
      initialProps: { id: '44444444-4444-4444-8444-444444444444' },
    });
    rerender({ id: '44444444-4444-4444-8444-444444444444' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/views/events/44444444-4444-4444-8444-444444444444');
    expect(JSON.parse(await body.text())).toEqual({});
    rerender({ id: '55555555-5555-4555-8555-555555555555' });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('falls back to a request that outlives the page, and never throws', () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useEventViewBeacon('44444444-4444-4444-8444-444444444444'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/views/events/44444444-4444-4444-8444-444444444444',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});
