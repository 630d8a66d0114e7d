import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { LinguiProvider } from '@/lib/lingui';
import { weeklyRule } from '@/test/series-rules';
import { buildEventCard } from '../testing/event-fixtures';
import { EventCard } from './event-card';

const NOW = new Date('2026-07-01T10:00:00Z');

function renderCard(repeats: string | null) {
  const repeatRule = repeats ? weeklyRule(['TU']) : null;
  render(
    <MemoryRouter>
      <EventCard
        event={buildEventCard({ title: 'Tuesday dawn yoga', repeats, repeatRule })}
        now={NOW}
      />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article'));
}

describe('EventCard', () => {
  it('says how a session of a recurring event repeats', () => {
    const card = renderCard('Every Tuesday');
    expect(card.getByText('Every Tuesday')).toBeVisible();
    expect(card.getByRole('link', { name: 'Tuesday dawn yoga' })).toBeInTheDocument();
  });

  it('says how it repeats in the page’s language, from the rule the API gives', async () => {
    render(
      <LinguiProvider i18n={await loadI18n('nl')}>
        <MemoryRouter>
          <EventCard
            event={buildEventCard({
              title: 'Tuesday dawn yoga',
              repeats: 'Every Tuesday and Thursday',
              repeatRule: weeklyRule(['TU', 'TH']),
            })}
            now={NOW}
          />
        </MemoryRouter>
      </LinguiProvider>,
    );
    expect(
      within(screen.getByRole('article')).getByText('Elke dinsdag en donderdag'),
    ).toBeVisible();
  });

  it('says nothing of repeating for a one-off', () => {
    const card = renderCard(null);
    expect(card.queryByText(/^Every /)).not.toBeInTheDocument();
    expect(card.getByText('Sat 4 Jul · 07:00')).toBeInTheDocument();
  });

  it('says how far it is in a "Near me" list, and nothing of distance otherwise', () => {
    const { rerender } = render(
      <MemoryRouter>
        <EventCard event={buildEventCard({ title: 'Near', distanceKm: 2.14 })} now={NOW} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).toHaveTextContent(' · 2.1 km');
    rerender(
      <MemoryRouter>
        <EventCard event={buildEventCard({ title: 'Far', distanceKm: 14.6 })} now={NOW} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).toHaveTextContent(' · 15 km');
    rerender(
      <MemoryRouter>
        <EventCard event={buildEventCard({ title: 'Anywhere' })} now={NOW} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).not.toHaveTextContent(' km');
  });
});
