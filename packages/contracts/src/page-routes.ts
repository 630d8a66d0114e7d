// docs/product.md §2's route table: the web app's pages as path patterns. The web router is built from
// this list, and the server answers 404 (with the app's not-found page) for any path none of
// them matches, so crawlers never see a "soft 404". Patterns are written as React Router
// writes them: `:name` is one segment, a trailing `*` is any rest, '' is the home page.

/**
 * An area's page is `/<area slug>` (docs/product.md §2), the shape of a country page
 * (`/:countryName`): area slugs end in `-area` (`portugal-ericeira-area`) and country slugs
 * never do, so the segment alone says which page it is, without asking the database.
 */
export const AREA_SLUG_SUFFIX = '-area';

/** Whether a path's first segment names an area page rather than a country. */
export function isAreaSlug(segment: string): boolean {
  return (
    segment.length > AREA_SLUG_SUFFIX.length && segment.toLowerCase().endsWith(AREA_SLUG_SUFFIX)
  );
}

/** Every page but the area pages, in the route table's order. */
export const APP_PAGE_PATHS = [
  '',
  'events',
  'events/create',
  'events/:eventId/edit',
  'events/event/:id',
  'events/event/:id/guests',
  'events/event/:id/ticket',
  'events/event/:id/check-in',
  'events/event/:id/dashboard',
  'events/:destination/:slug',
  'events/:identifier',
  ':countryName',
  ':countryName/:citySlug',
  ':countryName/:citySlug/events/:slug',
  ':countryName/:citySlug/venues/:venueSlug',
  'casual-plans',
  'casual-plans/create',
  'casual-plans/:planId',
  'crews/create',
  'crew/:handle',
  'crew/:handle/edit',
  'friends',
  'my-events',
  'notifications',
  'unsubscribe',
  'profile',
  'profile/edit',
  'profile/settings',
  'user/:userId',
  'dashboard',
  'search',
  'admin',
  'moderation',
  'auth',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'resend-confirmation',
  'email-confirmation',
  'goodbye',
  'about',
  'contact',
  'privacy',
  'terms',
  'cookies',
  'design-system',
] as const;
export type AppPagePath = (typeof APP_PAGE_PATHS)[number];

/** Every area's page, with any sub-path below it; which areas exist is the database's answer. */
export const AREA_PAGE_PATHS = [':areaSlug', ':areaSlug/*'] as const;
export type AreaPagePath = (typeof AREA_PAGE_PATHS)[number];

/** A `:name` segment that only some values fill: an area's slug is never a country's. */
const PARAM_RULES: Record<string, (segment: string) => boolean> = {
  areaSlug: isAreaSlug,
  countryName: (segment) => !isAreaSlug(segment),
};

export type PagePath = AppPagePath | AreaPagePath;
export const PAGE_PATHS: readonly PagePath[] = [...APP_PAGE_PATHS, ...AREA_PAGE_PATHS];

/**
 * The query parameters each page the server renders reads (Discover's filters, search's terms,
 * the open plan). Any other (`utm_source`, `fbclid`, a chat app's tag) shows the same page, so
 * the server renders it for the page's own address and keeps one copy of it, however many
 * addresses people share.
 */
export const PAGE_QUERY_PARAMS: Partial<Record<PagePath, readonly string[]>> = {
  events: ['area', 'category', 'when', 'from', 'to', 'light', 'after'],
  search: ['q', 'location', 'category', 'startDate', 'endDate'],
  'casual-plans': ['plan'],
};

/**
 * `search` with only the parameters the page at `path` reads, first value of each, in the order
 * `PAGE_QUERY_PARAMS` lists them: `?` and the query, or '' when none is left.
 */
export function pageQuery(path: PagePath, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS[path] ?? []) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

export type PageMatch = {
  path: PagePath;
  /** Values of the `:name` segments, decoded. */
  params: Record<string, string>;
};

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * React Router's ranking (`computeScore`): more segments score more, a static segment 10, a
 * `:param` 3, a splat costs 2. The best match wins whatever the order, so `/events/create`
 * is the create page, not an event called "create".
 */
function scoreOf(pattern: readonly string[]): number {
  const splat = pattern.at(-1) === '*';
  const segments = splat ? pattern.slice(0, -1) : pattern;
  return segments.reduce(
    (score, segment) => score + (segment.startsWith(':') ? 3 : 10),
    pattern.length + (splat ? -2 : 0),
  );
}

const compiled = PAGE_PATHS.map((path) => {
  const pattern = segmentsOf(path);
  return { path, pattern, score: scoreOf(pattern) };
}).sort((a, b) => b.score - a.score);

/**
 * The page of the route table that `pathname` shows, or null for the not-found page. Like the
 * router, static segments match without regard to case and a trailing slash is ignored. A
 * first segment ending in `-area` is an area's page, with whatever follows it, never a
 * country's, city's, venue's or event's.
 */
export function matchPagePath(pathname: string): PageMatch | null {
  const segments = segmentsOf(pathname).map(decode);
  for (const { path, pattern } of compiled) {
    const splat = pattern.at(-1) === '*';
    const fixed = splat ? pattern.length - 1 : pattern.length;
    if (splat ? segments.length < fixed : segments.length !== fixed) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (let i = 0; i < fixed && matches; i++) {
      const part = pattern[i]!;
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        const name = part.slice(1);
        params[name] = segment;
        matches = PARAM_RULES[name]?.(segment) ?? true;
      } else matches = part.toLowerCase() === segment.toLowerCase();
    }
    if (matches) return { path, params };
  }
  return null;
}

/**
 * A venue's page, or `null` when it has no city page yet to sit under (a venue with no area,
 * or one saved before city pages existed).
 */
export function venuePath(venue: {
  countrySlug: string | null | undefined;
  citySlug: string | null | undefined;
  slug: string;
}): string | null {
  if (!venue.countrySlug || !venue.citySlug || !venue.slug) return null;
  return `/${venue.countrySlug}/${venue.citySlug}/venues/${venue.slug}`;
}
