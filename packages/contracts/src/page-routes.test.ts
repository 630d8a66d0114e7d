import { describe, expect, it } from 'vitest';
import { isAreaSlug, matchPagePath, pageQuery, venuePath } from './page-routes';

describe('which page a path shows', () => {
  it.each([
    // An area's page is its slug, whatever the area; a country is any other single segment.
    ['/portugal-ericeira-area', ':areaSlug', { areaSlug: 'portugal-ericeira-area' }],
    ['/portugal-nazare-area', ':areaSlug', { areaSlug: 'portugal-nazare-area' }],
    ['/portugal', ':countryName', { countryName: 'portugal' }],
    // Below an area everything is the area's, even paths shaped like a city, event or venue.
    ['/portugal-nazare-area/plans', ':areaSlug/*', { areaSlug: 'portugal-nazare-area' }],
    ['/portugal-nazare-area/a/events/b', ':areaSlug/*', { areaSlug: 'portugal-nazare-area' }],
    ['/portugal-nazare-area/a/venues/b', ':areaSlug/*', { areaSlug: 'portugal-nazare-area' }],
    [
      '/portugal/ericeira',
      ':countryName/:citySlug',
      { countryName: 'portugal', citySlug: 'ericeira' },
    ],
    [
      '/portugal/ericeira/events/dawn-patrol',
      ':countryName/:citySlug/events/:slug',
      { countryName: 'portugal', citySlug: 'ericeira', slug: 'dawn-patrol' },
    ],
    // Static pages outrank a parameter, whatever the order of the table.
    ['/events/create', 'events/create', {}],
    ['/events/dawn-patrol', 'events/:identifier', { identifier: 'dawn-patrol' }],
    ['/events/abc/edit', 'events/:eventId/edit', { eventId: 'abc' }],
    // A plan's own page; making one keeps its address.
    ['/casual-plans/create', 'casual-plans/create', {}],
    [
      '/casual-plans/99999999-0000-4000-8000-000000000001',
      'casual-plans/:planId',
      { planId: '99999999-0000-4000-8000-000000000001' },
    ],
    ['/about', 'about', {}],
    // Static segments ignore case and a trailing slash, as the router does.
    ['/EVENTS/Create/', 'events/create', {}],
    ['/', '', {}],
    // Parameters arrive decoded; a malformed escape is kept as it was sent.
    [
      '/sri-lanka/%E0%B6%9C%E0%B7%8F%E0%B6%BD%E0%B7%8A%E0%B6%BD',
      ':countryName/:citySlug',
      { countryName: 'sri-lanka', citySlug: 'ගාල්ල' },
    ],
    ['/user/%E0%A4%A', 'user/:userId', { userId: '%E0%A4%A' }],
  ])('%s is %s', (pathname, path, params) => {
    expect(matchPagePath(pathname)).toEqual({ path, params });
  });

  it.each([
    '/events/a/b/c',
    '/portugal/ericeira/events',
    '/portugal/ericeira/plans/x',
    '/casual-plans/x/y',
    // Three segments under a country are no page; under an area they would be the area's.
    '/portugal/a/b',
  ])('%s is no page (404)', (pathname) => {
    expect(matchPagePath(pathname)).toBeNull();
  });
});

describe('area slugs', () => {
  it.each([
    ['portugal-ericeira-area', true],
    ['sri-lanka-south-coast-area', true],
    // The router matches without regard to case; the database then finds no such area.
    ['Portugal-Ericeira-AREA', true],
    ['ericeira-area', true],
    ['portugal', false],
    ['area', false],
    ['-area', false],
    ['portugal-area-2', false],
    ['portugal-areas', false],
  ])('%s ends like an area page: %s', (segment, expected) => {
    expect(isAreaSlug(segment)).toBe(expected);
  });
});

describe("a page's own address", () => {
  const queryOf = (path: string, search: string) =>
    pageQuery(matchPagePath(path)!.path, new URLSearchParams(search));

  it('keeps what the page reads, in one order, and drops what it does not', () => {
    expect(queryOf('/events', 'utm_source=chat&category=surf&area=ericeira&fbclid=x')).toBe(
      '?area=ericeira&category=surf',
    );
    expect(queryOf('/search', 'q=yoga&ref=whatsapp')).toBe('?q=yoga');
    expect(queryOf('/casual-plans', 'plan=p1&utm_campaign=dawn')).toBe('?plan=p1');
  });

  it('gives a page that reads no parameter no query at all', () => {
    expect(queryOf('/', 'utm_source=chat-1')).toBe('');
    expect(queryOf('/portugal/ericeira/events/dawn-patrol', 'ref=instagram')).toBe('');
    expect(queryOf('/portugal-ericeira-area', 'area=portugal-peniche-area')).toBe('');
  });

  it('keeps the first of a repeated parameter', () => {
    expect(queryOf('/search', 'q=surf&q=yoga')).toBe('?q=surf');
  });
});

describe("a venue's page", () => {
  it.each([
    [
      { countrySlug: 'portugal', citySlug: 'ericeira', slug: 'cafe-praia' },
      '/portugal/ericeira/venues/cafe-praia',
    ],
    // Without a city page to sit under there is no venue page to link to.
    [{ countrySlug: 'portugal', citySlug: null, slug: 'cafe-praia' }, null],
    [{ countrySlug: undefined, citySlug: 'ericeira', slug: 'cafe-praia' }, null],
    [{ countrySlug: 'portugal', citySlug: 'ericeira', slug: '' }, null],
  ])('%o is at %s', (venue, expected) => {
    expect(venuePath(venue)).toBe(expected);
  });
});
