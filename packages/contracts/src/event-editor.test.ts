import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATE_YEAR_MESSAGE, EVENT_LENGTH_MESSAGE } from './date-bounds';
import {
  CreateEventRequest,
  LocalDateTime,
  normaliseTag,
  UpdateEventRequest,
} from './event-editor';
import { EVENT_TAGS_MAX } from './constants';

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Dawn patrol',
  category: 'surf',
  area: 'portugal-ericeira-area',
  startLocal: '2026-07-04T06:00',
  endLocal: '2026-07-04T08:00',
  ...overrides,
});

describe("an event's wall-clock times", () => {
  const startsAt = LocalDateTime('Choose when the event starts.');

  it.each([
    ['2026-07-04T18:30', '2026-07-04T18:30'],
    // Seconds (a browser may send them) are dropped.
    ['2026-07-04T18:30:15', '2026-07-04T18:30'],
    ['2026-07-04T18:30:15.250', '2026-07-04T18:30'],
    ['  2026-07-04T18:30 ', '2026-07-04T18:30'],
    ['2028-02-29T09:00', '2028-02-29T09:00'],
  ])('%o reads %s', (value, expected) => {
    expect(startsAt.parse(value)).toBe(expected);
  });

  it.each([
    ['', 'Choose when the event starts.'],
    [undefined, 'Choose when the event starts.'],
    // Days and hours that do not exist, not just the wrong shape.
    ['2026-02-29T09:00', 'Use a date and time such as 2026-07-04T18:30.'],
    ['2026-04-31T09:00', 'Use a date and time such as 2026-07-04T18:30.'],
    ['2026-07-04T24:00', 'Use a date and time such as 2026-07-04T18:30.'],
    ['2026-07-04 18:30', 'Use a date and time such as 2026-07-04T18:30.'],
    ['2026-07-04T18:30+01:00', 'Use a date and time such as 2026-07-04T18:30.'],
    ['1999-12-31T23:00', DATE_YEAR_MESSAGE],
  ])('%o is refused: %s', (value, message) => {
    expect(issuesOf(startsAt.safeParse(value))).toEqual([{ path: '', message }]);
  });
});

describe('tags', () => {
  it.each([
    ['#Surf', 'surf'],
    ['  Beach   Clean  ', 'beach clean'],
    ['##yoga', 'yoga'],
    ['#', ''],
  ])('%o is compared as %o', (tag, expected) => {
    expect(normaliseTag(tag)).toBe(expected);
  });

  it('keeps each tag once, in the order sent, and drops empty ones', () => {
    const values = CreateEventRequest.parse(
      event({ tags: ['Surf', '#surf', ' ', 'Dawn', 'dawn'] }),
    );
    expect(values.tags).toEqual(['surf', 'dawn']);
  });

  it('counts tags after folding them together', () => {
    const sameTag = Array.from({ length: EVENT_TAGS_MAX + 3 }, (_, i) =>
      i % 2 ? '#Surf' : 'surf',
    );
    expect(CreateEventRequest.safeParse(event({ tags: sameTag })).success).toBe(true);
    const distinct = Array.from({ length: EVENT_TAGS_MAX + 1 }, (_, i) => `tag ${i}`);
    expect(issuesOf(CreateEventRequest.safeParse(event({ tags: distinct })))).toEqual([
      { path: 'tags', message: `Use at most ${EVENT_TAGS_MAX} tags.` },
    ]);
  });

  it('points at the tag that is too long', () => {
    const tags = ['surf', 'x'.repeat(31)];
    expect(issuesOf(CreateEventRequest.safeParse(event({ tags })))).toEqual([
      { path: 'tags.1', message: 'Keep each tag under 30 characters.' },
    ]);
    // The '#' and spaces do not count.
    expect(CreateEventRequest.safeParse(event({ tags: [`#${'x'.repeat(30)}`] })).success).toBe(
      true,
    );
  });
});

describe('a new event', () => {
  it('fills in what the form may leave out', () => {
    expect(CreateEventRequest.parse(event())).toMatchObject({
      description: '',
      tags: [],
      status: 'draft',
      title: 'Dawn patrol',
    });
  });

  it.each([
    [
      'ends when it starts',
      { endLocal: '2026-07-04T06:00' },
      [{ path: 'endLocal', message: 'The event must end after it starts.' }],
    ],
    [
      'ends before it starts',
      { endLocal: '2026-07-03T23:00' },
      [{ path: 'endLocal', message: 'The event must end after it starts.' }],
    ],
    [
      'lasts more than 31 days',
      { endLocal: '2026-08-04T06:01' },
      [{ path: 'endLocal', message: EVENT_LENGTH_MESSAGE }],
    ],
    [
      'picks a venue and adds one',
      {
        venueId: '11111111-1111-4111-8111-111111111111',
        newVenue: { name: 'Café Praia', city: 'Ericeira' },
      },
      [{ path: 'newVenue', message: 'Pick an existing venue or add a new one, not both.' }],
    ],
    [
      'has a short title',
      { title: ' D ' },
      [{ path: 'title', message: 'Give the event a title of at least 3 characters.' }],
    ],
    ['has no area', { area: '  ' }, [{ path: 'area', message: 'Choose an area.' }]],
    [
      'has no spots',
      { capacity: 0 },
      [{ path: 'capacity', message: 'Give at least 1 spot, or leave it empty for no limit.' }],
    ],
    [
      'links to something that is not a web page',
      { externalUrl: 'javascript:alert(1)' },
      [{ path: 'externalUrl', message: 'Use a full web address starting with https://' }],
    ],
    [
      'is cancelled from the form',
      { status: 'cancelled' },
      [{ path: 'status', message: 'Save the event as a draft or publish it.' }],
    ],
  ])('is refused when it %s', (_case, overrides, issues) => {
    expect(issuesOf(CreateEventRequest.safeParse(event(overrides)))).toEqual(issues);
  });

  it('takes an empty link, place or price as none', () => {
    expect(
      CreateEventRequest.parse(event({ externalUrl: ' ', specificVenue: '', priceText: '' })),
    ).toMatchObject({ externalUrl: null, specificVenue: null, priceText: null });
  });
});

describe('a change to an event', () => {
  it('checks only what is sent', () => {
    expect(UpdateEventRequest.parse({ title: 'Sunset session' })).toEqual({
      title: 'Sunset session',
    });
  });

  it('still checks the times against each other when both are sent', () => {
    expect(
      issuesOf(
        UpdateEventRequest.safeParse({
          startLocal: '2026-07-04T10:00',
          endLocal: '2026-07-04T09:00',
        }),
      ),
    ).toEqual([{ path: 'endLocal', message: 'The event must end after it starts.' }]);
  });
});
