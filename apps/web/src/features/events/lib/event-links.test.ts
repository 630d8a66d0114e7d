import { describe, expect, it } from 'vitest';
import { eventAddress, googleCalendarHref, mapsHref, safeHref } from './event-links';

const event = {
  title: 'Dawn patrol & coffee',
  startDate: '2026-07-04T07:00:00+01:00',
  endDate: '2026-07-04T09:30:00+01:00',
  timeZone: 'Europe/Lisbon',
  specificVenue: null,
  area: {
    name: 'Ericeira',
    slug: 'portugal-ericeira-area',
    country: 'Portugal',
    countrySlug: 'portugal',
    latitude: 38.9629,
    longitude: -9.4176,
  },
  venue: {
    id: '6f1c1f9e-8b43-4d3a-b1b5-0f4c1e6d2a10',
    name: 'Praia do Sul Surf Club',
    street: 'Rua do Mar 4',
    postalCode: '2655-320',
    city: 'Ericeira',
    website: null,
    googleMaps: null,
    imageUrl: null,
    path: '/portugal/ericeira/venues/praia-do-sul-surf-club',
    latitude: null,
    longitude: null,
  },
};

describe('event links', () => {
  it('fills Google Calendar with the title, the UTC instants, the zone and the address', () => {
    const url = new URL(
      googleCalendarHref(
        event,
        'Details and who is going: https://lineup.example/portugal/ericeira/events/dawn',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Dawn patrol & coffee');
    expect(url.searchParams.get('dates')).toBe('20260704T060000Z/20260704T083000Z');
    expect(url.searchParams.get('ctz')).toBe('Europe/Lisbon');
    expect(url.searchParams.get('location')).toBe(
      'Praia do Sul Surf Club, Rua do Mar 4, 2655-320 Ericeira',
    );
    expect(url.searchParams.get('details')).toContain('/portugal/ericeira/events/dawn');
  });

  it('searches maps for the address unless the venue has its own maps link', () => {
    expect(mapsHref(event)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Praia%20do%20Sul%20Surf%20Club%2C%20Rua%20do%20Mar%204%2C%202655-320%20Ericeira%2C%20Portugal',
    );
    const own = { ...event, venue: { ...event.venue, googleMaps: 'https://maps.app.goo.gl/abc' } };
    expect(mapsHref(own)).toBe('https://maps.app.goo.gl/abc');
  });

  it('names a free-text place when there is no venue', () => {
    expect(eventAddress({ ...event, venue: null, specificVenue: 'Foz do Lizandro' })).toBe(
      'Foz do Lizandro, Ericeira',
    );
  });

  it('never links to anything but a web address', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x');
  });
});
