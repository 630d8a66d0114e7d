import type { MapStyleResponse } from '@lineup/contracts';
import { DEFAULT_MAP_DARK_STYLE_URL, DEFAULT_MAP_STYLE_URL } from '../../env';

/**
 * The light and dark styles from the configuration: a style of one's own (a Protomaps extract,
 * docs/deploy.md) is used for both unless a dark one is given too.
 */
export function mapStylesOf(env: {
  MAP_STYLE_URL: string;
  MAP_DARK_STYLE_URL: string | undefined;
}): MapStyleResponse {
  const dark =
    env.MAP_DARK_STYLE_URL ??
    (env.MAP_STYLE_URL === DEFAULT_MAP_STYLE_URL ? DEFAULT_MAP_DARK_STYLE_URL : env.MAP_STYLE_URL);
  return { light: env.MAP_STYLE_URL, dark };
}

/**
 * What the page's Content-Security-Policy lets the map fetch: the styles' origins, where
 * their tiles, glyphs and sprites are expected to live too (OpenFreeMap's do).
 */
export function mapOrigins(styles: MapStyleResponse): string[] {
  return [...new Set([styles.light, styles.dark].map((url) => new URL(url).origin))];
}
