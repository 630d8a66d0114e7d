import {
  EditableEventResponse,
  EventByPathResponse,
  EventListResponse,
  SearchResponse,
} from '@lineup/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, createEventAs, eventInput, testArea } from '../../testing/participation';

// An event's title and description in several languages (docs/product.md §18 "Event text in
// several languages"): written by those who may edit the event, read with the event, searched.

let t: TestApp;
let call: ReturnType<typeof api>;
let organiser: SignedUpMember;
let outsider: SignedUpMember;
let area: { slug: string };

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  organiser = await signUpMember(t);
  outsider = await signUpMember(t);
  area = await testArea(t, { name: 'Texts Coast', country: 'Portugal' });
});
afterAll(() => t.close());

const dutch = {
  locale: 'nl' as const,
  title: 'Longboardjam bij zonsondergang',
  description: 'Neem een plank mee, wij zorgen voor muziek.',
};
const english = {
  locale: 'en' as const,
  title: 'Sunset longboard jam',
  description: 'Bring a board, we bring the music.',
};

const issuesOf = (json: unknown) =>
  (json as { error: { details: { issues: { path: string; message: string }[] } } }).error.details
    .issues;

async function pageOf(eventPath: string) {
  const [, country, city, , slug] = eventPath.split('/');
  const response = await call('GET', `/api/events/by-path/${country}/${city}/${slug}`);
  expect(response.status).toBe(200);
  const body = EventByPathResponse.parse(response.json);
  if (body.kind !== 'event') throw new Error('expected the event');
  return body.event;
}

describe('creating an event with translations', () => {
  it('keeps the original language and the translations, and the page and cards read them', async () => {
    const event = await createEventAs(
      t,
      organiser,
      eventInput(area, {
        title: 'Jam de longboard ao pôr do sol',
        description: 'Traz uma prancha, nós levamos a música.',
        locale: 'pt-PT',
        translations: [dutch, english],
      }),
    );
    expect(event.locale).toBe('pt-PT');
    expect(event.translations).toEqual([english, dutch]);

    const page = await pageOf(event.path);
    expect(page.locale).toBe('pt-PT');
    expect(page.title).toBe('Jam de longboard ao pôr do sol');
    expect(page.translations).toEqual([english, dutch]);

    const list = await call('GET', `/api/events?area=${area.slug}`);
    const card = EventListResponse.parse(list.json).events.find((e) => e.id === event.id)!;
    // A card carries the titles only: the descriptions stay on the event's page.
    expect(card.locale).toBe('pt-PT');
    expect(card.translations).toEqual([
      { locale: 'en', title: english.title },
      { locale: 'nl', title: dutch.title },
    ]);
  });

  it('is written in English with no translations when nothing is said', async () => {
    const event = await createEventAs(t, organiser, eventInput(area, { title: 'Plain jam' }));
    const page = await pageOf(event.path);
    expect(page.locale).toBe('en');
    expect(page.translations).toEqual([]);
  });

  it('answers 400 naming the field for a translation it cannot keep', async () => {
    const cases: [unknown, string, RegExp][] = [
      [[{ ...dutch, locale: 'fr' }], 'translations.0.locale', /languages/],
      [[{ ...dutch, title: 'Zo' }], 'translations.0.title', /at least 3 characters/],
      [[{ ...dutch, title: 'x'.repeat(121) }], 'translations.0.title', /under 120/],
      [[{ ...dutch, description: 'x'.repeat(5001) }], 'translations.0.description', /under 5,000/],
      [[dutch, { ...dutch, title: 'Nog een' }], 'translations.1.locale', /already a translation/],
      [[{ ...dutch, locale: 'en' }], 'translations.0.locale', /written in English/],
      [
        ['pt-PT', 'nl', 'si', 'ta', 'en'].map((locale) => ({ ...dutch, locale })),
        'translations',
        /at most 4/,
      ],
    ];
    for (const [translations, path, message] of cases) {
      const response = await call('POST', '/api/events', {
        as: organiser,
        body: eventInput(area, { translations } as never),
      });
      expect(response.status, path).toBe(400);
      const issue = issuesOf(response.json).find((candidate) => candidate.path === path);
      expect(issue?.message, path).toMatch(message);
    }
  });
});

describe('changing the translations', () => {
  it('replaces them for its hosts, and refuses an outsider', async () => {
    const event = await createEventAs(
      t,
      organiser,
      eventInput(area, { title: 'Changing texts jam', translations: [dutch] }),
    );
    const refused = await call('PATCH', `/api/events/${event.id}`, {
      as: outsider,
      body: { translations: [{ ...dutch, title: 'Overgenomen' }] },
    });
    expect(refused.status).toBe(403);
    expect((await pageOf(event.path)).translations).toEqual([dutch]);

    const changed = await call('PATCH', `/api/events/${event.id}`, {
      as: organiser,
      body: { translations: [{ locale: 'si', title: 'හිරු බැස යන ජෑම්', description: '' }] },
    });
    expect(changed.status).toBe(200);
    expect(EditableEventResponse.parse(changed.json).event.translations).toEqual([
      { locale: 'si', title: 'හිරු බැස යන ජෑම්', description: '' },
    ]);
    // Other fields leave them as they are.
    await call('PATCH', `/api/events/${event.id}`, { as: organiser, body: { vibe: 'Mellow' } });
    expect((await pageOf(event.path)).translations.map((x) => x.locale)).toEqual(['si']);
  });

  it('refuses a new original language the event already has a translation into', async () => {
    const event = await createEventAs(
      t,
      organiser,
      eventInput(area, { title: 'Language swap jam', translations: [dutch] }),
    );
    const clash = await call('PATCH', `/api/events/${event.id}`, {
      as: organiser,
      body: { locale: 'nl' },
    });
    expect(clash.status).toBe(400);
    expect(issuesOf(clash.json)).toEqual([
      { path: 'locale', message: expect.stringMatching(/translation into Nederlands/) },
    ]);

    // Swapping the two in one change is fine.
    const swapped = await call('PATCH', `/api/events/${event.id}`, {
      as: organiser,
      body: {
        locale: 'nl',
        title: dutch.title,
        description: dutch.description,
        translations: [english],
      },
    });
    expect(swapped.status).toBe(200);
    const page = await pageOf(EditableEventResponse.parse(swapped.json).event.path);
    expect(page.locale).toBe('nl');
    expect(page.translations).toEqual([english]);
  });
});

describe('searching', () => {
  it('finds an event by its translated title and description', async () => {
    const event = await createEventAs(
      t,
      organiser,
      eventInput(area, {
        title: 'Harbour wombat swim',
        translations: [
          { locale: 'nl', title: 'Havenzwemtocht', description: 'Met koffie na afloop.' },
        ],
      }),
    );
    for (const q of ['havenzwemtocht', 'koffie na afloop', 'wombat swim']) {
      const response = await call('GET', `/api/search?q=${encodeURIComponent(q)}&type=events`);
      expect(response.status).toBe(200);
      const results = SearchResponse.parse(response.json).results;
      expect(
        results.map((result) => result.id),
        q,
      ).toContain(event.id);
    }
    // The result carries its titles, for a list to show the reader's.
    const found = await call('GET', '/api/search?q=havenzwemtocht');
    const result = SearchResponse.parse(found.json).results.find((r) => r.id === event.id);
    expect(result).toMatchObject({
      type: 'event',
      title: 'Harbour wombat swim',
      locale: 'en',
      translations: [{ locale: 'nl', title: 'Havenzwemtocht' }],
    });
    const suggestions = await call('GET', '/api/search/suggestions?q=Harbour%20wombat');
    expect(JSON.stringify(suggestions.json)).toContain('Havenzwemtocht');
    const none = await call('GET', '/api/search?q=havenzwemtochten&type=events');
    expect(SearchResponse.parse(none.json).results).toEqual([]);
  });
});
