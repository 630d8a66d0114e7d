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
});
