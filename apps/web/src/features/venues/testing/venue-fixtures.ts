import {
  VenuePageResponse,
  type EventCard,
  type VenuePage as VenuePageData,
} from '@lineup/contracts';

/** A venue as its page's API sends it (`GET /api/venues/:country/:city/:slug`). */
export function buildVenuePage(overrides: Partial<VenuePageData> = {}): VenuePageData {
  return {
    id: '5b1e7c3a-2d4f-4a6b-8c9d-000000000001',
    name: 'Ribeira Surf Lab',
    path: '/portugal/ericeira/venues/ribeira-surf-lab',
    street: 'Rua da Ribeira 12',
    postalCode: '2655-319',
    city: 'Ericeira',
    country: { name: 'Portugal', slug: 'portugal' },
    website: 'https://www.ribeira-surf-lab.example.com/',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Rua%20da%20Ribeira%2012%2C%20Ericeira',
    location: null,
    imageUrl: null,
    cityPage: { name: 'Ericeira', path: '/portugal/ericeira' },
    area: {
      id: '5b1e7c3a-2d4f-4a6b-8c9d-0000000000a1',
      name: 'Ericeira',
      slug: 'portugal-ericeira-area',
      country: 'Portugal',
      countrySlug: 'portugal',
      description: '',
      timeZone: 'Europe/Lisbon',
    },
    ...overrides,
  };
}

/** One page of the venue page's answer, checked against the contract. */
export function venuePageAnswer(
  events: EventCard[],
  options: { venue?: Partial<VenuePageData>; nextCursor?: string | null } = {},
): VenuePageResponse {
  return VenuePageResponse.parse({
    venue: buildVenuePage(options.venue),
    events,
    nextCursor: options.nextCursor ?? null,
  });
}
