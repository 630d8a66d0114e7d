import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { slugBase, slugFitsBase } from './event-slug';
import { api, createEventAs, eventInput, testArea } from '../../testing/participation';

describe('event slugs', () => {
  it('keeps Sinhala and Tamil titles readable instead of calling them all "event"', () => {
    expect(slugBase('සර්ෆ් පාඩම')).toBe('සර්ෆ්-පාඩම');
    expect(slugBase('அலைச்சறுக்கு')).toBe('அலைச்சறுக்கு');
    expect(slugBase('Sunset Jam at Ribeira d’Ilhas!')).toBe('sunset-jam-at-ribeira-dilhas');
    expect(slugBase('🌊🌊🌊')).toBe('event');
  });

  it('cuts a long title at a word, whatever its script', () => {
    const latin = slugBase('Sunset longboard jam and beach clean '.repeat(4));
    expect(latin).toBe(
      'sunset-longboard-jam-and-beach-clean-sunset-longboard-jam-and-beach-clean-sunset',
    );
    const sinhala = slugBase('සර්ෆ් පාඩම '.repeat(12));
    expect(sinhala.length).toBeLessThanOrEqual(80);
    expect(sinhala).toMatch(/^(සර්ෆ්-පාඩම-)+සර්ෆ්(-පාඩම)?$/u);
  });

  it('cuts a title with no spaces between characters, never inside one', () => {
    const cut = slugBase('😀a'.repeat(60));
    expect(cut).toBe('a'.repeat(60));
    const tamil = slugBase('கொ'.repeat(50));
    expect(tamil).toBe('கொ'.repeat(40));
  });

  it('recognises a numbered slug of the same title', () => {
    expect(slugFitsBase('සර්ෆ්-පාඩම-2', 'සර්ෆ්-පාඩම')).toBe(true);
    expect(slugFitsBase('සර්ෆ්-පාඩම-x', 'සර්ෆ්-පාඩම')).toBe(false);
  });
});

describe('an event titled in Sinhala or Tamil, end to end', () => {
  let t: TestApp;
  let webDist: string;
  let member: SignedUpMember;
  const call = (...args: Parameters<ReturnType<typeof api>>) => api(t)(...args);

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'lineup-slug-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Lineup</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ webDist, env: { PUBLIC_URL: 'https://lineup.example' } });
    member = await signUpMember(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['සර්ෆ් පාඩම', 'සර්ෆ්-පාඩම'],
    ['அலைச்சறுக்கு', 'அலைச்சறுக்கு'],
  ])('%s is found at its address, by the API and as a page', async (title, slug) => {
    const area = await testArea(t, { timeZone: 'Asia/Colombo', countrySlug: 'sri-lanka' });
    const event = await createEventAs(t, member, eventInput(area, { title }));
    expect(event.path.split('/').at(-1)).toBe(slug);

    // What a browser sends for the address: the path percent-encoded.
    const address = new URL(event.path, 'https://lineup.example').pathname;
    expect(decodeURIComponent(address)).toBe(event.path);
    const [, country, city] = address.split('/');

    const byPath = await call(
      'GET',
      `/api/events/by-path/${country}/${city}/${encodeURIComponent(slug)}`,
    );
    expect(byPath.status).toBe(200);
    expect(byPath.json).toMatchObject({ kind: 'event', event: { id: event.id, title } });

    const resolved = await call('GET', `/api/events/resolve?path=${encodeURIComponent(address)}`);
    expect(resolved.status).toBe(200);
    expect(decodeURIComponent(resolved.json.path as string)).toBe(event.path);

    const page = await t.app.request(address);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain(`<link rel="canonical" href="https://lineup.example${address}" />`);

    // The short form /events/event/:id moves permanently to the same address.
    const short = await t.app.request(`/events/event/${event.id}`, { redirect: 'manual' });
    expect(short.status).toBe(301);
    expect(decodeURIComponent(new URL(short.headers.get('location')!, 'https://x').pathname)).toBe(
      event.path,
    );

    // Renamed, it moves to a new address and the old one leads there.
    const renamed = await call('PATCH', `/api/events/${event.id}`, {
      as: member,
      body: { title: `${title} 2` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.event.path).toBe(`${event.path}-2`);
    const old = await t.app.request(address, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`${address}-2`);
  });
});
