import { rsvpMessages, type EventDetail, type MyRsvpsResponse } from '@lineup/contracts';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast } from '@/components/ui/toast';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { apiFetch } from '@/lib/api-client';
import { onRsvp } from '@/lib/rsvp-moment';
import { createQueryClient } from '@/lib/query-client';
import { deferred, installFakeApi } from '@/test/fake-api';
const offlineNote = 'You’re offline. You can answer once you’re back online.';
import { RsvpButtons } from './rsvp-buttons';

const api = installFakeApi();
// The toaster loads with the first toast, which can take a moment on a busy machine.
const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const EVENT_ID = '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a10';
const PATH = '/portugal/ericeira/events/sunset-session';

function detail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: EVENT_ID,
    slug: 'sunset-session',
    path: PATH,
    title: 'Sunset session',
    locale: 'en',
    translations: [],
    category: 'surf',
    vibe: null,
    tags: [],
    startDate: '2099-07-04T18:30:00+01:00',
    endDate: '2099-07-04T21:00:00+01:00',
    timeZone: 'Europe/Lisbon',
    area: {
      name: 'Ericeira',
      slug: 'ericeira',
      country: 'Portugal',
      countrySlug: 'portugal',
      latitude: null,
      longitude: null,
    },
    venue: null,
    imageUrl: null,
    status: 'published',
    capacity: null,
    goingCount: 3,
    interestedCount: 1,
    light: null,
    repeats: null,
    repeatRule: null,
    location: null,
    description: '',
    destination: null,
    specificVenue: null,
    creator: null,
    priceText: null,
    externalUrl: null,
    goingMembers: [],
    myRsvp: null,
    waitlistCount: 0,
    myWaitlistPosition: null,
    canEdit: false,
    hostRole: null,
    requiresApproval: false,
    crew: null,
    arrivedCount: null,
    series: null,
    ...overrides,
  };
}

/** The event page's data as the discovery pages load it: a real query over the network. */
function EventPage({
  viewerId,
  accountPending = false,
}: {
  viewerId: string | null;
  accountPending?: boolean;
}) {
  const query = useQuery({
    queryKey: ['events', 'by-path', 'portugal', 'ericeira', 'sunset-session'],
    queryFn: () =>
      apiFetch<{ kind: 'event'; event: EventDetail }>(
        '/api/events/by-path/portugal/ericeira/sunset-session',
      ),
  });
  if (!query.data) return <p>Loading</p>;
  const { event } = query.data;
  return (
    <div>
      <p data-testid="counts">
        {event.goingCount} going · {event.interestedCount} interested
      </p>
      <RsvpButtons
        event={event}
        viewerId={viewerId}
        accountPending={accountPending}
        myRsvp={event.myRsvp}
      />
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(
  viewerId: string | null,
  queryClient: QueryClient = createQueryClient(),
  accountPending = false,
) {
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        element: <EventPage viewerId={viewerId} accountPending={accountPending} />,
      },
      { path: '/auth', element: <Where /> },
    ],
    { initialEntries: [PATH] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterSlot />
    </QueryClientProvider>,
  );
  return { queryClient };
}

type Saved = {
  status: 'going' | 'interested' | 'none';
  goingCount: number;
  interestedCount: number;
};

/**
 * A small stand-in for the server: the event page reads `event`, and an accepted answer
 * changes it, so a page that reads it again sees what the server would say.
 */
function serveEvent(
  initial: EventDetail,
  answer: (status: Saved['status']) => Saved | Promise<Saved>,
) {
  let current = initial;
  api.on('GET /api/events/by-path/:country/:city/:slug', () => ({
    body: { kind: 'event', event: current },
  }));
  api.on('PUT /api/events/:id/rsvp', async ({ body }) => {
    const saved = await answer((body as { status: Saved['status'] }).status);
    current = {
      ...current,
      goingCount: saved.goingCount,
      interestedCount: saved.interestedCount,
      myRsvp: saved.status === 'none' ? null : saved.status,
    };
    return {
      body: {
        ...saved,
        capacity: current.capacity,
        spotsLeft: null,
        waitlistCount: 0,
        waitlistPosition: null,
      },
    };
  });
}

const counts = () => screen.getByTestId('counts').textContent;
/** A member's buttons answer once their code is in (`RsvpButtons` loads it for members only). */
const memberButtonsReady = () =>
  waitFor(() => {
    const group = screen.getByRole('group', { name: /^RSVP to/ });
    for (const each of within(group).getAllByRole('button')) expect(each).toBeEnabled();
  });
const button = (name: RegExp | string) => screen.getByRole('button', { name });

beforeEach(() => {
  api.reset();
  toast.reset();
  // The event page reads what Going asks; most events ask nothing.
  api.on('GET /api/events/:id/guest-settings', {
    body: { requiresApproval: false, questions: [] },
  });
});
afterEach(() => toast.reset());

describe('RSVP buttons on the event page', () => {
  it('counts a member as going at once, then settles on the server’s counts', async () => {
    const user = userEvent.setup();
    const reply = deferred();
    serveEvent(detail(), async () => {
      await reply.promise;
      return { status: 'going', goingCount: 5, interestedCount: 1 };
    });
    renderPage('member-1');
    await screen.findByText('3 going · 1 interested');
    await memberButtonsReady();

    await user.click(button(/^Going$/));
    // Before the server has answered.
    expect(counts()).toBe('4 going · 1 interested');
    expect(button(/^Going$/)).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT /api/events/:id/rsvp')[0]?.body).toEqual({ status: 'going' });

    reply.resolve();
    await waitFor(() => expect(counts()).toBe('5 going · 1 interested'));
    expect(screen.getByText(/You’re going/)).toBeInTheDocument();
    // Going, the member has a ticket to show at the door.
    expect(screen.getByRole('link', { name: 'Your ticket' })).toHaveAttribute(
      'href',
      `/events/event/${detail().id}/ticket`,
    );
  });

  it('says when an answer was saved (the moment to invite an install), not when taken back', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    const stop = onRsvp(saved);
    let status: Saved['status'] = 'none';
    serveEvent(detail(), (next) => {
      status = next;
      return { status, goingCount: 3, interestedCount: status === 'interested' ? 2 : 1 };
    });
    renderPage('member-1');
    await screen.findByText('3 going · 1 interested');
    await memberButtonsReady();
    await user.click(button(/^Interested$/));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button(/^Interested$/)).toBeEnabled());
    await user.click(button(/^Interested$/));
    await waitFor(() => expect(api.callsTo('PUT /api/events/:id/rsvp')).toHaveLength(2));
    await waitFor(() => expect(counts()).toBe('3 going · 1 interested'));
    expect(saved).toHaveBeenCalledTimes(1);
    stop();
  });

  it('moves an answer from going to interested, and takes it back when pressed again', async () => {
    const user = userEvent.setup();
    serveEvent(detail({ myRsvp: 'going', goingCount: 4 }), (status) => ({
      status,
      goingCount: 3,
      interestedCount: status === 'interested' ? 2 : 1,
    }));
    renderPage('member-1');
    await screen.findByText('4 going · 1 interested');
    await memberButtonsReady();

    await user.click(button('Interested'));
    await waitFor(() => expect(counts()).toBe('3 going · 2 interested'));
    expect(button('Interested')).toHaveAttribute('aria-pressed', 'true');
    expect(button(/^Going$/)).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('Interested'));
    await waitFor(() => expect(counts()).toBe('3 going · 1 interested'));
    expect(button('Interested')).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('PUT /api/events/:id/rsvp').map((call) => call.body)).toEqual([
      { status: 'interested' },
      { status: 'none' },
    ]);
  });

  it('rolls back and shows the server’s reason when going is refused', async () => {
    const user = userEvent.setup();
    api.on('GET /api/events/by-path/:country/:city/:slug', {
      body: { kind: 'event', event: detail({ capacity: 10 }) },
    });
    const reply = deferred();
    api.on('PUT /api/events/:id/rsvp', async () => {
      await reply.promise;
      return {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: rsvpMessages.full,
            details: { reason: 'event_full' },
          },
        },
      };
    });
    renderPage('member-1');
    await screen.findByText('3 going · 1 interested');
    await memberButtonsReady();

    await user.click(button(/^Going$/));
    expect(counts()).toBe('4 going · 1 interested');

    reply.resolve();
    const alert = await findToast(rsvpMessages.full);
    expect(alert).toBeInTheDocument();
    expect(screen.getByText('Your RSVP was not saved')).toBeInTheDocument();
    expect(counts()).toBe('3 going · 1 interested');
    expect(button(/^Going$/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers interested but not going when the event is full', async () => {
    const user = userEvent.setup();
    serveEvent(detail({ capacity: 3, goingCount: 3 }), (status) => ({
      status,
      goingCount: 3,
      interestedCount: 2,
    }));
    renderPage('member-1');
    await screen.findByText('3 going · 1 interested');
    await memberButtonsReady();

    expect(screen.queryByRole('button', { name: 'Going' })).toBeNull();
    expect(button('Join waitlist')).toBeEnabled();
    expect(screen.getByText(rsvpMessages.full)).toBeInTheDocument();
    await user.click(button('Interested'));
    await waitFor(() => expect(counts()).toBe('3 going · 2 interested'));
  });

  it('puts the member on the waitlist of a full event, shows their place and takes them off', async () => {
    const user = userEvent.setup();
    let current = detail({ capacity: 2, goingCount: 2 });
    api.on('GET /api/events/by-path/:country/:city/:slug', () => ({
      body: { kind: 'event', event: current },
    }));
    api.on('PUT /api/events/:id/rsvp', ({ body }) => {
      const status = (body as { status: string }).status;
      const waiting = status === 'waitlisted';
      current = {
        ...current,
        myRsvp: waiting ? 'waitlisted' : null,
        myWaitlistPosition: waiting ? 3 : null,
        waitlistCount: waiting ? 3 : 2,
      };
      return {
        body: {
          status,
          goingCount: 2,
          interestedCount: 1,
          capacity: 2,
          spotsLeft: 0,
          waitlistCount: current.waitlistCount,
          waitlistPosition: current.myWaitlistPosition,
        },
      };
    });
    function Page() {
      const query = useQuery({
        queryKey: ['events', 'by-path', 'portugal', 'ericeira', 'sunset-session'],
        queryFn: () =>
          apiFetch<{ kind: 'event'; event: EventDetail }>(
            '/api/events/by-path/portugal/ericeira/sunset-session',
          ),
      });
      if (!query.data) return <p>Loading</p>;
      const { event } = query.data;
      return (
        <RsvpButtons
          event={event}
          viewerId="member-1"
          myRsvp={event.myRsvp}
          waitlistPosition={event.myWaitlistPosition}
        />
      );
    }
    const router = createMemoryRouter([{ path: PATH, element: <Page /> }], {
      initialEntries: [PATH],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await user.click(await screen.findByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByText(/You’re #3 on the waitlist\./)).toBeInTheDocument();
    const onList = button('On the waitlist');
    expect(onList).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT /api/events/:id/rsvp')[0]!.body).toEqual({ status: 'waitlisted' });

    // Pressing it again leaves the waitlist.
    await user.click(onList);
    expect(await screen.findByRole('button', { name: 'Join waitlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.callsTo('PUT /api/events/:id/rsvp')[1]!.body).toEqual({ status: 'none' });
  });

  it('sends a visitor to log in and back to this event', async () => {
    const user = userEvent.setup();
    api.on('GET /api/events/by-path/:country/:city/:slug', {
      body: { kind: 'event', event: detail() },
    });
    renderPage(null);
    await screen.findByText('3 going · 1 interested');

    await user.click(button(/^Going$/));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/auth?redirectTo=${encodeURIComponent(PATH)}`,
    );
    expect(api.callsTo('PUT /api/events/:id/rsvp')).toHaveLength(0);
  });

  it('keeps no answer to read or save for a visitor, only for a member', async () => {
    api.on('GET /api/events/by-path/:country/:city/:slug', {
      body: { kind: 'event', event: detail() },
    });
    // What each card of a page costs while it hydrates: a visitor's buttons watch nothing.
    const watching = (queryClient: QueryClient) => ({
      answers: queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.queryKey[2] === 'rsvps' })
        .reduce((sum, query) => sum + query.getObserversCount(), 0),
      saves: queryClient.getMutationCache().hasListeners(),
    });
    const visitor = renderPage(null).queryClient;
    await screen.findByText('3 going · 1 interested');
    expect(watching(visitor)).toEqual({ answers: 0, saves: false });

    cleanup();
    const member = renderPage('member-1').queryClient;
    await screen.findByText('3 going · 1 interested');
    await memberButtonsReady();
    expect(watching(member)).toEqual({ answers: 1, saves: true });
  });

  it('holds a press while the account is still being read, instead of sending a member to log in', async () => {
    const user = userEvent.setup();
    api.on('GET /api/events/by-path/:country/:city/:slug', {
      body: { kind: 'event', event: detail() },
    });
    renderPage(null, createQueryClient(), true);
    await screen.findByText('3 going · 1 interested');

    // Never dead to a visitor's press (docs/decisions/0035), but not sent anywhere yet either.
    expect(button(/^Going$/)).toBeEnabled();
    await user.click(button(/^Going$/));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('says a cancelled event takes no RSVPs', async () => {
    api.on('GET /api/events/by-path/:country/:city/:slug', {
      body: { kind: 'event', event: detail({ status: 'cancelled' }) },
    });
    renderPage('member-1');
    expect(await screen.findByText(rsvpMessages.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Going$/ })).not.toBeInTheDocument();
  });
});

describe('compact RSVP buttons on a card', () => {
  it('shows the member’s answer from their plans and adds a new one to them at once', async () => {
    const user = userEvent.setup();
    const other = { ...detail(), id: '0b7e8f3c-1111-4c1e-9a57-0d6f3c1b2a10', title: 'Beach yoga' };
    const mine: MyRsvpsResponse = {
      upcoming: [{ ...other, myRsvp: 'interested' }],
      past: [],
      plans: [],
    };
    api.on('GET /api/me/rsvps', { body: mine });
    const reply = deferred();
    api.on('PUT /api/events/:id/rsvp', async () => {
      await reply.promise;
      return {
        body: {
          status: 'going',
          goingCount: 4,
          interestedCount: 1,
          capacity: null,
          spotsLeft: null,
        },
      };
    });
    const queryClient = createQueryClient();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <div data-testid="card-yoga">
                <RsvpButtons event={other} viewerId="member-1" variant="compact" />
              </div>
              <div data-testid="card-sunset">
                <RsvpButtons event={detail()} viewerId="member-1" variant="compact" />
              </div>
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const yoga = within(screen.getByTestId('card-yoga'));
    await waitFor(() =>
      expect(yoga.getByRole('button', { name: 'Interested' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const sunset = within(screen.getByTestId('card-sunset'));
    await user.click(sunset.getByRole('button', { name: 'Going' }));
    expect(sunset.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
    const plans = queryClient.getQueryData<MyRsvpsResponse>(['me', 'member-1', 'rsvps']);
    expect(plans?.upcoming.map((event) => [event.title, event.myRsvp])).toEqual([
      ['Beach yoga', 'interested'],
      ['Sunset session', 'going'],
    ]);
    reply.resolve();
  });
});

const QUESTION_LEVEL = '0b7f0d6e-3c1a-4f4e-8a55-1f1e9c2b7a01';
const QUESTION_BOARD = '0b7f0d6e-3c1a-4f4e-8a55-1f1e9c2b7a02';
const questions = [
  { id: QUESTION_LEVEL, kind: 'text', label: 'Your surf level?', options: [], required: true },
  {
    id: QUESTION_BOARD,
    kind: 'single',
    label: 'Board size',
    options: ['Longboard', 'Shortboard'],
    required: false,
  },
] as const;

/** The event page's event, whose answer the RSVP call changes as the server would. */
function serveAnswering(initial: EventDetail, statusAfter: (sent: string) => string) {
  let current = initial;
  api.on('GET /api/events/by-path/:country/:city/:slug', () => ({
    body: { kind: 'event', event: current },
  }));
  api.on('PUT /api/events/:id/rsvp', ({ body }) => {
    const status = statusAfter((body as { status: string }).status);
    current = { ...current, myRsvp: status === 'none' ? null : (status as EventDetail['myRsvp']) };
    return answerRsvp(status);
  });
}

/** The RSVP call answers with `status` and the event's counts. */
function answerRsvp(status: string) {
  return {
    body: {
      status,
      goingCount: 3,
      interestedCount: 1,
      capacity: null,
      spotsLeft: null,
      waitlistCount: 0,
      waitlistPosition: null,
    },
  };
}

describe('RSVP buttons of an event that needs approval or asks questions', () => {
  it('sends going as a request, shows it as requested, and withdraws it', async () => {
    const user = userEvent.setup();
    serveAnswering(detail({ requiresApproval: true }), (sent) =>
      sent === 'none' ? 'none' : 'requested',
    );
    api.on('GET /api/events/:id/guest-settings', {
      body: { requiresApproval: true, questions: [] },
    });
    renderPage('member-1');
    expect(
      await screen.findByText('Going needs the hosts’ approval: pressing Going asks them.'),
    ).toBeInTheDocument();
    await memberButtonsReady();

    await user.click(button(/^Going$/));
    const requested = await screen.findByRole('button', { name: 'Requested' });
    expect(requested).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/You asked to go\. The hosts will let you know\./)).toBeInTheDocument();
    // The request takes no spot.
    expect(counts()).toBe('3 going · 1 interested');

    await user.click(requested);
    await waitFor(() => expect(button(/^Going$/)).toHaveAttribute('aria-pressed', 'false'));
    expect(api.callsTo('PUT /api/events/:id/rsvp').map((call) => call.body)).toEqual([
      { status: 'going' },
      { status: 'none' },
    ]);
  });

  it('shows a declined request, and lets nobody ask again', async () => {
    api.on('GET /api/events/by-path/:country/:city/:slug', {
      body: { kind: 'event', event: detail({ requiresApproval: true, myRsvp: 'declined' }) },
    });
    renderPage('member-1');
    const declined = await screen.findByRole('button', { name: 'Declined' });
    expect(declined).toBeDisabled();
    expect(
      screen.getByText('The hosts did not accept your request for this event.'),
    ).toBeInTheDocument();
  });

  it('asks the event’s questions before going, checks the required ones, and sends the answers', async () => {
    const user = userEvent.setup();
    serveAnswering(detail(), (sent) => sent);
    api.on('GET /api/events/:id/guest-settings', {
      body: { requiresApproval: false, questions },
    });
    renderPage('member-1');
    await screen.findByText('3 going · 1 interested');
    await memberButtonsReady();
    await waitFor(() => expect(api.callsTo('GET /api/events/:id/guest-settings')).toHaveLength(1));

    await user.click(button(/^Going$/));
    const dialog = within(await screen.findByRole('dialog', { name: 'Before you go' }));
    expect(dialog.getByText('(required)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'I’m going' }));
    expect(await dialog.findByText('Answer this question.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Your surf level\?/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('PUT /api/events/:id/rsvp')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /Your surf level\?/ }), ' Beginner ');
    await user.click(dialog.getByRole('radio', { name: 'Longboard' }));
    await user.click(dialog.getByRole('button', { name: 'I’m going' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Before you go' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('PUT /api/events/:id/rsvp')[0]?.body).toEqual({
      status: 'going',
      answers: { [QUESTION_LEVEL]: 'Beginner', [QUESTION_BOARD]: 'Longboard' },
    });
    expect(button(/^Going$/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the server’s refusal of an answer under its question', async () => {
    const user = userEvent.setup();
    api.on('GET /api/events/by-path/:country/:city/:slug', {
      body: { kind: 'event', event: detail() },
    });
    api.on('GET /api/events/:id/guest-settings', {
      body: { requiresApproval: false, questions },
    });
    api.on('PUT /api/events/:id/rsvp', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields need another look.',
          details: {
            target: 'json',
            issues: [
              { path: `answers.${QUESTION_BOARD}`, message: 'Choose one of the given answers.' },
            ],
          },
        },
      },
    });
    renderPage('member-1');
    await memberButtonsReady();
    await waitFor(() => expect(api.callsTo('GET /api/events/:id/guest-settings')).toHaveLength(1));
    await user.click(button(/^Going$/));
    const dialog = within(await screen.findByRole('dialog', { name: 'Before you go' }));
    await user.type(dialog.getByRole('textbox', { name: /Your surf level\?/ }), 'Beginner');
    await user.click(dialog.getByRole('button', { name: 'I’m going' }));
    expect(await dialog.findByText('Choose one of the given answers.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/events/:id/rsvp')).toHaveLength(1);
  });
});

/** The browser's network as `navigator.onLine` and its events report it. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  return () => {
    onLine.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
  };
}

describe('RSVP buttons while the device is offline', () => {
  it('cannot be pressed and say why, then work again once back online', async () => {
    const user = userEvent.setup();
    serveEvent(detail(), () => ({ status: 'going', goingCount: 4, interestedCount: 1 }));
    renderPage('member-1');
    await screen.findByText('3 going · 1 interested');
    await memberButtonsReady();

    const backOnline = goOffline();
    expect(button(/^Going$/)).toBeDisabled();
    expect(button(/^Interested$/)).toBeDisabled();
    expect(button(/^Going$/)).toHaveAccessibleDescription(offlineNote);
    expect(screen.getByText(offlineNote)).toBeVisible();
    await user.click(button(/^Going$/));
    expect(api.callsTo('PUT /api/events/:id/rsvp')).toHaveLength(0);
    expect(counts()).toBe('3 going · 1 interested');

    backOnline();
    expect(screen.queryByText(offlineNote)).toBeNull();
    await user.click(button(/^Going$/));
    await waitFor(() => expect(counts()).toBe('4 going · 1 interested'));
    expect(api.callsTo('PUT /api/events/:id/rsvp')).toHaveLength(1);
  });

  it('keeps a visitor on the page rather than sending them to a login that cannot work', async () => {
    const user = userEvent.setup();
    api.on('GET /api/events/by-path/:country/:city/:slug', {
      body: { kind: 'event', event: detail() },
    });
    renderPage(null);
    await screen.findByText('3 going · 1 interested');
    const backOnline = goOffline();
    expect(button(/^Going$/)).toBeDisabled();
    await user.click(button(/^Going$/));
    expect(screen.queryByTestId('where')).toBeNull();
    backOnline();
  });

  it('say why on a card too', async () => {
    api.on('GET /api/me/rsvps', { body: { upcoming: [], past: [], plans: [] } });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <RsvpButtons event={detail()} viewerId="member-1" variant="compact" />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await memberButtonsReady();
    const backOnline = goOffline();
    expect(button(/^Going$/)).toBeDisabled();
    expect(button(/^Interested$/)).toHaveAccessibleDescription(offlineNote);
    backOnline();
    expect(button(/^Going$/)).toBeEnabled();
  });
});
