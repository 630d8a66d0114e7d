import { describe, expect, it } from 'vitest';
import { placeLine } from './event-card';

const area = { name: 'Zandvoort', slug: 'netherlands-zandvoort-area' } as const;
const venue = (name: string, city: string | null) => ({ name, city });

describe('where an event is, on its card', () => {
  it('names each place once', () => {
    expect(placeLine({ area, venue: venue('Koffiebar Duinroos', 'Zandvoort') })).toBe(
      'Koffiebar Duinroos, Zandvoort',
    );
    expect(placeLine({ area, venue: venue('Zandvoort Beach Club', 'zandvoort') })).toBe(
      'Zandvoort Beach Club',
    );
    expect(placeLine({ area, venue: venue('Strandpaviljoen 12', 'Bloemendaal') })).toBe(
      'Strandpaviljoen 12, Bloemendaal · Zandvoort',
    );
    expect(placeLine({ area, venue: venue('Strandpaviljoen 12', null) })).toBe(
      'Strandpaviljoen 12 · Zandvoort',
    );
  });

  it('leaves the area out where the list is about one, and names it when there is no venue', () => {
    expect(
      placeLine({ area, venue: venue('Strandpaviljoen 12', 'Bloemendaal') }, { hideArea: true }),
    ).toBe('Strandpaviljoen 12, Bloemendaal');
    expect(placeLine({ area, venue: null })).toBe('Zandvoort');
  });
});
