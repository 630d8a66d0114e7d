import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

// Rendered in Lingui's pseudo-locale, every text from a catalog comes out with accented
// letters ("Ðíšçòvéř"); a word in plain ASCII letters was written into a component without one.
// Names that are the same in every language stay as they are.
const SAME_IN_EVERY_LANGUAGE = new Set(['Lineup', 'English', 'Nederlands']);

function untranslated(element: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  // What screen readers and pointers read too.
  for (const node of element.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      texts.push(node.getAttribute(name) ?? '');
    }
  }
  const words = texts.join(' ').match(/[\p{L}']+/gu) ?? [];
  return words.filter((word) => /^[A-Za-z']{2,}$/.test(word) && !SAME_IN_EVERY_LANGUAGE.has(word));
}

describe('in the pseudo-locale', () => {
  it('the header and the footer say nothing that is not in the catalogs', async () => {
    renderApp('/about', { i18n: await loadI18n('pseudo') });
    const footer = await screen.findByRole('contentinfo');
    const header = document.querySelector<HTMLElement>('header[data-appearance]')!;
    expect(untranslated(header)).toEqual([]);
    expect(untranslated(footer)).toEqual([]);
  });
});
