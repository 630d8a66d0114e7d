import { createEvent } from '@lineup/db/factories';
import { eventTranslations } from '@lineup/db/schema';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// An event page's head in the page's language (docs/product.md §18 "Event text in several
// languages"): the organiser's translation when there is one, the original otherwise.
const ORIGIN = 'https://lineup.example';
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Lineup</title>' +
  '<script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;
let eventPath: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lineup-head-languages-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist, env: { PUBLIC_URL: ORIGIN } });
  const event = await createEvent(t.database, {
    title: 'Sunset longboard jam',
    description: 'Bring a board, we bring the music.',
  });
  await t.database.db.insert(eventTranslations).values({
    eventId: event.id,
    locale: 'nl',
    title: 'Longboardjam bij zonsondergang',
    description: 'Neem een plank mee, wij zorgen voor muziek.',
  });
  eventPath = `/${event.countrySlug}/${event.citySlug}/events/${event.slug}`;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function headOf(pathname: string) {
  const res = await t.app.request(pathname);
  expect(res.status).toBe(200);
  const html = await res.text();
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ld: JSON.parse(jsonLd ?? 'null') as { name: string; description: string } | null,
  };
}

describe('an event page head', () => {
  it('is in Dutch on the Dutch page of an event translated into Dutch', async () => {
    const head = await headOf(`/nl${eventPath}`);
    expect(head.title).toMatch(/^Longboardjam bij zonsondergang · /);
    expect(head.ogTitle).toBe('Longboardjam bij zonsondergang');
    expect(head.description).toContain('Neem een plank mee');
    expect(head.ogDescription).toContain('Neem een plank mee');
    expect(head.ld?.name).toBe('Longboardjam bij zonsondergang');
    expect(head.ld?.description).toBe('Neem een plank mee, wij zorgen voor muziek.');
  });

  it('keeps the original on a page in a language it has no translation into', async () => {
    for (const prefix of ['', '/pt-pt']) {
      const head = await headOf(`${prefix}${eventPath}`);
      expect(head.ogTitle, prefix).toBe('Sunset longboard jam');
      expect(head.ld?.name, prefix).toBe('Sunset longboard jam');
      expect(head.description, prefix).toContain('Bring a board');
    }
  });
});
