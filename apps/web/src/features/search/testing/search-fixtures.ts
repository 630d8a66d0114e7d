import { SearchResponse, type SearchResult } from '@lineup/contracts';

/** One result of each type, shaped (and checked) as `GET /api/search` sends them. */
export function buildSearchResults(): SearchResult[] {
  return SearchResponse.parse({
    results: [
      {
        type: 'event',
        id: '7a4c2b9e-1f3d-4e5a-8b6c-000000000001',
        title: 'Surf film night',
        locale: 'en',
        translations: [{ locale: 'nl', title: 'Surffilmavond' }],
        location: 'Scheveningen',
        url: '/netherlands/scheveningen/events/surf-film-night',
        startDate: '2026-07-04T20:30:00+02:00',
        endDate: '2026-07-04T23:00:00+02:00',
        timeZone: 'Europe/Amsterdam',
        category: 'art-culture',
        status: 'published',
        imageUrl: null,
        venueName: 'Havenkade Koffie',
      },
      {
        type: 'event',
        id: '7a4c2b9e-1f3d-4e5a-8b6c-000000000002',
        title: 'Sunset surf session',
        locale: 'en',
        translations: [],
        location: 'Location not specified',
        url: '/sri-lanka/weligama/events/sunset-surf-session',
        startDate: '2026-07-05T17:00:00+05:30',
        endDate: '2026-07-05T19:00:00+05:30',
        timeZone: 'Asia/Colombo',
        category: 'surf',
        status: 'published',
        imageUrl: null,
        venueName: null,
      },
      {
        type: 'venue',
        id: '7a4c2b9e-1f3d-4e5a-8b6c-000000000003',
        title: 'Golfbreker Surf School',
        location: 'Scheveningen',
        url: '/netherlands/scheveningen/venues/golfbreker-surf-school',
        street: 'Strandweg 1',
        imageUrl: null,
      },
      {
        type: 'casual_plan',
        id: '7a4c2b9e-1f3d-4e5a-8b6c-000000000004',
        title: 'Surf check and coffee',
        location: 'Ribeira d’Ilhas car park',
        url: '/casual-plans',
        startsAt: '2026-07-04T07:00:00+01:00',
        timeZone: 'Europe/Lisbon',
        vibe: 'Chill',
        creator: { id: 'member-ana', username: 'ana.waves', avatarUrl: null },
      },
    ],
  }).results;
}
