import { SeaMorningsResponse, type SeaMorning } from '@lineup/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventDays } from '@/features/events/components/event-days';
import { buildEventCard } from '@/features/events/testing/event-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { renderThenHydrate } from '@/test/hydrate';
import { renderWithClient } from '@/test/render-with-client';
import { cleanSwellDays } from './clean-swell-slot';

configure({ asyncUtilTimeout: 8000 });

const api = installFakeApi();
afterEach(() => api.reset());

const ERICEIRA = {
  slug: 'portugal-ericeira-area',
  timeZone: 'Europe/Lisbon',
  latitude: 38.9629,
  longitude: -9.4176,
};

function morning(day: string, overrides: Partial<SeaMorning> = {}): SeaMorning {
  return {
    day,
    clean: true,
    waveHeight: 1.6,
    swellHeight: 1.24,
    swellPeriod: 11.4,
    wind: 'offshore',
    from: `${day}T07:00:00+01:00`,
    to: `${day}T10:00:00+01:00`,
    ...overrides,
  };
}

/** A dawn session on 4 July and another on 5 July, under their day headings. */
function renderDays() {
  const events = ['2026-07-04', '2026-07-05'].map((day) =>
    buildEventCard({ startDate: `${day}T07:00:00+01:00`, endDate: `${day}T09:00:00+01:00` }),
  );
  return renderWithClient(
    <EventDays events={events} area={ERICEIRA} renderDayBadge={cleanSwellDays(ERICEIRA)} />,
  );
}

/** The day's item in the list, from its heading. */
const dayOf = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).closest('li')!);

describe('clean swell mornings on the day headings', () => {
  it('marks the clean mornings beside the sunrise and says why, and not the others', async () => {
    api.on('GET /api/areas/:area/sea-mornings', {
      body: SeaMorningsResponse.parse({
        mornings: [
          morning('2026-07-04'),
          morning('2026-07-05', {
            clean: false,
            wind: 'onshore',
            from: '2026-07-05T07:00:00+01:00',
            to: '2026-07-05T12:00:00+01:00',
          }),
        ],
        pending: false,
      }),
    });
    renderDays();
    const badge = await screen.findByTitle('1.2 m at 11 s, offshore wind, 07:00–10:00');
    expect(badge).toHaveTextContent(
      'Clean swell: 1.2 m at 11 s, offshore wind, from 07:00 to 10:00',
    );
    expect(dayOf('Saturday 4 July 2026').getByText(/^Sunrise at/)).toBeInTheDocument();
    expect(dayOf('Saturday 4 July 2026').getByTitle(/offshore wind/)).toBe(badge);
    expect(dayOf('Sunday 5 July 2026').queryByText(/Clean swell/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Clean swell/)).toHaveLength(1);
    expect(api.callsTo('GET /api/areas/:area/sea-mornings')[0]?.params.area).toBe(ERICEIRA.slug);
  });

  it('says light wind when the clean morning is calm', async () => {
    api.on('GET /api/areas/:area/sea-mornings', {
      body: SeaMorningsResponse.parse({
        mornings: [morning('2026-07-05', { wind: null, swellHeight: 0.8, swellPeriod: 9 })],
        pending: false,
      }),
    });
    renderDays();
    expect(await screen.findByTitle('0.8 m at 9 s, light wind, 07:00–10:00')).toBeInTheDocument();
    expect(dayOf('Sunday 5 July 2026').getByText(/Clean swell/)).toBeInTheDocument();
    expect(dayOf('Saturday 4 July 2026').queryByText(/Clean swell/)).not.toBeInTheDocument();
  });

  it('shows nothing without a forecast', async () => {
    api.on('GET /api/areas/:area/sea-mornings', {
      body: SeaMorningsResponse.parse({ mornings: [], pending: false }),
    });
    const client = renderDays();
    await waitFor(() =>
      expect(client.getQueryState(['sea-mornings', ERICEIRA.slug])?.status).toBe('success'),
    );
    expect(screen.getAllByText(/^Sunrise at/)).toHaveLength(2);
    expect(screen.queryByText(/Clean swell/)).not.toBeInTheDocument();
  });

  it("hydrates the server's empty day even when another day has fetched the forecast", async () => {
    // The server never has the forecast; by the time a later day's badge hydrates, the first
    // one's request may have brought it into the browser's cache.
    const badge = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        {cleanSwellDays(ERICEIRA)('2026-07-04')}
      </QueryClientProvider>
    );
    const browser = createQueryClient();
    browser.setQueryData(
      ['sea-mornings', ERICEIRA.slug],
      SeaMorningsResponse.parse({ mornings: [morning('2026-07-04')], pending: false }),
    );
    const { html, errors, container } = await renderThenHydrate(
      badge(createQueryClient()),
      badge(browser),
    );
    expect(html).toBe('');
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.textContent).toContain('Clean swell'));
  });
});
