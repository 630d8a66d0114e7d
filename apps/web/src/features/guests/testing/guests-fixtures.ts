import {
  EventDetail,
  GuestsResponse,
  type Guest,
  type GuestsResponse as GuestsData,
} from '@lineup/contracts';
import type { installFakeApi } from '@/test/fake-api';

export const EVENT_ID = '44444444-4444-4444-8444-444444444444';
export const QUESTION_ID = '55555555-5555-4555-8555-555555555555';

type FakeApi = ReturnType<typeof installFakeApi>;

export function buildGuest(overrides: Partial<Guest> = {}): Guest {
  return {
    id: 'member-rui',
    username: 'rui',
    avatarUrl: null,
    status: 'going',
    since: '2026-07-01T10:00:00+01:00',
    answers: {},
    checkedInAt: null,
    ...overrides,
  };
}

/** A guest list as `GET /api/events/:id/guests` sends it, checked against the contract. */
export function buildGuests(
  guests: Guest[],
  counts?: { arrived: number; going: number },
): GuestsData {
  return GuestsResponse.parse({
    questions: [
      {
        id: QUESTION_ID,
        kind: 'text',
        label: 'Which board do you bring?',
        options: [],
        required: true,
      },
    ],
    guests,
    arrived: counts?.arrived ?? guests.filter((guest) => guest.checkedInAt).length,
    going: counts?.going ?? guests.filter((guest) => guest.status === 'going').length,
  });
}

/** Answers the calls that find the event by its id: where it lives, then its page's data. */
export function serveEvent(api: FakeApi, overrides: Partial<EventDetail> = {}) {
  const event = buildEvent(overrides);
  api.on('GET /api/areas', { body: { areas: [] } });
  api.on('GET /api/events/resolve', { body: { path: event.path } });
  api.on('GET /api/events/by-path/:country/:city/:slug', { body: { kind: 'event', event } });
  return event;
}

export const refuse = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

/** The event page's data as `GET /api/events/by-path/...` sends it, checked against the contract. */
export function buildEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return EventDetail.parse({
    id: EVENT_ID,
    slug: 'sunset-session',
    path: '/portugal/ericeira/events/sunset-session',
    title: 'Sunset session at Foz do Lizandro',
    locale: 'en',
    translations: [],
    category: 'surf',
    vibe: null,
    tags: [],
    startDate: '2026-07-04T07:00:00+01:00',
    endDate: '2026-07-04T09:00:00+01:00',
    timeZone: 'Europe/Lisbon',
    imageUrl: null,
    status: 'published',
    capacity: null,
    light: null,
    repeats: null,
    repeatRule: null,
    location: null,
    description: '',
    destination: null,
    specificVenue: null,
    venue: {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Foz Surf Shack',
      street: null,
      postalCode: null,
      city: 'Ericeira',
      website: null,
      googleMaps: null,
      imageUrl: null,
      path: null,
      latitude: null,
      longitude: null,
    },
    area: {
      name: 'Ericeira',
      slug: 'portugal-ericeira-area',
      country: 'Portugal',
      countrySlug: 'portugal',
      latitude: null,
      longitude: null,
    },
    creator: { id: 'member-ana', username: 'ana.waves', avatarUrl: null },
    priceText: null,
    externalUrl: null,
    goingMembers: [],
    goingCount: 2,
    interestedCount: 0,
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
