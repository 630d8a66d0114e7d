import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildEventCard } from '@/features/events/testing/event-fixtures';
import { venuePageAnswer } from '@/features/venues/testing/venue-fixtures';
import { renderApp } from '@/test/render-app';
import { notFoundReply, serveApi } from '@/test/serve-api';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

const PAGE = '/portugal/ericeira/venues/ribeira-surf-lab';
const API = 'GET /api/venues/portugal/ericeira/ribeira-surf-lab';

describe('venue page', () => {
  it('shows where the venue is, its links, and its upcoming events page by page', async () => {
    const calls = serveApi({
      [API]: ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? venuePageAnswer([buildEventCard({ title: 'Board swap' })])
          : venuePageAnswer(
              [
                buildEventCard({
                  title: 'Dawn patrol',
                  venue: { name: 'Ribeira Surf Lab', city: 'Ericeira' },
                }),
                buildEventCard({ title: 'Wax and waves' }),
              ],
              { nextCursor: 'page-2' },
            ),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Ribeira Surf Lab' }),
    ).toBeInTheDocument();
    const about = within(main.getByRole('region', { name: 'About this venue' }));
    expect(about.getByText('Rua da Ribeira 12')).toBeInTheDocument();
    expect(about.getByText('2655-319 Ericeira, Portugal')).toBeInTheDocument();

    const map = about.getByRole('link', { name: /Open in maps/ });
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Rua%20da%20Ribeira%2012%2C%20Ericeira',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const website = about.getByRole('link', { name: /ribeira-surf-lab\.example\.com/ });
    expect(website).toHaveAttribute('href', 'https://www.ribeira-surf-lab.example.com/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    // Where it belongs on Lineup: its city page and its area's page.
    expect(about.getByRole('link', { name: 'Ericeira' })).toHaveAttribute(
      'href',
      '/portugal/ericeira',
    );
    expect(about.getByRole('link', { name: 'Ericeira area' })).toHaveAttribute(
      'href',
      '/portugal-ericeira-area',
    );

    const events = within(main.getByRole('region', { name: 'Upcoming events' }));
    expect(await events.findByRole('link', { name: 'Dawn patrol' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/portugal\/ericeira\/events\//),
    );
    expect(events.getByRole('link', { name: 'Wax and waves' })).toBeInTheDocument();
    await user.click(events.getByRole('button', { name: 'Load more' }));
    expect(await events.findByRole('link', { name: 'Board swap' })).toBeInTheDocument();
    expect(events.getAllByRole('article')).toHaveLength(3);
    expect(events.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.search)).toEqual(['?limit=12', '?cursor=page-2&limit=12']);
  });

  it('says when nothing is planned, and shows no website or map link it should not', async () => {
    serveApi({
      [API]: () =>
        venuePageAnswer([], {
          venue: { website: null, mapUrl: 'javascript:alert(1)', street: null },
        }),
    });
    renderApp(PAGE);
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Nothing planned here yet')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'See what is on in Ericeira' })).toHaveAttribute(
      'href',
      '/portugal/ericeira',
    );
    const about = within(main.getByRole('region', { name: 'About this venue' }));
    expect(about.queryByRole('link', { name: /Open in maps/ })).not.toBeInTheDocument();
    expect(about.queryByRole('link', { name: /website/ })).not.toBeInTheDocument();
  });

  it('an unknown venue gets the not-found page', async () => {
    serveApi({ 'GET /api/venues': () => notFoundReply('This venue does not exist.') });
    renderApp('/portugal/ericeira/venues/no-such-venue');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
