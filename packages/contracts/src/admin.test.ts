import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AREA_DESCRIPTION_MAX,
  AREA_SLUG_MESSAGE,
  CreateAreaRequest,
  isTimeZone,
  UpdateAreaRequest,
} from './admin';

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const area = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nazaré',
  country: 'Portugal',
  timeZone: 'Europe/Lisbon',
  latitude: 39.6,
  longitude: -9.07,
  ...overrides,
});

describe('a new area', () => {
  it('fills in what the form may leave out', () => {
    expect(CreateAreaRequest.parse(area({ name: '  Nazaré ' }))).toEqual({
      name: 'Nazaré',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
      latitude: 39.6,
      longitude: -9.07,
      // No facing: no sea forecast until an admin gives one.
      facing: null,
      displayOrder: 0,
      active: true,
      description: '',
    });
  });

  // The slug is the address of the area's page: it must end in -area, as no country's does.
  it.each([
    [undefined, true],
    ['', true],
    ['portugal-nazare-area', true],
    ['nazare-2-area', true],
    ['nazare', false],
    ['portugal-nazare-area-2', false],
    ['Portugal-Nazare-Area', false],
    ['portugal--nazare-area', false],
    ['-area', false],
    ['portugal_nazare-area', false],
  ])('a slug of %o is accepted: %s', (slug, ok) => {
    const result = CreateAreaRequest.safeParse(area({ slug }));
    expect(issuesOf(result)).toEqual(ok ? [] : [{ path: 'slug', message: AREA_SLUG_MESSAGE }]);
  });

  it.each([
    [{ name: 'N' }, 'name', 'Give the area a name of at least 2 characters.'],
    [{ name: 'x'.repeat(81) }, 'name', 'Keep the name under 80 characters.'],
    [
      { timeZone: 'Europe/Nowhere' },
      'timeZone',
      'Choose a time zone from the list, such as Europe/Lisbon.',
    ],
    [{ latitude: 91 }, 'latitude', 'Give the latitude, a number from -90 to 90.'],
    [{ latitude: null }, 'latitude', 'Give the latitude, a number from -90 to 90.'],
    [{ longitude: -181 }, 'longitude', 'Give the longitude, a number from -180 to 180.'],
    [{ displayOrder: 1.5 }, 'displayOrder', 'The order is a whole number.'],
    [{ displayOrder: -1 }, 'displayOrder', 'The order is 0 or more.'],
    [
      { description: 'x'.repeat(AREA_DESCRIPTION_MAX + 1) },
      'description',
      `Keep the description under ${AREA_DESCRIPTION_MAX} characters.`,
    ],
  ])('%o is refused at %s', (overrides, path, message) => {
    expect(issuesOf(CreateAreaRequest.safeParse(area(overrides)))).toEqual([{ path, message }]);
  });

  it.each([
    ['Europe/Lisbon', true],
    ['Asia/Colombo', true],
    // The column's default, which Intl lists only as a zone alias.
    ['UTC', true],
    ['europe/lisbon', false],
    ['Europe/Nowhere', false],
    ['', false],
  ])('%s is a time zone: %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });
});

describe('a change to an area', () => {
  it('changes only the fields sent; slug and country are not among them', () => {
    expect(UpdateAreaRequest.parse({ description: ' Big waves. ', slug: 'x-area' })).toEqual({
      description: 'Big waves.',
    });
  });

  it('must change something', () => {
    expect(issuesOf(UpdateAreaRequest.safeParse({}))).toEqual([
      { path: '', message: 'Send at least one field to change.' },
    ]);
  });
});
