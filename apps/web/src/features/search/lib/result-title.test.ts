import { describe, expect, it } from 'vitest';
import { buildSearchResults } from '../testing/search-fixtures';
import { resultTitle } from './result-title';

describe('resultTitle', () => {
  const [film, session, venue] = buildSearchResults();

  it('reads an event in the reader’s language when its organiser gave one', () => {
    expect(resultTitle(film!, 'nl')).toEqual({ title: 'Surffilmavond', lang: 'nl' });
    expect(resultTitle(film!, 'pt-PT')).toEqual({ title: 'Surf film night', lang: 'en' });
    expect(resultTitle(session!, 'nl')).toEqual({ title: 'Sunset surf session', lang: 'en' });
  });

  it('leaves a venue’s name as it is', () => {
    expect(resultTitle(venue!, 'nl')).toEqual({ title: venue!.title, lang: undefined });
  });
});
