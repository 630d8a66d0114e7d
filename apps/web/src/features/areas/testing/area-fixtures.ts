import { AreasResponse, type Area } from '@lineup/contracts';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** Areas shaped (and checked) exactly as `GET /api/areas` answers. */
export function buildAreas(): Area[] {
  return AreasResponse.parse({
    areas: [
      {
        id: '0b5c7e4e-8a0d-4a6b-9a43-1f1f2a3b4c01',
        name: 'Ericeira',
        slug: 'portugal-ericeira-area',
        country: 'Portugal',
        countrySlug: 'portugal',
        description: "Europe's first World Surfing Reserve: reef breaks and golden sunsets.",
        timeZone: 'Europe/Lisbon',
        latitude: 38.9629,
        longitude: -9.4176,
        displayOrder: 1,
        eventCount: 41,
        upcomingEventCount: 37,
      },
      {
        id: '0b5c7e4e-8a0d-4a6b-9a43-1f1f2a3b4c02',
        name: 'Zandvoort',
        slug: 'netherlands-zandvoort-area',
        country: 'Netherlands',
        countrySlug: 'netherlands',
        description: '',
        timeZone: 'Europe/Amsterdam',
        latitude: 52.3713,
        longitude: 4.5331,
        displayOrder: 3,
        eventCount: 0,
        upcomingEventCount: 0,
      },
    ],
  }).areas;
}

/** Answers `GET /api/areas` with `areas` (or a failure), counting the calls. */
export function serveAreas(areas: Area[] | 'fail' = buildAreas()) {
  const calls: string[] = [];
  server.use(
    http.get('/api/areas', ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.pathname + url.search);
      return areas === 'fail'
        ? HttpResponse.json(
            { error: { code: 'internal', message: 'Something went wrong on our side.' } },
            { status: 500 },
          )
        : HttpResponse.json({ areas });
    }),
  );
  return calls;
}
