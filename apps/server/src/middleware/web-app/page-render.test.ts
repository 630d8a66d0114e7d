import { describe, expect, it } from 'vitest';
import { withApp } from './page-render';

const TEMPLATE = '<html><head></head><body><div id="root"></div><footer></footer></body></html>';

describe('a page streamed around the app’s render', () => {
  it('sends the document up to #root before the app has rendered', async () => {
    let finish!: () => void;
    const rendered = new Promise<void>((resolve) => (finish = resolve));
    const stream = withApp(TEMPLATE, async () => {
      await rendered;
      return { html: new Response('<p>Surf</p>').body!, stateScript: '<script id="s"></script>' };
    });
    const reader = stream.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('<html><head></head><body><div id="root">');
    finish();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('<p>Surf</p></div><script id="s"></script><footer></footer></body></html>');
  });

  it('hands over the whole page once sent, or null when the app declined it', async () => {
    const pages: (string | null)[] = [];
    const rendered = withApp(
      TEMPLATE,
      async () => ({ html: new Response('<p>Surf</p>').body!, stateScript: '' }),
      (page) => pages.push(page),
    );
    await new Response(rendered).text();
    await new Response(
      withApp(
        TEMPLATE,
        async () => null,
        (page) => pages.push(page),
      ),
    ).text();
    expect(pages).toEqual([
      '<html><head></head><body><div id="root"><p>Surf</p></div><footer></footer></body></html>',
      null,
    ]);
  });
});
