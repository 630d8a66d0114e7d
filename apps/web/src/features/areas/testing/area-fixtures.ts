import { AreasResponse, type Area } from '@lineup/contracts';
import { vi } from 'vitest';

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
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url.startsWith('/api/areas')) {
      if (areas === 'fail') {
        return new Response(
          JSON.stringify({
            error: { code: 'internal', message: 'Something went wrong on our side.' },
          }),
          { status: 500, headers: { 'Content-Type': 'application/json' } },
        );
      }
      return new Response(JSON.stringify({ areas }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}
