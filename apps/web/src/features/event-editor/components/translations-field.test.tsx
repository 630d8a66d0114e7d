import type { Area, EditableEvent } from '@lineup/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { LinguiProvider } from '@/lib/lingui';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { CreateEventForm, EditEventForm } from './event-editor-pages';

// The event form's languages (docs/product.md §18 "Event text in several languages"): the
// original's language, and translations added, changed and removed.

const api = installFakeApi();

const ericeira: Area = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ericeira',
  slug: 'ericeira',
  country: 'Portugal',
  countrySlug: 'portugal',
  description: '',
  timeZone: 'Europe/Lisbon',
  latitude: null,
  longitude: null,
  displayOrder: 0,
  eventCount: 0,
  upcomingEventCount: 0,
};
const EVENT_ID = '44444444-4444-4444-8444-444444444444';

const saved = (overrides: Partial<EditableEvent> = {}): EditableEvent => ({
  id: EVENT_ID,
  path: '/portugal/ericeira/events/sessao',
  status: 'published',
  title: 'Sessão ao pôr do sol',
  description: 'Rema para a última hora de luz.',
  category: 'surf',
  vibe: null,
  tags: [],
  area: { id: ericeira.id, name: 'Ericeira', slug: 'ericeira', timeZone: 'Europe/Lisbon' },
  venue: null,
  specificVenue: null,
  startLocal: '2099-07-04T18:30',
  endLocal: '2099-07-04T21:00',
  capacity: null,
  priceText: null,
  externalUrl: null,
  imageUrl: null,
  crew: null,
  locale: 'pt-PT',
  translations: [],
  goingCount: 0,
  interestedCount: 0,
  series: null,
  ...overrides,
});

async function renderForm(element: React.ReactNode, locale: 'en' | 'nl' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/form', element },
      { path: '*', element: <p>Saved</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <LinguiProvider i18n={await loadI18n(locale)}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LinguiProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

beforeEach(() => {
  api.reset();
  api.on('GET /api/areas', { body: { areas: [ericeira] } });
  api.on('GET /api/crews/mine', { body: { running: [], following: [], invitations: [] } });
  api.on('GET /api/events/:id/guest-settings', {
    body: { requiresApproval: false, questions: [] },
  });
  api.on('GET /api/venues', { body: { venues: [] } });
  api.on('POST /api/events', ({ body }) => ({
    status: 201,
    body: { event: saved(body as never) },
  }));
  api.on('PATCH /api/events/:id', { body: { event: saved() } });
});

async function fillTheBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Title'), 'Sessão ao pôr do sol');
  await user.selectOptions(field('Category'), 'surf');
  await user.selectOptions(field('Area'), ericeira.id);
  fireEvent.change(field('Starts'), { target: { value: '2099-07-04T18:30' } });
  fireEvent.change(field('Ends'), { target: { value: '2099-07-04T21:00' } });
  await user.click(screen.getByRole('radio', { name: 'No venue' }));
}

describe('the event form’s languages', () => {
  it('sends the original’s language and the translations added, without those removed', async () => {
    const user = userEvent.setup();
    await renderForm(<CreateEventForm defaultAreaId={ericeira.id} />);
    await screen.findByLabelText('Title');
    await fillTheBasics(user);
    expect(field('Written in')).toHaveValue('en');
    await user.selectOptions(field('Written in'), 'pt-PT');

    await user.click(screen.getByRole('button', { name: 'Add a translation' }));
    const english = screen.getByRole('group', { name: 'Translation into English' });
    await user.type(within(english).getByLabelText('Title in English'), 'Sunset session');
    await user.type(within(english).getByLabelText('Description in English'), 'Paddle out.');

    await user.click(screen.getByRole('button', { name: 'Add a translation' }));
    // The next language the event has no text in yet; the original's is never offered.
    const second = screen.getByRole('group', { name: 'Translation into Nederlands' });
    expect(
      within(second)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['nl', 'si', 'ta']);
    await user.selectOptions(within(second).getByLabelText('Language'), 'ta');
    await user.type(within(second).getByLabelText('Title in தமிழ்'), 'சூரிய அஸ்தமன அமர்வு');

    await user.click(screen.getByRole('button', { name: 'Add a translation' }));
    await user.click(
      screen.getByRole('button', { name: 'Remove the translation into Nederlands' }),
    );

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Saved');
    expect(api.callsTo('POST /api/events')[0]?.body).toMatchObject({
      title: 'Sessão ao pôr do sol',
      locale: 'pt-PT',
      translations: [
        { locale: 'en', title: 'Sunset session', description: 'Paddle out.' },
        { locale: 'ta', title: 'சூரிய அஸ்தமன அமர்வு', description: '' },
      ],
    });
  });

  it('names a translation without a title, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderForm(<CreateEventForm defaultAreaId={ericeira.id} />);
    await screen.findByLabelText('Title');
    await fillTheBasics(user);
    await user.click(screen.getByRole('button', { name: 'Add a translation' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const title = await screen.findByLabelText('Title in Português');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Give the translation a title of at least 3 characters.',
    );
    expect(api.callsTo('POST /api/events')).toHaveLength(0);
  });

  it('starts a new event in the page’s language', async () => {
    await renderForm(<CreateEventForm defaultAreaId={ericeira.id} />, 'nl');
    expect(await screen.findByLabelText('Geschreven in')).toHaveValue('nl');
  });

  it('edits the saved translations and sends them all', async () => {
    const user = userEvent.setup();
    const event = saved({
      translations: [
        { locale: 'en', title: 'Sunset session', description: 'Paddle out at dusk.' },
        { locale: 'nl', title: 'Zonsondergangsessie', description: '' },
      ],
    });
    await renderForm(<EditEventForm event={event} />);
    const dutch = await screen.findByRole('group', { name: 'Translation into Nederlands' });
    await user.type(within(dutch).getByLabelText('Description in Nederlands'), 'Peddel uit.');
    await user.click(screen.getByRole('button', { name: 'Remove the translation into English' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Saved');
    expect(api.callsTo('PATCH /api/events/:id')[0]?.body).toMatchObject({
      locale: 'pt-PT',
      translations: [{ locale: 'nl', title: 'Zonsondergangsessie', description: 'Peddel uit.' }],
    });
  });
});
