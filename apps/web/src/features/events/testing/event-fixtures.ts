import {
  EventCard,
  EventDetail,
  EventHostsResponse,
  EventListResponse,
  EventSeries,
  type EventCard as EventCardData,
  type EventDetail as EventDetailData,
  type EventSeries as EventSeriesData,
  type SeriesSession,
} from '@lineup/contracts';
import { weeklyRule } from '@/test/series-rules';

let counter = 0;
const uuid = () => `2d0f6c2e-6b1a-4c3e-9f1a-${String(++counter).padStart(12, '0')}`;

/** An event card as `GET /api/events` sends it, checked against the contract. */
export function buildEventCard(overrides: Partial<EventCardData> = {}): EventCardData {
  const slug = overrides.slug ?? `dawn-patrol-${counter + 1}`;
  return EventCard.parse({
    id: uuid(),
    slug,
    path: `/portugal/ericeira/events/${slug}`,
    title: 'Dawn patrol at Ribeira',
    locale: 'en',
    translations: [],
    category: 'surf',
    vibe: 'Early',
    tags: ['surf'],
    startDate: '2026-07-04T07:00:00+01:00',
    endDate: '2026-07-04T09:00:00+01:00',
    timeZone: 'Europe/Lisbon',
    area: { name: 'Ericeira', slug: 'portugal-ericeira-area' },
    venue: { name: 'Ribeira Surf Club', city: 'Ericeira' },
    imageUrl: null,
    status: 'published',
    capacity: null,
    goingCount: 4,
    interestedCount: 2,
    light: null,
    repeats: null,
    repeatRule: null,
    location: { latitude: 38.9651, longitude: -9.4183, approximate: false },
    ...overrides,
  });
}

export function eventPage(events: EventCardData[], nextCursor: string | null = null) {
  return EventListResponse.parse({ events, nextCursor });
}

/** The event page's data as `GET /api/events/by-path/...` sends it. */
export function buildEventDetail(overrides: Partial<EventDetailData> = {}): EventDetailData {
  const card = buildEventCard();
  return EventDetail.parse({
    ...card,
    slug: 'sunset-session',
    path: '/portugal/ericeira/events/sunset-session',
    title: 'Sunset session at Foz do Lizandro',
    description: 'Paddle out for the last hour of light. Boards at https://example.com/rentals.',
    destination: null,
    specificVenue: null,
    venue: {
      id: uuid(),
      name: 'Foz Surf Shack',
      street: 'Praia da Foz do Lizandro',
      postalCode: '2655-000',
      city: 'Ericeira',
      website: 'https://example.com/foz',
      googleMaps: null,
      imageUrl: null,
      path: '/portugal/ericeira/venues/foz-surf-shack',
      latitude: 38.9449,
      longitude: -9.4162,
    },
    area: {
      name: 'Ericeira',
      slug: 'portugal-ericeira-area',
      country: 'Portugal',
      countrySlug: 'portugal',
      latitude: 38.9629,
      longitude: -9.4176,
    },
    creator: { id: 'member-ana', username: 'ana.waves', avatarUrl: null },
    priceText: 'Free',
    externalUrl: null,
    goingMembers: [
      { id: 'member-rui', username: 'rui', avatarUrl: null },
      { id: 'member-sofia', username: 'sofia', avatarUrl: null },
    ],
    goingCount: 3,
    interestedCount: 5,
    myRsvp: null,
    waitlistCount: 0,
    myWaitlistPosition: null,
    canEdit: false,
    hostRole: null,
    requiresApproval: false,
    crew: null,
    arrivedCount: null,
    series: null,
    ...overrides,
  });
}

/**
 * A weekly series as the event page carries it (`EventDetail.series`): sessions every Tuesday
 * from 7 July 2099 at 07:00 Lisbon time; `sessions` overrides each session's fields.
 */
export function buildEventSeries(
  overrides: Partial<EventSeriesData> & { sessions?: Partial<SeriesSession>[] } = {},
): EventSeriesData {
  const { sessions, ...rest } = overrides;
  const upcoming = (sessions ?? [{}, {}, {}]).map((session, index) => {
    const date = new Date(Date.UTC(2099, 6, 7 + index * 7)).toISOString().slice(0, 10);
    return {
      id: uuid(),
      path: `/portugal/ericeira/events/tuesday-dawn-yoga-${date}`,
      startDate: `${date}T07:00:00+01:00`,
      status: 'published' as const,
      spotsLeft: null,
      ...session,
    };
  });
  return EventSeries.parse({
    id: uuid(),
    repeats: 'Every Tuesday',
    rule: weeklyRule(['TU']),
    upcoming,
    upcomingCount: upcoming.length,
    ...rest,
  });
}

/** `GET /api/events/:id/hosts` for an event made by ana.waves, as a guest or visitor reads it. */
export function buildEventHosts(overrides: Partial<EventHostsResponse> = {}): EventHostsResponse {
  return EventHostsResponse.parse({
    hosts: [{ id: 'member-ana', username: 'ana.waves', avatarUrl: null, as: 'owner' }],
    invited: [],
    viewerRole: null,
    viewerInvited: false,
    ...overrides,
  });
}
