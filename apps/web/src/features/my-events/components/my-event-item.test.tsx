import type { EventCard } from '@lineup/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { LinguiProvider } from '@/lib/lingui';
import { MyEventItem } from './my-event-item';

describe('MyEventItem', () => {
  it('titles an event in the page’s language when its organiser gave one', async () => {
    const event: EventCard = {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'sessao',
      path: '/portugal/ericeira/events/sessao',
      title: 'Sessão ao pôr do sol',
      locale: 'pt-PT',
      translations: [{ locale: 'nl', title: 'Zonsondergangsessie' }],
      category: 'surf',
      vibe: null,
      tags: [],
      startDate: '2026-07-04T18:30:00+01:00',
      endDate: '2026-07-04T21:00:00+01:00',
      timeZone: 'Europe/Lisbon',
      area: { name: 'Ericeira', slug: 'ericeira' },
      venue: null,
      imageUrl: null,
      status: 'published',
      capacity: null,
      goingCount: 0,
      interestedCount: 0,
      light: null,
      repeats: null,
      repeatRule: null,
      location: null,
    };
    render(
      <LinguiProvider i18n={await loadI18n('nl')}>
        <MemoryRouter>
          <MyEventItem event={event} />
        </MemoryRouter>
      </LinguiProvider>,
    );
    const link = screen.getByRole('link', { name: 'Zonsondergangsessie' });
    expect(link.querySelector('[lang="nl"]')).not.toBeNull();
  });
});
