import { describe, expect, it } from 'vitest';
import { mapsPlatformOf, openInMapsHref } from './map-links';

const place = { latitude: 38.9651234567, longitude: -9.4183, label: 'Ribeira Surf Lab' };

describe('Open in Maps', () => {
  it('opens whichever maps app Android offers, with a labelled pin', () => {
    expect(openInMapsHref(place, 'android')).toBe(
      'geo:38.965123,-9.4183?q=38.965123,-9.4183(Ribeira%20Surf%20Lab)',
    );
  });

  it('opens Apple Maps on Apple devices and Google Maps elsewhere', () => {
    expect(openInMapsHref(place, 'apple')).toBe(
      'https://maps.apple.com/?ll=38.965123,-9.4183&q=Ribeira%20Surf%20Lab',
    );
    expect(openInMapsHref(place, 'other')).toBe(
      'https://www.google.com/maps/search/?api=1&query=38.965123,-9.4183',
    );
  });

  it('tells the platforms apart by the browser’s user agent', () => {
    expect(
      mapsPlatformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126'),
    ).toBe('android');
    expect(mapsPlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('apple');
    expect(mapsPlatformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605')).toBe('apple');
    expect(mapsPlatformOf('Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0')).toBe('other');
  });
});
