import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { untranslatedWords } from '@/test/untranslated';

describe('in the pseudo-locale', () => {
  it('the header and the footer say nothing that is not in the catalogs', async () => {
    renderApp('/about', { i18n: await loadI18n('pseudo') });
    const footer = await screen.findByRole('contentinfo');
    const header = document.querySelector<HTMLElement>('header[data-appearance]')!;
    expect(untranslatedWords(header)).toEqual([]);
    expect(untranslatedWords(footer)).toEqual([]);
  });
});
