import type { FriendActivityResponse, MyRsvpsResponse } from '@lineup/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import { buildEventCard, eventPage } from '@/features/events/testing/event-fixtures';
import { buildSearchResults } from '@/features/search/testing/search-fixtures';
import { loadI18n } from '@/lib/i18n';
import { installFakeApi } from '@/test/fake-api';
import { untranslatedWords } from '@/test/untranslated';
import { renderApp, signedInAs } from '@/test/render-app';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 8000 });
const api = installFakeApi();
afterEach(() => api.reset());

// Rendered in Lingui's pseudo-locale, every text from a catalog comes out with accented
// letters ("Ðíšçòvéř"); a word in plain ASCII letters was written into a component without one.
// Names that are the same in every language stay as they are, and so does what the fake API
// sends: titles, places, usernames, and the dates Intl writes for a locale it does not know.
const SAME_IN_EVERY_LANGUAGE = new Set(['Lineup', 'RSVP', 'JPEG', 'PNG', 'WebP', 'GIF', 'AVIF']);
const FROM_THE_API = new Set(
  [
    // Search results.
    'Surf film night Scheveningen Havenkade Koffie Sunset surf session Location not specified',
    'Golfbreker Surf School Strandweg Surf check and coffee Ribeira d’Ilhas car park ana waves',
    // Members' plans, events and friends.
    'Dawn patrol at Ribeira Sunset session Foz do Lizandro Harbour market Ericeira Lisbon',
    'Board swap the The harbour joana ines kai lea Peniche Club Amsterdam Colombo',
    // Avatars' initials.
    'AW',
    // The dates Intl writes in its default locale for the pseudo-locale.
    'Mon Tue Wed Thu Fri Sat Sun Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec days ago',
  ]
    .join(' ')
    .split(/[\s’]+/),
);

const untranslated = (element: HTMLElement) =>
  untranslatedWords(element, [...SAME_IN_EVERY_LANGUAGE, ...FROM_THE_API]);

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const aWeekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
const dawnPatrol = buildEventCard({
  title: 'Dawn patrol at Ribeira',
  category: 'surf',
  imageUrl: null,
  startDate: inAWeek,
  endDate: inAWeek,
  capacity: 12,
});
const market = buildEventCard({
  title: 'Harbour market',
  category: 'market',
  imageUrl: null,
  startDate: aWeekAgo,
  endDate: aWeekAgo,
});
const plan: MyRsvpsResponse['plans'][number] = {
  id: '99999999-0000-4000-8000-000000000001',
  title: 'Board swap at the harbour',
  description: 'Bring boards.',
  vibe: null,
  location: 'The harbour',
  startsAt: inAWeek,
  timeZone: 'Europe/Lisbon',
  area: { name: 'Ericeira', slug: 'portugal-ericeira-area' },
  visibility: 'friends',
  spotsLimit: 6,
  memberCount: 2,
  creator: { id: 'user-2', username: 'joana', avatarUrl: null },
  repeats: null,
  repeatRule: null,
  joined: true,
};
const rsvps: MyRsvpsResponse = {
  upcoming: [{ ...dawnPatrol, myRsvp: 'going' }],
  past: [{ ...market, myRsvp: 'interested' }],
  plans: [plan],
};
const activity: FriendActivityResponse = {
  items: [
    {
      kind: 'plan',
      id: plan.id,
      title: plan.title,
      path: `/casual-plans?plan=${plan.id}`,
      startsAt: inAWeek,
      timeZone: 'Europe/Lisbon',
      areaName: 'Ericeira',
      place: 'The harbour',
      visibility: 'friends',
      friends: [
        { id: 'user-2', username: 'joana', avatarUrl: null, role: 'created' },
        { id: 'user-3', username: 'kai', avatarUrl: null, role: 'joined' },
        { id: 'user-4', username: 'lea', avatarUrl: null, role: 'joined' },
      ],
    },
  ],
};
const member = (id: string, username: string) => ({ id, username, avatarUrl: null });

async function main() {
  return screen.findByRole('main');
}

describe('in the pseudo-locale', { timeout: 20_000 }, () => {
  it('the search page says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/search', { body: { results: buildSearchResults() } });
    api.on('POST /api/track-search', { status: 204 });
    renderApp('/search?q=surf&location=Peniche', { i18n: await loadI18n('pseudo') });
    await screen.findByRole('link', { name: 'Surf film night' });
    expect(untranslated(await main())).toEqual([]);
  });

  it('the search page with nothing found says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/search', { body: { results: [] } });
    api.on('POST /api/track-search', { status: 204 });
    renderApp('/search?q=surf', { i18n: await loadI18n('pseudo') });
    await waitFor(() => expect(document.querySelector('main a[href="/events"]')).not.toBeNull());
    expect(untranslated(await main())).toEqual([]);
  });

  it('Connect says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/friends', {
      body: {
        friends: [
          { friendshipId: 'f-1', member: member('user-3', 'kai'), since: '2026-01-01T10:00:00Z' },
        ],
        incoming: [{ friendshipId: 'f-2', member: member('user-4', 'lea'), sentAt: aWeekAgo }],
        outgoing: [{ friendshipId: 'f-3', member: member('user-2', 'joana'), sentAt: aWeekAgo }],
      },
    });
    api.on('GET /api/friends/activity', { body: activity });
    renderApp('/friends', { auth: signedInAs(), i18n: await loadI18n('pseudo') });
    await screen.findByRole('link', { name: 'Board swap at the harbour' });
    await screen.findByRole('link', { name: 'kai' });
    expect(untranslated(await main())).toEqual([]);
  });

  it('Upcoming plans says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/me/rsvps', { body: rsvps });
    api.on('GET /api/me/calendar-feed', {
      body: { url: 'https://lineup.example/api/calendar/t.ics', webcalUrl: 'webcal://x/t.ics' },
    });
    renderApp('/my-events', { auth: signedInAs(), i18n: await loadI18n('pseudo') });
    await screen.findByRole('link', { name: 'Harbour market' });
    await screen.findByDisplayValue('https://lineup.example/api/calendar/t.ics');
    const page = await main();
    const words = untranslated(page);
    // The calendar feed's address is data too.
    expect(
      words.filter(
        (word) => !['https', 'lineup', 'example', 'api', 'calendar', 'ics', 't'].includes(word),
      ),
    ).toEqual([]);
  });

  it('My created events says nothing of its own that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/me/events', {
      body: {
        upcoming: [dawnPatrol, { ...dawnPatrol, id: 'draft-1', status: 'draft' }],
        past: [market],
      },
    });
    api.on('GET /api/crews/mine', { body: { running: [], following: [], invitations: [] } });
    api.on('GET /api/me/calendar-feed', {
      body: { url: 'https://lineup.example/api/calendar/t.ics', webcalUrl: 'webcal://x/t.ics' },
    });
    renderApp('/dashboard', { auth: signedInAs(), i18n: await loadI18n('pseudo') });
    await screen.findByRole('link', { name: 'Harbour market' });
    // The heading band and the list of events; the crews beside them are the crews' own.
    const heading = screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;
    const events = screen
      .getByRole('link', { name: 'Harbour market' })
      .closest('section')!.parentElement!;
    expect(untranslated(heading)).toEqual([]);
    expect(untranslated(events)).toEqual([]);
  });

  it('a member’s home says nothing of its own that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: buildAreas() } });
    api.on('GET /api/events', { body: eventPage([]) });
    api.on('GET /api/plans', { body: { plans: [] } });
    api.on('GET /api/me/rsvps', { body: rsvps });
    api.on('GET /api/friends/activity', { body: activity });
    api.on('GET /api/stays/around', { body: { stay: null, friends: [], others: [], plans: [] } });
    api.on('GET /api/crews/following/events', { body: { events: [] } });
    renderApp('/', { auth: signedInAs({ username: 'ines' }), i18n: await loadI18n('pseudo') });
    const greeting = await screen.findByRole('heading', { level: 1, name: /ines$/ });
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });
    await screen.findAllByRole('link', { name: 'Board swap at the harbour' });
    // The greeting's band, what is next, the invitation to add a stay and where friends go;
    // the area's lists below belong to the events' and plans' pages.
    await waitFor(() => expect(document.querySelector('#stay-invite')).not.toBeNull());
    const sections = [
      greeting.closest('section')!,
      document.querySelector<HTMLElement>('section[aria-labelledby="next-title"]')!,
      document.querySelector('#stay-invite')!.closest('section')!,
      screen
        .getAllByRole('link', { name: 'Board swap at the harbour' })
        .at(-1)!
        .closest('section')!,
    ];
    for (const section of sections) expect(untranslated(section)).toEqual([]);
  });
});

describe('in Portuguese', { timeout: 20_000 }, () => {
  it('Upcoming plans speaks European Portuguese', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/me/rsvps', { body: { upcoming: [], past: [], plans: [] } });
    api.on('GET /api/me/calendar-feed', {
      body: { url: 'https://lineup.example/api/calendar/t.ics', webcalUrl: 'webcal://x/t.ics' },
    });
    renderApp('/my-events', { auth: signedInAs(), i18n: await loadI18n('pt-PT') });
    expect(await screen.findByText('Ainda não há planos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Próximos planos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'O teu feed de calendário' })).toBeInTheDocument();
  });
});
