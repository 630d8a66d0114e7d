import { describe, expect, it } from 'vitest';
import { matchPagePath, pageQuery } from './page-routes';

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
  });

  it('keeps the first of a repeated parameter', () => {
    expect(queryOf('/search', 'q=surf&q=yoga')).toBe('?q=surf');
  });
});
