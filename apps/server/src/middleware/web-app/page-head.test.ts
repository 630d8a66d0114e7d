import { describe, expect, it, vi } from 'vitest';
import { orUnavailable, withHead } from './page-head';

const INDEX =
  '<!doctype html><html><head><title>Lineup</title>' +
  '<meta name="description" content="Events on the coast" />' +
  '<script type="module" src="/assets/app.js"></script></head><body></body></html>';

describe('a page’s head in index.html', () => {
  it('puts the title in, escaped, and the tags before the first script', () => {
    const html = withHead(INDEX, {
      title: 'Surf & <yoga>',
      tags: '<link rel="canonical" href="https://lineup.example/e" />',
    });
    expect(html).toContain('<title>Surf &amp; &lt;yoga&gt;</title>');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('<script'));
  });

  it('replaces the app’s own description instead of sending two', () => {
    const html = withHead(INDEX, {
      tags: '<meta name="description" content="Dawn patrol at Ribeira" />',
    });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('Dawn patrol at Ribeira');
  });
});

describe('a head the database could not give', () => {
  it('is the 503 head when the database does not answer, and says so', async () => {
    const onError = vi.fn();
    const down = new Error('connection terminated unexpectedly');
    await expect(orUnavailable(() => Promise.reject(down), onError)).resolves.toMatchObject({
      status: 503,
    });
    expect(onError).toHaveBeenCalledWith(down);
  });

  it('lets any other error through', async () => {
    const bug = new TypeError('not a database problem');
    await expect(orUnavailable(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});
