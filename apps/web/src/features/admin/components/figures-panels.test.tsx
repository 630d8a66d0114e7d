import type { ConsentFiguresResponse, SearchAnalyticsResponse } from '@lineup/contracts';
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPanel } from '../testing/render-panel';
import { ConsentPanel } from './consent-panel';
import { SearchPanel } from './search-panel';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

beforeEach(() => api.reset());

const figure = (query: string, searches: number, clicks: number) => ({
  query,
  searches,
  clicks,
  lastSearchedAt: '2026-06-30T10:00:00.000Z',
});

describe('Search figures', () => {
  it('shows totals, click-through and the top and no-result queries', async () => {
    const body: SearchAnalyticsResponse = {
      days: 30,
      searches: 40,
      clicks: 10,
      clickThroughRate: 0.25,
      topQueries: [figure('surf', 30, 9), figure('yoga', 10, 1)],
      noResultQueries: [figure('unicorn rodeo', 2, 0)],
    };
    api.on('GET /api/admin/search-analytics', { body });
    renderPanel(<SearchPanel />);
    expect(await screen.findByText('25%')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    const top = screen.getByRole('table', { name: 'Top queries' });
    const [, surf] = within(top).getAllByRole('row');
    expect(surf).toHaveTextContent('surf');
    expect(surf).toHaveTextContent('30%');
    const none = screen.getByRole('table', { name: 'Queries with no results' });
    expect(within(none).getByText('unicorn rodeo')).toBeInTheDocument();
  });

  it('says when there were no searches', async () => {
    api.on('GET /api/admin/search-analytics', {
      body: {
        days: 30,
        searches: 0,
        clicks: 0,
        clickThroughRate: null,
        topQueries: [],
        noResultQueries: [],
      },
    });
    renderPanel(<SearchPanel />);
    expect(await screen.findByText('No searches in this period.')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('offers to try again when the figures fail to load', async () => {
    api.on('GET /api/admin/search-analytics', {
      status: 500,
      body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
    });
    renderPanel(<SearchPanel />);
    expect(
      await screen.findByText('The search figures could not be loaded.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Consent figures', () => {
  it('shows accepted and essential-only answers with their shares', async () => {
    const body: ConsentFiguresResponse = {
      days: 30,
      latest: { accepted: 3, essentialOnly: 1 },
      recent: { accepted: 0, essentialOnly: 2 },
    };
    api.on('GET /api/admin/consent', { body });
    renderPanel(<ConsentPanel />);
    expect(await screen.findByText('Current choices')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });
});
