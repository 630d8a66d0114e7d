import { MapStyleResponse } from '@lineup/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/map-style', () => {
  let defaults: TestApp;
  let own: TestApp;
  beforeAll(async () => {
    defaults = await createTestApp();
    own = await createTestApp({
      env: { MAP_STYLE_URL: 'https://maps.lineup.example/styles/protomaps.json' },
    });
  });
  afterAll(async () => {
    await defaults.close();
    await own.close();
  });

  it("answers OpenFreeMap's light and dark styles by default", async () => {
    const res = await defaults.app.request('/api/map-style');
    expect(res.status).toBe(200);
    expect(MapStyleResponse.parse(await res.json())).toEqual({
      light: 'https://tiles.openfreemap.org/styles/liberty',
      dark: 'https://tiles.openfreemap.org/styles/dark',
    });
  });

  it("uses a style of one's own for both, and lets the page fetch from its host only", async () => {
    const res = await own.app.request('/api/map-style');
    expect(await res.json()).toEqual({
      light: 'https://maps.lineup.example/styles/protomaps.json',
      dark: 'https://maps.lineup.example/styles/protomaps.json',
    });
    expect(res.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://maps.lineup.example",
    );
  });
});
