import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildEventCard } from '../testing/event-fixtures';
import { EventCard } from './event-card';

const NOW = new Date('2026-07-01T10:00:00Z');

function renderCard(repeats: string | null) {
  render(
    <MemoryRouter>
      <EventCard event={buildEventCard({ title: 'Tuesday dawn yoga', repeats })} now={NOW} />
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
