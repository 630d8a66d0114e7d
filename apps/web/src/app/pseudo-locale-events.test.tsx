import {
  PlaceResponse,
  SeaConditionsResponse,
  SeaMorningsResponse,
  VenuePageResponse,
} from '@lineup/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import {
  buildEventCard,
  buildEventDetail,
  buildEventHosts,
  buildEventSeries,
  eventPage,
} from '@/features/events/testing/event-fixtures';
import { buildVenuePage } from '@/features/venues/testing/venue-fixtures';
import { loadI18n } from '@/lib/i18n';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { untranslatedWords } from '@/test/untranslated';

// The event page, Discover, an area's, a venue's, a country's and a city's pages, rendered in
// Lingui's pseudo-locale: every text from a catalog comes out with accented letters, so a word in
// plain ASCII letters was written into a component without one.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });
const api = installFakeApi();
afterEach(() => {
  api.reset();
  vi.unstubAllGlobals();
});

const pseudo = async () => ({ i18n: await loadI18n('pseudo') });

// Names that are the same in every language: the sea's source and its licence.
const SAME_IN_EVERY_LANGUAGE = ['Open', 'Meteo', 'CC', 'BY'];
// The pseudo-locale is no language Intl knows: days, months and units come out in English, as
// the platform writes them (each real language has its own).
const PLATFORM_WORDS = [
  ...'Mon Tue Wed Thu Fri Sat Sun Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(
    ' ',
  ),
  ...'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec GMT km'.split(' '),
  ...'January February March April May June July August September October November December'.split(
    ' ',
  ),
];
// What the fake API sends: titles, places, people, descriptions, and the zone's city.
const FROM_THE_API = [
  ...'Sunset session at Foz do Lizandro Surf Shack Praia da Ericeira Portugal Lisbon'.split(' '),
  ...'Paddle out for the last hour of light Boards example com rentals https'.split(' '),
  ...'Early surf Free ana waves rui sofia AW Every Tuesday'.split(' '),
  ...'Dawn patrol at Ribeira Club Zandvoort Netherlands'.split(' '),
  ..."Europe's first World Surfing Reserve reef breaks and golden sunsets".split(' '),
  ...'Rua Ribeira Lab www ribeira surf lab Ribamar'.split(' '),
];

const untranslated = (element: HTMLElement, data: string[] = []) =>
  untranslatedWords(element, [
    ...SAME_IN_EVERY_LANGUAGE,
    ...PLATFORM_WORDS,
    ...FROM_THE_API,
    ...data,
  ]);

const inAWeek = (hour: string) => {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${hour}:00+01:00`;
};

const [ericeira] = buildAreas();
// Facing the sea, so its days can be marked "Clean swell".
const areas = buildAreas().map((area) =>
  area.slug === ericeira!.slug ? { ...area, facing: 290 } : area,
);
const areaSummary = {
  id: ericeira!.id,
  name: ericeira!.name,
  slug: ericeira!.slug,
  country: ericeira!.country,
  countrySlug: ericeira!.countrySlug,
  description: '',
  timeZone: ericeira!.timeZone,
};

/** A card in the area a week from now, two going and one near enough to show its distance. */
const card = (title: string, overrides = {}) =>
  buildEventCard({
    title,
    startDate: inAWeek('07:00'),
    endDate: inAWeek('09:00'),
    light: 'dawn',
    ...overrides,
  });

function serveCleanMornings() {
  const day = inAWeek('07:00').slice(0, 10);
  api.on('GET /api/areas/:area/sea-mornings', {
    body: SeaMorningsResponse.parse({
      mornings: [
        {
          day,
          clean: true,
          waveHeight: 1.6,
          swellHeight: 1.24,
          swellPeriod: 11.4,
          wind: 'offshore',
          from: `${day}T07:00:00+01:00`,
          to: `${day}T10:00:00+01:00`,
        },
      ],
      pending: false,
    }),
  });
}

describe('in the pseudo-locale, the event pages', () => {
  it('the event page, with its sessions, the sea and the map, says nothing that is not in the catalogs', async () => {
    const event = buildEventDetail({
      startDate: inAWeek('19:00'),
      endDate: inAWeek('21:00'),
      tags: ['surf'],
      light: 'golden-hour',
      goingCount: 30,
      location: { latitude: 38.9449, longitude: -9.4162, approximate: false },
      externalUrl: 'https://example.com/rentals',
      series: buildEventSeries(),
    });
    api.on('GET /api/events/by-path/portugal/ericeira/sunset-session', {
      body: { kind: 'event', event },
    });
    api.on('GET /api/events/:id/hosts', { body: buildEventHosts() });
    api.on('GET /api/events/:id/sea', {
      body: SeaConditionsResponse.parse({
        conditions: {
          hour: inAWeek('19:00'),
          waveHeight: 1.62,
          swellHeight: 1.31,
          swellPeriod: 11.4,
          swellDirection: 292,
          windSpeed: 16.3,
          windDirection: 45,
          wind: 'offshore',
          seaTemperature: 17.8,
          tide: { trend: 'rising', next: { kind: 'high', at: inAWeek('21:30') } },
        },
        pending: false,
      }),
    });
    renderApp('/portugal/ericeira/events/sunset-session', await pseudo());
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', {
      level: 1,
      name: 'Sunset session at Foz do Lizandro',
    });
    // The sea's panel arrives after hydration; its heading is the sea at the start hour.
    await waitFor(() =>
      expect(main.querySelector('section[aria-labelledby^="sea-"]')).not.toBeNull(),
    );
    await within(main).findAllByRole('link', { name: 'rui' });
    expect(untranslated(main.querySelector('article')!)).toEqual([]);
  });

  it('Discover with an area’s day headings says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas } });
    api.on('GET /api/events', {
      body: eventPage(
        [
          card('Dawn patrol at Ribeira'),
          card('Sunset session', { distanceKm: 2.1, status: 'cancelled' }),
        ],
        'next',
      ),
    });
    api.on('GET /api/crews/following/events', { body: { events: [] } });
    serveCleanMornings();
    renderApp('/events?area=portugal-ericeira-area', await pseudo());
    const main = screen.getByRole('main');
    await within(main).findByRole('link', { name: 'Dawn patrol at Ribeira' });
    // The morning's "Clean swell" beside the day's sunrise, once the forecast has arrived.
    await waitFor(() =>
      expect(api.callsTo('GET /api/areas/:area/sea-mornings').length).toBeGreaterThan(0),
    );
    await within(main).findByTitle(/–/);
    expect(untranslated(main)).toEqual([]);
  });

  it('Discover’s date range, a link to an unknown area and an empty list say nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas } });
    api.on('GET /api/events', { body: eventPage([]) });
    api.on('GET /api/crews/following/events', { body: { events: [] } });
    renderApp(
      '/events?area=atlantis-area&category=surf&from=2026-07-05&to=2026-07-01',
      await pseudo(),
    );
    const main = screen.getByRole('main');
    // The link's area, which Lineup does not have, is named as the link wrote it.
    await within(main).findByText(/atlantis-area/, { selector: 'div' });
    await within(main).findByRole('form');
    // The empty list's message, once the answer is in.
    await waitFor(() => expect(main.querySelector('.border-dashed')).not.toBeNull());
    expect(untranslated(main, ['atlantis', 'area'])).toEqual([]);
  });

  it('an area page says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas } });
    api.on('GET /api/events', { body: eventPage([card('Dawn patrol at Ribeira')]) });
    serveCleanMornings();
    renderApp('/portugal-ericeira-area', await pseudo());
    const main = screen.getByRole('main');
    await within(main).findByRole('link', { name: 'Dawn patrol at Ribeira' });
    await within(main).findByTitle(/–/);
    expect(untranslated(main)).toEqual([]);
  });

  it('the header’s area picker says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas } });
    api.on('GET /api/events', { body: eventPage([]) });
    renderApp('/portugal-ericeira-area', await pseudo());
    const header = document.querySelector<HTMLElement>('header[data-appearance]')!;
    // The area button names the area chosen, "All Areas" when there is none.
    const button = await within(header).findByRole('button', { name: /:/ });
    await userEvent.setup().click(button);
    const picker = await screen.findByTestId('area-picker');
    await within(picker).findAllByText('Ericeira');
    expect(untranslated(picker)).toEqual([]);
  });

  it('“Near me” without the browser’s location says so in the catalogs’ words', async () => {
    // The person refused to share where they are.
    const getCurrentPosition = (_: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError);
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    api.on('GET /api/areas', { body: { areas } });
    api.on('GET /api/events', { body: eventPage([]) });
    api.on('GET /api/crews/following/events', { body: { events: [] } });
    renderApp('/events', await pseudo());
    const main = screen.getByRole('main');
    await waitFor(() => expect(main.querySelector('.border-dashed')).not.toBeNull());
    const [nearMe] = within(main).getAllByRole('button', { pressed: false });
    await userEvent.setup().click(nearMe!);
    expect(untranslated(await within(main).findByRole('alert'))).toEqual([]);
  });

  it('a venue page says nothing that is not in the catalogs', async () => {
    api.on('GET /api/venues/:country/:city/:slug', {
      body: VenuePageResponse.parse({
        venue: buildVenuePage({
          location: { latitude: 38.9651, longitude: -9.4183, approximate: false },
        }),
        events: [],
        nextCursor: null,
      }),
    });
    renderApp('/portugal/ericeira/venues/ribeira-surf-lab', await pseudo());
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Ribeira Surf Lab' });
    expect(untranslated(main)).toEqual([]);
  });

  it('a country page and a city page say nothing that is not in the catalogs', async () => {
    const place = (kind: 'country' | 'city') =>
      PlaceResponse.parse({
        place: {
          kind,
          name: kind === 'country' ? 'Netherlands' : 'Ribamar',
          path: kind === 'country' ? '/netherlands' : '/portugal/ribamar',
          country:
            kind === 'country'
              ? { name: 'Netherlands', slug: 'netherlands' }
              : { name: 'Portugal', slug: 'portugal' },
          city: kind === 'city' ? { name: 'Ribamar', slug: 'ribamar' } : null,
          areas: [areaSummary],
        },
        events: [card('Dawn patrol at Ribeira')],
        nextCursor: 'next',
      });
    api.on('GET /api/places/netherlands', { body: place('country') });
    api.on('GET /api/places/portugal/ribamar', { body: place('city') });

    const country = renderApp('/netherlands', await pseudo());
    let main = screen.getByRole('main');
    await within(main).findByRole('link', { name: 'Dawn patrol at Ribeira' });
    expect(untranslated(main)).toEqual([]);
    country.unmount();

    renderApp('/portugal/ribamar', await pseudo());
    main = screen.getByRole('main');
    await within(main).findByRole('link', { name: 'Dawn patrol at Ribeira' });
    expect(untranslated(main)).toEqual([]);
  });
});

describe('in European Portuguese', () => {
  it('an area page counts its events and offers to be the visitor’s area', async () => {
    api.on('GET /api/areas', { body: { areas } });
    api.on('GET /api/events', { body: eventPage([card('Dawn patrol at Ribeira')]) });
    renderApp('/portugal-ericeira-area', { i18n: await loadI18n('pt-PT') });
    expect(await screen.findByText('37 eventos futuros')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Tornar Ericeira a minha zona' }),
    ).toBeInTheDocument();
  });
});
