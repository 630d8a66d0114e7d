import { describe, expect, it } from 'vitest';
import { NewVenueInput } from './venues';

const venue = (overrides: Record<string, unknown> = {}) => ({
  name: 'Café Praia',
  city: 'Ericeira',
  ...overrides,
});

describe('a venue made with an event', () => {
  it('takes blank optional fields as none', () => {
    expect(
      NewVenueInput.parse(venue({ street: '  ', postalCode: '', website: '', googleMaps: ' ' })),
    ).toEqual({
      name: 'Café Praia',
      city: 'Ericeira',
      street: null,
      postalCode: null,
      website: null,
      googleMaps: null,
    });
  });

  // Links are shown to every visitor: only web pages, never a script or a file on their device.
  it.each([
    ['https://cafepraia.example', true],
    ['http://cafepraia.example/menu?x=1', true],
    ['  https://cafepraia.example  ', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['file:///etc/passwd', false],
    ['cafepraia.example', false],
    ['https://', false],
  ])('a website of %o is accepted: %s', (website, ok) => {
    const result = NewVenueInput.safeParse(venue({ website }));
    expect(result.success).toBe(ok);
    if (!ok) {
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Use a full web address starting with https://',
      ]);
    }
  });

  it.each([
    [{ name: ' C ' }, 'Give the venue a name of at least 2 characters.'],
    [{ city: '  ' }, 'Say which town the venue is in.'],
    [{ googleMaps: 'maps' }, 'Use a full map link starting with https://'],
    [{ street: 'x'.repeat(121) }, 'Keep the street under 120 characters.'],
  ])('%o is refused: %s', (overrides, message) => {
    const result = NewVenueInput.safeParse(venue(overrides));
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      message,
    ]);
  });
});
