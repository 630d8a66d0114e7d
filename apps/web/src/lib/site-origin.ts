let serverOrigin = 'http://localhost';

/** The server's render says which origin its pages are served from (its `PUBLIC_URL`). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** This site's origin, for absolute links (sharing, calendar subscriptions). */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
