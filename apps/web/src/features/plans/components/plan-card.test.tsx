import type { PlanCard as PlanCardData } from '@lineup/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { weeklyRule } from '@/test/series-rules';
import { PlanCard, peopleLine } from './plan-card';

const NOW = new Date('2026-07-01T10:00:00Z');

function plan(repeats: string | null): PlanCardData {
  return {
    id: '99999999-0000-4000-8000-000000000001',
    title: 'Sunday longboard meet',
    description: '',
    vibe: null,
    location: 'The car park above the reef',
    startsAt: '2026-07-05T16:00:00+01:00',
    timeZone: 'Europe/Lisbon',
    area: { name: 'Ericeira', slug: 'ericeira' },
    visibility: 'everyone',
    spotsLimit: null,
    memberCount: 2,
    creator: { id: 'member-joana', username: 'joana', avatarUrl: null },
    repeats,
    repeatRule: repeats ? weeklyRule(['SU']) : null,
  };
}

function renderCard(repeats: string | null) {
  render(
    <MemoryRouter>
      <PlanCard plan={plan(repeats)} now={NOW} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article', { name: 'Sunday longboard meet' }));
}

describe('PlanCard', () => {
  it('says how a session of a recurring plan repeats', () => {
    const card = renderCard('Every Sunday');
    expect(card.getByText('Every Sunday')).toBeVisible();
    expect(card.getByText('Sun 5 Jul · 16:00 Lisbon time')).toBeInTheDocument();
    // A card leads to the plan's own page, the address people share.
    expect(card.getByRole('link', { name: 'Sunday longboard meet' })).toHaveAttribute(
      'href',
      '/casual-plans/99999999-0000-4000-8000-000000000001',
    );
  });

  it('says nothing of repeating for a one-off', () => {
    const card = renderCard(null);
    expect(card.queryByText(/^Every /)).not.toBeInTheDocument();
    expect(card.getByText('3 people in')).toBeInTheDocument();
  });
});

describe('who is in a plan', () => {
  it('counts a limited plan’s spots against those joining, its creator aside', () => {
    // A plan of three spots that nobody joined yet: not "1 person in · 3 spots left".
    expect(peopleLine(testI18n, { memberCount: 0, spotsLimit: 3 })).toBe('0 of 3 spots taken');
    expect(peopleLine(testI18n, { memberCount: 2, spotsLimit: 3 })).toBe('2 of 3 spots taken');
    expect(peopleLine(testI18n, { memberCount: 1, spotsLimit: 1 })).toBe(
      'Full · 1 of 1 spot taken',
    );
  });

  it('counts everyone in a plan without a limit, its creator too', () => {
    expect(peopleLine(testI18n, { memberCount: 0, spotsLimit: null })).toBe('1 person in');
    expect(peopleLine(testI18n, { memberCount: 3, spotsLimit: null })).toBe('4 people in');
  });
});
