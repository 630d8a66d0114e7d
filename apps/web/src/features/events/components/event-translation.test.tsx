import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { LinguiProvider } from '@/lib/lingui';
import { buildEventCard, buildEventDetail } from '../testing/event-fixtures';
import { EventCard } from './event-card';
import { EventDetailView } from './event-detail-view';

// An event's text in the page's language when its organiser gave one, with the original a
// button away (docs/product.md §18 "Event text in several languages").

const PORTUGUESE = {
  locale: 'pt-PT' as const,
  title: 'Sessão ao pôr do sol',
  description: 'Rema para a última hora de luz.',
};
const DUTCH = {
  locale: 'nl' as const,
  title: 'Zonsondergangsessie',
  description: 'Peddel uit voor het laatste uur licht.',
};

async function renderIn(locale: 'nl' | 'en', ui: React.ReactNode) {
  const i18n = await loadI18n(locale);
  return render(
    <LinguiProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </LinguiProvider>,
  );
}

const translatedEvent = () =>
  buildEventDetail({ ...PORTUGUESE, translations: [DUTCH], canEdit: false });

describe('an event written in Portuguese with a Dutch translation', () => {
  it('reads in Dutch on a Dutch page, and in Portuguese once the original is asked for', async () => {
    const user = userEvent.setup();
    await renderIn(
      'nl',
      <EventDetailView event={translatedEvent()} pageUrl="https://lineup.example/e" />,
    );
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(DUTCH.title);
    expect(title).toHaveAttribute('lang', 'nl');
    const description = screen.getByText(DUTCH.description);
    expect(description.closest('p')).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Door de organisator vertaald uit het Português')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Origineel tonen', pressed: false }));

    expect(title).toHaveTextContent(PORTUGUESE.title);
    expect(title).toHaveAttribute('lang', 'pt-PT');
    expect(screen.getByText(PORTUGUESE.description).closest('p')).toHaveAttribute('lang', 'pt-PT');
    expect(screen.queryByText(DUTCH.description)).not.toBeInTheDocument();
    // The note is a live region: a screen reader hears which text is shown now.
    const note = screen.getByText('Het origineel van de organisator, in het Português');
    expect(note).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Vertaling tonen', pressed: true }));
    expect(title).toHaveTextContent(DUTCH.title);
  });

  it('reads in its original on a page in a language it has no translation into', async () => {
    await renderIn(
      'en',
      <EventDetailView event={translatedEvent()} pageUrl="https://lineup.example/e" />,
    );
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(PORTUGUESE.title);
    expect(title).toHaveAttribute('lang', 'pt-PT');
    expect(screen.queryByRole('button', { name: 'Show original' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Translated by the organiser/)).not.toBeInTheDocument();
  });

  it('has its card titled in the page’s language', async () => {
    const card = buildEventCard({
      title: PORTUGUESE.title,
      locale: 'pt-PT',
      translations: [{ locale: 'nl', title: DUTCH.title }],
    });
    const { unmount } = await renderIn('nl', <EventCard event={card} />);
    const link = within(screen.getByRole('article')).getByRole('link', { name: DUTCH.title });
    expect(link.querySelector('[lang="nl"]')).not.toBeNull();
    unmount();
    await renderIn('en', <EventCard event={card} />);
    expect(screen.getByRole('link', { name: PORTUGUESE.title })).toBeInTheDocument();
  });
});
