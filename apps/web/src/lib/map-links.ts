import { useSyncExternalStore } from 'react';

// "Open in Maps" (docs/decisions/0041-maps.md): one link per place that opens the maps app the
// person already uses. The server's page is the same for everyone (and cached), so it carries
// the link that works everywhere, a Google Maps address, which the phone's Google Maps app
// answers when it is installed and a browser tab otherwise; once the page runs, the link
// becomes the platform's own: a `geo:` URI on Android, which offers whichever maps app is
// installed, and Apple Maps on iPhone, iPad and Mac.

export type MapsPlatform = 'android' | 'apple' | 'other';

export type MapsPlace = { latitude: number; longitude: number; label: string };

const fixed = (value: number) => String(Number(value.toFixed(6)));

export function mapsPlatformOf(userAgent: string): MapsPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod|macintosh/i.test(userAgent)) return 'apple';
  return 'other';
}

/** The link that opens `place` in the maps app of `platform`. */
export function openInMapsHref(place: MapsPlace, platform: MapsPlatform): string {
  const point = `${fixed(place.latitude)},${fixed(place.longitude)}`;
  if (platform === 'android') {
    // RFC 5870 with Android's `q` for a labelled pin.
    return `geo:${point}?q=${point}(${encodeURIComponent(place.label)})`;
  }
  if (platform === 'apple') {
    return `https://maps.apple.com/?ll=${point}&q=${encodeURIComponent(place.label)}`;
  }
  return `https://www.google.com/maps/search/?api=1&query=${point}`;
}

const platformNow = (): MapsPlatform => {
  try {
    return mapsPlatformOf(navigator.userAgent);
  } catch {
    return 'other'; // a browser that will not say keeps the link that works everywhere
  }
};
const unchanging = () => () => {};

/**
 * The platform, once the page runs in a browser: `other` on the server and while hydrating (so
 * the page matches the server's), the device's own after it.
 */
export function useMapsPlatform(): MapsPlatform {
  return useSyncExternalStore(unchanging, platformNow, () => 'other');
}
