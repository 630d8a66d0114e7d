import { SeaConditionsResponse, type SeaConditions as SeaConditionsData } from '@lineup/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { renderThenHydrate } from '@/test/hydrate';
import { renderWithClient } from '@/test/render-with-client';
import { SeaSlot } from './sea-slot';

configure({ asyncUtilTimeout: 8000 });

const api = installFakeApi();
afterEach(() => api.reset());

const EVENT_ID = '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a10';

function conditions(overrides: Partial<SeaConditionsData> = {}): SeaConditionsData {
  return {
    hour: '2099-07-04T07:00:00+01:00',
    waveHeight: 1.62,
    swellHeight: 1.31,
    swellPeriod: 11.4,
    swellDirection: 292,
    windSpeed: 16.3,
    windDirection: 85,
    wind: 'offshore',
    seaTemperature: 17.8,
    tide: { trend: 'rising', next: { kind: 'high', at: '2099-07-04T09:30:00+01:00' } },
    ...overrides,
  };
}

const answer = (body: SeaConditionsData | null, pending = false) => ({
  status: pending ? 202 : 200,
  body: SeaConditionsResponse.parse({ conditions: body, pending }),
});

describe('the sea at an event', () => {
  it('shows the start hour’s waves, swell, wind against the beach, sea and tide, with its source', async () => {
    api.on('GET /api/events/:id/sea', answer(conditions()));
    renderWithClient(
      <SeaSlot subject={{ kind: 'event', id: EVENT_ID }} timeZone="Europe/Lisbon" />,
    );
    const panel = within(await screen.findByRole('region', { name: 'The sea at 07:00' }));
    const row = (label: string) => panel.getByText(label).nextElementSibling;
    expect(row('Waves')).toHaveTextContent('1.6 m');
    expect(row('Swell')).toHaveTextContent('1.3 m· 11 s·W');
    expect(row('Wind')).toHaveTextContent('16 km/h·Eoffshore');
    expect(row('Sea')).toHaveTextContent('18 °C');
    expect(row('Tide (estimate)')).toHaveTextContent('rising, high at 09:30');
    expect(panel.getByTitle('from the east')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Open-Meteo' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
    expect(panel.getByRole('link', { name: 'CC BY 4.0' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/events/:id/sea')[0]?.params.id).toBe(EVENT_ID);
  });

  it('asks again while the server fetches the forecast, and shows it once in', async () => {
    let calls = 0;
    api.on('GET /api/events/:id/sea', () => {
      calls += 1;
      return calls === 1 ? answer(null, true) : answer(conditions({ wind: null, windSpeed: 4 }));
    });
    renderWithClient(
      <SeaSlot subject={{ kind: 'event', id: EVENT_ID }} timeZone="Europe/Lisbon" />,
    );
    const panel = within(await screen.findByRole('region', { name: 'The sea at 07:00' }));
    expect(panel.getByText('Wind').nextElementSibling).toHaveTextContent('4 km/h·Elight');
    expect(calls).toBe(2);
  });

  it('shows nothing for an area without a sea, or when no forecast can be had', async () => {
    api.on('GET /api/events/:id/sea', answer(null));
    renderWithClient(
      <SeaSlot subject={{ kind: 'event', id: EVENT_ID }} timeZone="Europe/Lisbon" />,
    );
    await waitFor(() => expect(api.callsTo('GET /api/events/:id/sea')).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('hydrates the server’s page without the forecast, then shows the one the browser holds', async () => {
    const slot = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <SeaSlot subject={{ kind: 'event', id: EVENT_ID }} timeZone="Europe/Lisbon" />
      </QueryClientProvider>
    );
    const browser = createQueryClient();
    browser.setQueryData(['sea', 'event', EVENT_ID], { conditions: conditions(), pending: false });
    const { html, errors, container } = await renderThenHydrate(
      slot(createQueryClient()),
      slot(browser),
    );
    expect(html).toBe('');
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.textContent).toContain('The sea at 07:00'));
  });
});
