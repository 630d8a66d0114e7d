import type { Area, PlanDetail } from '@lineup/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { CreatePlanForm } from './create-plan-form';

const api = installFakeApi();
const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

const area = (overrides: Partial<Area>): Area => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ericeira',
  slug: 'portugal-ericeira-area',
  country: 'Portugal',
  countrySlug: 'portugal',
  timeZone: 'Europe/Lisbon',
  latitude: null,
  longitude: null,
  displayOrder: 0,
  eventCount: 0,
  upcomingEventCount: 0,
  ...overrides,
});
const ericeira = area({});
const southCoast = area({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'South Coast',
  slug: 'sri-lanka-south-coast-area',
  country: 'Sri Lanka',
  countrySlug: 'sri-lanka',
  timeZone: 'Asia/Colombo',
});

const PLAN_ID = '55555555-5555-4555-8555-555555555555';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

function renderForm(defaultAreaSlug: string | null = ericeira.slug) {
  const router = createMemoryRouter(
    [
      {
        path: '/casual-plans/create',
        element: <CreatePlanForm defaultAreaSlug={defaultAreaSlug} />,
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/casual-plans/create'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <ToasterSlot />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label);
/** The message shown under a field, read through the field's description. */
function messageOf(label: string) {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

beforeEach(() => {
  api.reset();
  toast.reset();
  api.on('GET /api/areas', { body: { areas: [ericeira, southCoast] } });
});

describe('CreatePlanForm', () => {
  it('starts in the selected area and names the zone the time is read in', async () => {
    renderForm();
    const select = await screen.findByLabelText('Area');
    expect(select).toHaveValue(ericeira.slug);
    expect(messageOf('Starts')).toBe('Europe/Lisbon time');
    await userEvent.selectOptions(select, southCoast.slug);
    expect(messageOf('Starts')).toBe('Asia/Colombo time');
    expect(screen.getByText('Asia/Colombo')).toBeInTheDocument();
  });

  it('checks the fields with the shared rules before sending anything', async () => {
    renderForm(null);
    await screen.findByLabelText('Area');
    await userEvent.type(field('What’s the plan?'), 'ab');
    fireEvent.change(field('Spots limit'), { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: 'Post plan' }));

    await waitFor(() =>
      expect(messageOf('What’s the plan?')).toBe('Give the plan a title of at least 3 characters.'),
    );
    expect(messageOf('Where to meet')).toBe('Say where to meet.');
    expect(messageOf('Area')).toBe('Choose an area.');
    expect(messageOf('Starts')).toBe('Choose when the plan starts.');
    expect(messageOf('Spots limit')).toBe('Give at least 1 spot, or leave it empty for no limit.');
    expect(api.callsTo('POST /api/plans')).toHaveLength(0);
  });

  it('shows the server’s field errors on the fields', async () => {
    api.on('POST /api/plans', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some of the values sent are not valid.',
          details: {
            target: 'json',
            issues: [
              {
                path: 'startLocal',
                message: 'This time has already passed. Choose a time in the future.',
              },
            ],
          },
        },
      },
    });
    renderForm();
    await screen.findByLabelText('Area');
    await userEvent.type(field('What’s the plan?'), 'Dawn patrol');
    await userEvent.type(field('Where to meet'), 'Ribeira car park');
    fireEvent.change(field('Starts'), { target: { value: '2026-01-01T07:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Post plan' }));

    await waitFor(() =>
      expect(messageOf('Starts')).toBe(
        'This time has already passed. Choose a time in the future.',
      ),
    );
    expect(field('Starts')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need another look.');
  });

  it('posts the plan, says so and opens it', async () => {
    api.on('POST /api/plans', ({ body }) => {
      const sent = body as Record<string, unknown>;
      const plan: Partial<PlanDetail> = { id: PLAN_ID, title: String(sent.title) };
      return { status: 201, body: { plan } };
    });
    renderForm();
    await screen.findByLabelText('Area');
    await userEvent.type(field('What’s the plan?'), 'Sunset at the fort');
    await userEvent.type(field('Where to meet'), 'Galle fort, the lighthouse');
    await userEvent.selectOptions(field('Area'), southCoast.slug);
    fireEvent.change(field('Starts'), { target: { value: '2026-12-24T17:45' } });
    await userEvent.type(field('Spots limit'), '4');
    await userEvent.click(screen.getByRole('radio', { name: /Friends only/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Post plan' }));

    expect(await findToast('Plan posted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/casual-plans?plan=${PLAN_ID}`),
    );
    expect(api.callsTo('POST /api/plans')[0]!.body).toEqual({
      title: 'Sunset at the fort',
      description: '',
      vibe: '',
      location: 'Galle fort, the lighthouse',
      area: southCoast.slug,
      startLocal: '2026-12-24T17:45',
      spotsLimit: 4,
      visibility: 'friends',
    });
  });
});
