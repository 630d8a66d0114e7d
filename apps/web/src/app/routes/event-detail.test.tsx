import { EventByPathResponse } from '@lineup/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import {
  buildEventDetail,
  buildEventHosts,
  buildEventSeries,
} from '@/features/events/testing/event-fixtures';
import { eventByPathQueryOptions } from '@/features/events/api/events-queries';
import { createQueryClient } from '@/lib/query-client';
import { renderApp, signedInAs } from '@/test/render-app';
import { notFoundReply, serveApi } from '@/test/serve-api';
import { weeklyRule } from '@/test/series-rules';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

const canonical = '/portugal/ericeira/events/sunset-session';

function serveEvent(event = buildEventDetail()) {
  return serveApi({
    'GET /api/events/:id/hosts': () => buildEventHosts(),
    'GET /api/events/by-path/portugal/ericeira/sunset-session': () => ({ kind: 'event', event }),
    'GET /api/events/by-path/portugal/ericeira/old-sunset': () => ({
      kind: 'redirect',
      path: canonical,
    }),
    'GET /api/events/by-path': () => notFoundReply('There is no event at that address.'),
    'GET /api/events/resolve': ({ url }) =>
      [
        `/events/event/${event.id}`,
        '/events/ericeira/sunset-session',
        '/events/sunset-session',
      ].includes(url.searchParams.get('path') ?? '')
        ? { path: canonical }
        : notFoundReply('There is no event at that address.'),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.reset();
});

describe('event page', () => {
  it('reads the event again as the signed-in member sees it, over the visitor’s copy', async () => {
    // The server rendered the page as a visitor sees it: Rui among those going.
    const visitorCopy = buildEventDetail();
    // Rui blocked this member (or the other way): the member's own read leaves him out.
    const memberCopy = buildEventDetail({ goingMembers: [visitorCopy.goingMembers[1]!] });
    serveApi({
      'GET /api/events/:id/hosts': () => buildEventHosts(),
      'GET /api/events/by-path/portugal/ericeira/sunset-session': () => ({
        kind: 'event',
        event: memberCopy,
      }),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      eventByPathQueryOptions('portugal', 'ericeira', 'sunset-session').queryKey,
      EventByPathResponse.parse({ kind: 'event', event: visitorCopy }),
    );
    renderApp(canonical, { auth: signedInAs(), queryClient });
    const main = within(screen.getByRole('main'));
    const going = within(await main.findByRole('list', { name: 'Going' }, { timeout: 5000 }));
    await waitFor(() => expect(going.queryByRole('link', { name: 'rui' })).not.toBeInTheDocument());
    expect(going.getByRole('link', { name: 'sofia' })).toBeInTheDocument();
  });

  it('shows the event at its canonical address', async () => {
    serveEvent();
    renderApp(canonical);
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole(
        'heading',
        { level: 1, name: 'Sunset session at Foz do Lizandro' },
        // The first render in this file also loads the page's code.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(main.getByText('Saturday 4 July 2026')).toBeInTheDocument();
    expect(main.getByText('07:00 – 09:00')).toBeInTheDocument();
    expect(main.getByText('Lisbon time (GMT+1)')).toBeInTheDocument();
    // The day's light in Ericeira; a 07:00 start is after sunrise, so no badge.
    const when = within(main.getByRole('region', { name: 'When' }));
    expect(when.getByText('Sunrise 06:17 · Sunset 21:07')).toBeInTheDocument();
    expect(when.queryByText('Dawn')).not.toBeInTheDocument();
    expect(when.queryByText('Golden hour')).not.toBeInTheDocument();
    expect(main.getByText('3 going · 5 interested')).toBeInTheDocument();
    expect(main.getByText('Surf')).toBeInTheDocument();
    expect(main.getByText('Early')).toBeInTheDocument();
    // The place chip leads to the town's page, not the country's.
    expect(main.getByRole('link', { name: 'Ericeira, Portugal' })).toHaveAttribute(
      'href',
      '/portugal-ericeira-area',
    );
    // The venue has a page of its own.
    expect(main.getByRole('link', { name: 'Foz Surf Shack' })).toHaveAttribute(
      'href',
      '/portugal/ericeira/venues/foz-surf-shack',
    );
    // The venue's pin, in the maps app that works everywhere (the test's browser is no phone);
    // the map itself waits until it is in view.
    expect(main.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=38.9651,-9.4183',
    );
    expect(main.getByRole('region', { name: 'Map of Foz Surf Shack' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'https://example.com/rentals' })).toHaveAttribute(
      'href',
      'https://example.com/rentals',
    );
    expect(main.getByRole('link', { name: 'ana.waves' })).toHaveAttribute(
      'href',
      '/user/member-ana',
    );
    // The discussion is for members: a visitor is asked to log in and comes back here.
    const discussion = within(main.getByRole('region', { name: 'Discussion' }));
    expect(discussion.getByRole('link', { name: 'Log in to join the discussion' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(canonical)}`,
    );
    const going = within(main.getByRole('list', { name: 'Going' }));
    expect(going.getByRole('link', { name: 'rui' })).toHaveAttribute('href', '/user/member-rui');
    expect(going.getAllByRole('listitem')).toHaveLength(2);
    expect(main.getByText('and 1 more')).toBeInTheDocument();
    const ics = main.getByRole('link', { name: 'Download .ics' });
    expect(ics.getAttribute('href')).toMatch(/^\/api\/events\/[0-9a-f-]+\/calendar\.ics$/);
    expect(ics).toHaveAttribute('download', 'sunset-session.ics');
    const google = new URL(
      main.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')!,
    );
    expect(google.searchParams.get('dates')).toBe('20260704T060000Z/20260704T080000Z');
    expect(main.queryByText('This event has been cancelled.')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sunset session at Foz do Lizandro · Lineup'));
  });

  it.each([
    [
      'in the hour before sunset',
      '2026-07-04T20:30:00+01:00',
      'golden-hour',
      'Golden hour',
      'Dawn',
    ],
    ['in the hour before sunrise', '2026-07-04T05:40:00+01:00', 'dawn', 'Dawn', 'Golden hour'],
  ] as const)(
    'shows the mark of a start %s',
    async (_when, startDate, light, badge, otherBadge) => {
      // The server marks the event (the one rule, @lineup/contracts/day-light); the page shows it.
      serveEvent(buildEventDetail({ startDate, endDate: '2026-07-04T22:00:00+01:00', light }));
      renderApp(canonical);
      const main = within(screen.getByRole('main'));
      const when = within(await main.findByRole('region', { name: 'When' }));
      expect(when.getByText('Sunrise 06:17 · Sunset 21:07')).toBeInTheDocument();
      expect(when.getByText(badge)).toBeInTheDocument();
      expect(when.queryByText(otherBadge)).not.toBeInTheDocument();
    },
  );

  it('leaves out sunrise and sunset when the area has no coordinates', async () => {
    const event = buildEventDetail({
      startDate: '2026-07-04T20:30:00+01:00',
      endDate: '2026-07-04T22:00:00+01:00',
    });
    serveEvent({ ...event, area: { ...event.area, latitude: null, longitude: null } });
    renderApp(canonical);
    const main = within(screen.getByRole('main'));
    const when = within(await main.findByRole('region', { name: 'When' }));
    expect(when.getByText('20:30 – 22:00')).toBeInTheDocument();
    expect(when.queryByText(/Sunrise/)).not.toBeInTheDocument();
    expect(when.queryByText('Golden hour')).not.toBeInTheDocument();
  });

  it.each([
    ['events/event/:id', (id: string) => `/events/event/${id}`],
    ['events/:destination/:slug', () => '/events/ericeira/sunset-session'],
    ['events/:identifier', () => '/events/sunset-session'],
    ['an old slug', () => '/portugal/ericeira/events/old-sunset'],
  ])('leads from %s to the canonical address, replacing it', async (_form, pathOf) => {
    const event = buildEventDetail();
    serveEvent(event);
    const { router } = renderApp(pathOf(event.id));
    await waitFor(() => expect(router.state.location.pathname).toBe(canonical));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunset session at Foz do Lizandro' }),
    ).toBeInTheDocument();
  });

  it.each(['/portugal/ericeira/events/no-such-event', '/events/no-such-event'])(
    'shows the not-found page for %s',
    async (path) => {
      serveEvent();
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
    },
  );

  it('shows the sea at the start hour beside when it is', async () => {
    const event = buildEventDetail();
    serveEvent(event);
    serveApi({
      'GET /api/events/:id/sea': () => ({
        conditions: {
          hour: '2026-07-04T07:00:00+01:00',
          waveHeight: 1.2,
          swellHeight: 1,
          swellPeriod: 12,
          swellDirection: 300,
          windSpeed: 12,
          windDirection: 90,
          wind: 'offshore',
          seaTemperature: 18,
          tide: null,
        },
        pending: false,
      }),
    });
    renderApp(canonical);
    const sea = within(await screen.findByRole('region', { name: 'The sea at 07:00' }));
    expect(sea.getByText('Waves').nextElementSibling).toHaveTextContent('1.2 m');
    expect(sea.getByText('offshore')).toBeInTheDocument();
  });

  it('marks a cancelled event with a banner and keeps it readable', async () => {
    serveEvent(buildEventDetail({ status: 'cancelled' }));
    renderApp(canonical);
    expect(await screen.findByText('This event has been cancelled.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sunset session at Foz do Lizandro' }),
    ).toBeInTheDocument();
  });

  it('offers members who do not host it a way to report it', async () => {
    serveEvent();
    // What Going asks, read ahead on the event's page.
    serveApi({
      'GET /api/events/:id/guest-settings': () => ({ requiresApproval: false, questions: [] }),
    });
    renderApp(canonical, { auth: signedInAs() });
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('button', { name: 'Report this event' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('gives visitors no report button', async () => {
    serveEvent();
    renderApp(canonical);
    const main = within(screen.getByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Sunset session at Foz do Lizandro' });
    expect(main.queryByRole('button', { name: 'Report this event' })).not.toBeInTheDocument();
  });

  it('copies the link when the browser cannot share, and says so', async () => {
    serveEvent();
    const user = userEvent.setup();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: undefined }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp(canonical);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${canonical}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('uses the phone share sheet where there is one', async () => {
    serveEvent();
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderApp(canonical);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Sunset session at Foz do Lizandro',
      url: `${window.location.origin}${canonical}`,
    });
  });

  describe('a session of a recurring event', () => {
    function weeklyYoga(myRsvp: 'going' | null = null) {
      const series = buildEventSeries({
        upcomingCount: 14,
        sessions: [{}, {}, { status: 'cancelled' }, { spotsLeft: 0 }],
      });
      const [first] = series.upcoming;
      return buildEventDetail({
        id: first!.id,
        title: 'Tuesday dawn yoga',
        startDate: first!.startDate,
        endDate: '2099-07-07T08:00:00+01:00',
        repeats: 'Every Tuesday',
        repeatRule: weeklyRule(['TU']),
        series,
        myRsvp,
      });
    }

    it('lists the sessions to come, each with its own page, and offers them all in a calendar', async () => {
      const event = weeklyYoga();
      serveEvent(event);
      serveApi({
        'GET /api/events/:id/hosts': () => buildEventHosts(),
        'GET /api/auth-config': () => ({
          emailVerification: true,
          providers: { google: false, facebook: false },
        }),
      });
      const user = userEvent.setup();
      const { router } = renderApp(canonical);
      const sessions = within(await screen.findByRole('region', { name: 'Sessions' }));
      expect(sessions.getByText('Every Tuesday')).toBeInTheDocument();
      expect(sessions.getByText(/^14 sessions to come, in Lisbon time\./)).toBeInTheDocument();

      const items = within(sessions.getByRole('list', { name: 'Upcoming sessions' })).getAllByRole(
        'listitem',
      );
      expect(items.map((item) => item.textContent)).toEqual([
        'Tue 7 Jul · 07:00This session',
        'Tue 14 Jul · 07:00',
        'Tue 21 Jul · 07:00Cancelled',
        'Tue 28 Jul · 07:00Full',
      ]);
      expect(items[0]).toHaveAttribute('aria-current', 'page');
      expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
      expect(within(items[1]!).getByRole('link', { name: 'Tue 14 Jul · 07:00' })).toHaveAttribute(
        'href',
        event.series!.upcoming[1]!.path,
      );
      // 14 to come: 3 of them listed, and the cancelled one counts for none.
      expect(sessions.getByText('and 11 more sessions')).toBeInTheDocument();
      expect(
        sessions.getByRole('link', { name: 'Add every session to your calendar' }),
      ).toHaveAttribute('href', `/api/series/${event.series!.id}/calendar.ics`);

      // A visitor is asked to log in first, and comes back here.
      await user.click(await sessions.findByRole('button', { name: 'Going to every session' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(canonical)}`);
    });

    it('calls the last session of a series that ends the last, with no "every session"', async () => {
      // The earlier part of a series split at "this and following": it now ends on a day.
      const event = buildEventDetail({
        repeats: 'Every Tuesday',
        repeatRule: weeklyRule(['TU']),
        series: buildEventSeries({
          repeats: 'Every Tuesday, until 7 July 2099',
          rule: weeklyRule(['TU'], '2099-07-07'),
          sessions: [{}],
          upcomingCount: 1,
        }),
      });
      serveEvent(event);
      renderApp(canonical);
      const sessions = within(await screen.findByRole('region', { name: 'Sessions' }));
      expect(sessions.getByText('Every Tuesday, until 7 July 2099')).toBeInTheDocument();
      expect(sessions.getByText('The last session to come, in Lisbon time.')).toBeInTheDocument();
      expect(sessions.queryByText(/sessions to come/)).not.toBeInTheDocument();
      expect(
        sessions.queryByRole('button', { name: 'Going to every session' }),
      ).not.toBeInTheDocument();
    });

    it('goes to every session at once, says how it went, and can leave them all', async () => {
      let event = weeklyYoga();
      const calls = serveApi({
        'GET /api/events/:id/hosts': () => buildEventHosts(),
        'GET /api/events/by-path/portugal/ericeira/sunset-session': () => ({
          kind: 'event',
          event,
        }),
        // What Going asks, read ahead on the event's page.
        'GET /api/events/:id/guest-settings': () => ({ requiresApproval: false, questions: [] }),
        // Going, the member reads the hosts' announcements.
        'GET /api/events/:id/announcements': () => ({ announcements: [], muted: false }),
        'PUT /api/series': () => {
          const { status } = calls.at(-1)!.body as { status: string };
          event = { ...event, myRsvp: status === 'going' ? 'going' : null };
          return status === 'going'
            ? { going: 13, waitlisted: 1, left: 0 }
            : { going: 0, waitlisted: 0, left: 14 };
        },
      });
      const user = userEvent.setup();
      renderApp(canonical, { auth: signedInAs() });
      const sessions = within(await screen.findByRole('region', { name: 'Sessions' }));
      expect(sessions.queryByRole('button', { name: 'Leave every session' })).toBeNull();

      await user.click(await sessions.findByRole('button', { name: 'Going to every session' }));
      expect(
        await sessions.findByText('You’re going to 13 sessions and on the waitlist for 1.'),
      ).toBeInTheDocument();
      const puts = calls.filter((call) => call.method === 'PUT');
      expect(puts.map((call) => [call.path, call.body])).toEqual([
        [`/api/series/${event.series!.id}/rsvp`, { status: 'going' }],
      ]);
      // This session's page is read again, so its own RSVP shows the answer.
      await waitFor(() =>
        expect(
          within(screen.getByRole('region', { name: 'RSVP' })).getByRole('button', {
            name: 'Going',
          }),
        ).toHaveAttribute('aria-pressed', 'true'),
      );

      await user.click(sessions.getByRole('button', { name: 'Leave every session' }));
      expect(await sessions.findByText('You’ve left 14 sessions.')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
        status: 'none',
      });
    }, 15_000);
  });
});
