import {
  PLAN_LIST_MAX,
  seriesMessages,
  type PlanDetail,
  type PlanListItem,
} from '@lineup/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { upcomingPlansQueryOptions } from '../api/plans-query';
import { PlanBoard } from './plan-board';
import { weeklyRule } from '@/test/series-rules';

const api = installFakeApi();
// The toaster loads with the first toast, which can take a moment on a busy machine.
const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const NOW = new Date('2026-07-01T10:00:00Z');
const ME = 'member-me';

function item(overrides: Partial<PlanListItem> = {}): PlanListItem {
  return {
    id: '99999999-0000-4000-8000-000000000001',
    title: 'Dawn patrol at Ribeira',
    description: 'Coffee after.',
    vibe: 'Mellow',
    location: 'Ribeira d’Ilhas car park',
    startsAt: '2026-07-02T06:30:00+01:00',
    timeZone: 'Europe/Lisbon',
    area: { name: 'Ericeira', slug: 'ericeira' },
    visibility: 'everyone',
    spotsLimit: 3,
    memberCount: 1,
    creator: { id: 'member-joana', username: 'joana', avatarUrl: null },
    repeats: null,
    repeatRule: null,
    joinedByViewer: false,
    isCreator: false,
    canEdit: false,
    ...overrides,
  };
}

function detail(overrides: Partial<PlanDetail> = {}): PlanDetail {
  const { area, ...rest } = overrides;
  const base = item(rest);
  return {
    ...base,
    // Ericeira, for the day's sunrise and sunset.
    area: area ?? { ...base.area, latitude: 38.96, longitude: -9.42 },
    meetingPoint: null,
    startLocal: '2026-07-02T06:30',
    started: false,
    spotsLeft: base.spotsLimit === null ? null : base.spotsLimit - base.memberCount,
    members: null,
    waitlistCount: 0,
    myWaitlistPosition: null,
    waitlist: null,
    series: null,
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

function renderBoard(
  options: {
    viewerId?: string | null;
    accountPending?: boolean;
    url?: string;
    queryClient?: ReturnType<typeof createQueryClient>;
    report?: Parameters<typeof PlanBoard>[0]['report'];
  } = {},
) {
  const viewerId = options.viewerId === undefined ? ME : options.viewerId;
  const router = createMemoryRouter(
    [
      {
        path: '/casual-plans',
        element: (
          <>
            <PlanBoard
              area={{ slug: 'ericeira', name: 'Ericeira' }}
              viewerId={viewerId}
              accountPending={options.accountPending}
              now={NOW}
              report={options.report}
            />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [options.url ?? '/casual-plans'] },
  );
  render(
    <QueryClientProvider client={options.queryClient ?? createQueryClient()}>
      <RouterProvider router={router} />
      <ToasterSlot />
    </QueryClientProvider>,
  );
  return router;
}

const FULL_ID = '99999999-0000-4000-8000-000000000002';
const cardOf = async (title: string) => screen.findByRole('article', { name: title });

beforeEach(() => {
  api.reset();
  toast.reset();
});

describe('PlanBoard', () => {
  it('reads the plans again as the signed-in member sees them, over the visitor’s copy', async () => {
    // The server rendered the list as a visitor sees it, with a plan by a member who blocked
    // this one; the member's own read leaves it out.
    const hidden = item({ id: '99999999-0000-4000-8000-000000000009', title: 'Blocker’s paddle' });
    api.on('GET /api/plans', () => ({ body: { plans: [item()] } }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(upcomingPlansQueryOptions('ericeira', PLAN_LIST_MAX).queryKey, [
      item(),
      hidden,
    ]);
    renderBoard({ queryClient });
    await cardOf(item().title);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Blocker’s paddle' })).not.toBeInTheDocument(),
    );
  });

  it('lists the area’s plans with who made them, spots left and the right button', async () => {
    api.on('GET /api/plans', ({ query }) => ({
      body: {
        plans:
          query.get('area') === 'ericeira'
            ? [
                item(),
                item({
                  id: '99999999-0000-4000-8000-000000000002',
                  title: 'Sunset beers',
                  joinedByViewer: true,
                  spotsLimit: null,
                  memberCount: 4,
                }),
                item({
                  id: '99999999-0000-4000-8000-000000000003',
                  title: 'Packed van to Peniche',
                  spotsLimit: 2,
                  memberCount: 2,
                }),
                item({
                  id: '99999999-0000-4000-8000-000000000004',
                  title: 'My longboard morning',
                  isCreator: true,
                  canEdit: true,
                  creator: { id: ME, username: 'me', avatarUrl: null },
                }),
              ]
            : [],
      },
    }));
    renderBoard();

    const first = await cardOf('Dawn patrol at Ribeira');
    expect(within(first).getByText('Tomorrow · 06:30 Lisbon time')).toBeInTheDocument();
    expect(within(first).getByText('1 of 3 spots taken')).toBeInTheDocument();
    expect(within(first).getByText('joana')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Dawn patrol at Ribeira' })).toHaveAttribute(
      'href',
      '/casual-plans?plan=99999999-0000-4000-8000-000000000001',
    );
    expect(within(first).getByRole('button', { name: 'Join' })).toBeEnabled();

    const joined = await cardOf('Sunset beers');
    expect(within(joined).getByText('You’re in')).toBeInTheDocument();
    expect(within(joined).getByRole('button', { name: 'Leave' })).toBeEnabled();

    const full = await cardOf('Packed van to Peniche');
    expect(within(full).getByText('Full · 2 of 2 spots taken')).toBeInTheDocument();
    expect(within(full).getByRole('button', { name: 'Join waitlist' })).toBeEnabled();

    const mine = await cardOf('My longboard morning');
    expect(within(mine).getByText('Your plan')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/plans')[0]!.query.get('limit')).toBe('50');
  });

  it('joins a plan and shows the member in it, then leaves it', async () => {
    let joined = false;
    api.on('GET /api/plans', () => ({
      body: { plans: [item({ joinedByViewer: joined, memberCount: joined ? 2 : 1 })] },
    }));
    api.on('PUT /api/plans/:id/membership', () => {
      joined = true;
      return { body: { plan: detail({ joinedByViewer: true, memberCount: 2 }) } };
    });
    api.on('DELETE /api/plans/:id/membership', () => {
      joined = false;
      return { body: { plan: detail({ joinedByViewer: false, memberCount: 1 }) } };
    });
    renderBoard();

    const card = await cardOf('Dawn patrol at Ribeira');
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    expect(await within(card).findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(within(card).getByText('2 of 3 spots taken')).toBeInTheDocument();
    expect(await findToast('You’re in')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/plans/:id/membership')[0]!.params.id).toBe(item().id);

    await userEvent.click(within(card).getByRole('button', { name: 'Leave' }));
    expect(await within(card).findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/plans/:id/membership')).toHaveLength(1);
  });

  it('puts the member on the waitlist of a full plan and shows their place on its page', async () => {
    const full = { spotsLimit: 1, memberCount: 1 };
    let waiting = false;
    api.on('GET /api/plans', () => ({ body: { plans: [item(full)] } }));
    api.on('GET /api/plans/:id', () => ({
      body: { plan: detail({ ...full, myWaitlistPosition: waiting ? 2 : null }) },
    }));
    api.on('PUT /api/plans/:id/waitlist', () => {
      waiting = true;
      return { body: { plan: detail({ ...full, myWaitlistPosition: 2, waitlistCount: 2 }) } };
    });
    api.on('DELETE /api/plans/:id/membership', () => {
      waiting = false;
      return { body: { plan: detail({ ...full, myWaitlistPosition: null }) } };
    });
    renderBoard({ url: `/casual-plans?plan=${item().id}` });

    const panel = await screen.findByRole('dialog');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Join waitlist' }));
    expect(await findToast('You’re #2 on the waitlist')).toBeInTheDocument();
    expect(
      await within(panel).findByText(
        'You’re #2 on the waitlist. We’ll let you know when a spot opens.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Leave waitlist' }));
    expect(await within(panel).findByRole('button', { name: 'Join waitlist' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/plans/:id/membership')).toHaveLength(1);
  });

  it('tells the member when the plan filled up meanwhile, with the server’s message', async () => {
    let full = false;
    api.on('GET /api/plans', () => ({
      body: {
        plans: [item(full ? { spotsLimit: 1, memberCount: 1 } : { spotsLimit: 1, memberCount: 0 })],
      },
    }));
    api.on('PUT /api/plans/:id/membership', () => {
      full = true;
      return {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'This plan is full. Join the waitlist to get the next spot that opens.',
            details: { reason: 'plan_full' },
          },
        },
      };
    });
    renderBoard();

    const card = await cardOf('Dawn patrol at Ribeira');
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    expect(
      await findToast('This plan is full. Join the waitlist to get the next spot that opens.'),
    ).toBeInTheDocument();
    // The list reads again and now offers the waitlist.
    expect(await within(card).findByRole('button', { name: 'Join waitlist' })).toBeEnabled();
  });

  it('sends a visitor to log in and back to this page', async () => {
    api.on('GET /api/plans', { body: { plans: [item()] } });
    const router = renderBoard({ viewerId: null });
    const card = await cardOf('Dawn patrol at Ribeira');
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/casual-plans',
    );
    expect(api.callsTo('PUT /api/plans/:id/membership')).toHaveLength(0);
  });

  it('holds a press on Join while the session is still being read, instead of asking to log in', async () => {
    api.on('GET /api/plans', {
      body: { plans: [item(), item({ id: FULL_ID, title: 'Full', spotsLimit: 1 })] },
    });
    const router = renderBoard({ viewerId: null, accountPending: true });
    const card = await cardOf('Dawn patrol at Ribeira');
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    await userEvent.click(
      within(await cardOf('Full')).getByRole('button', { name: 'Join waitlist' }),
    );
    expect(router.state.location.pathname).toBe('/casual-plans');
    expect(api.callsTo('PUT /api/plans/:id/membership')).toHaveLength(0);
    expect(api.callsTo('PUT /api/plans/:id/waitlist')).toHaveLength(0);
  });

  it('makes Join a form the server answers before the app’s scripts run', async () => {
    api.on('GET /api/plans', { body: { plans: [item()] } });
    renderBoard({ viewerId: null, accountPending: true });
    const join = within(await cardOf('Dawn patrol at Ribeira')).getByRole('button', {
      name: 'Join',
    });
    expect(join).toHaveAttribute('type', 'submit');
    expect(join.closest('form')).toHaveAttribute('action', `/api/plans/${item().id}/join-form`);
    expect(join.closest('form')).toHaveAttribute('method', 'post');
  });

  it('says when there are no plans in the area yet', async () => {
    api.on('GET /api/plans', { body: { plans: [] } });
    renderBoard();
    expect(await screen.findByText('No plans in Ericeira yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a plan' })).toHaveAttribute(
      'href',
      '/casual-plans/create',
    );
  });
});

describe('the plan panel', () => {
  const id = item().id;

  it('opens from the link with who joined for the creator, who edits it', async () => {
    api.on('GET /api/plans', { body: { plans: [] } });
    let plan = detail({
      isCreator: true,
      canEdit: true,
      creator: { id: ME, username: 'me', avatarUrl: null },
      memberCount: 2,
      members: [
        { id: 'm-1', username: 'kai', avatarUrl: null, joinedAt: '2026-06-30T10:00:00+01:00' },
        { id: 'm-2', username: 'ines', avatarUrl: null, joinedAt: '2026-06-30T11:00:00+01:00' },
      ],
    });
    api.on('GET /api/plans/:id', () => ({ body: { plan } }));
    api.on('GET /api/areas', {
      body: {
        areas: [
          {
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
          },
        ],
      },
    });
    api.on('PATCH /api/plans/:id', ({ body }) => {
      plan = { ...plan, title: (body as { title: string }).title };
      return { body: { plan } };
    });
    renderBoard({ url: `/casual-plans?plan=${id}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    expect(within(dialog).getAllByText('Your plan')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Join' })).toBeNull();
    const members = within(dialog).getByRole('list', { name: 'Members who joined' });
    expect(
      within(members)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['kai', 'ines']);
    expect(within(dialog).getByText('2 of 3 spots taken')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const title = await within(dialog).findByLabelText('What’s the plan?');
    expect(title).toHaveValue('Dawn patrol at Ribeira');
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2026-07-02T06:30');
    expect(within(dialog).getByText('Lisbon time')).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Dawn patrol, north peak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Plan updated')).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Dawn patrol, north peak' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/plans/:id')[0]!.body).toMatchObject({
      title: 'Dawn patrol, north peak',
      area: 'ericeira',
      startLocal: '2026-07-02T06:30',
      spotsLimit: 3,
    });
  });

  it('opens a card’s quick view over the list, which leads on to the plan’s own page', async () => {
    api.on('GET /api/plans', { body: { plans: [item()] } });
    api.on('GET /api/plans/:id', { body: { plan: detail() } });
    renderBoard();

    const card = await cardOf('Dawn patrol at Ribeira');
    await userEvent.click(within(card).getByRole('link', { name: 'Dawn patrol at Ribeira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    expect(screen.getByTestId('where')).toHaveTextContent(`/casual-plans?plan=${item().id}`);

    await userEvent.click(within(dialog).getByRole('link', { name: 'Open plan page' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/casual-plans/${item().id}`),
    );
  });

  it('deletes only after the creator confirms, then closes', async () => {
    api.on('GET /api/plans', { body: { plans: [] } });
    api.on('GET /api/plans/:id', {
      body: { plan: detail({ isCreator: true, canEdit: true, members: [] }) },
    });
    api.on('DELETE /api/plans/:id', { status: 204 });
    renderBoard({ url: `/casual-plans?plan=${id}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    expect(within(dialog).getByText('Nobody has joined yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.callsTo('DELETE /api/plans/:id')).toHaveLength(0);
    const confirm = within(dialog).getByRole('group', { name: 'Delete this plan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(within(dialog).queryByRole('group', { name: 'Delete this plan?' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(await findToast('Plan deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/casual-plans$/);
    expect(api.callsTo('DELETE /api/plans/:id')).toHaveLength(1);
  });

  it('shows others the count but not who joined, and no edit tools', async () => {
    api.on('GET /api/plans', { body: { plans: [] } });
    api.on('GET /api/plans/:id', { body: { plan: detail({ memberCount: 2, members: null }) } });
    renderBoard({ url: `/casual-plans?plan=${id}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    expect(within(dialog).getByText('2 of 3 spots taken')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Members who joined' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(within(dialog).getByText('One spot left.')).toBeInTheDocument();
  });

  it('puts what the app gives beside Copy link for others’ plans, never the member’s own', async () => {
    const report = (plan: PlanDetail) => <button type="button">Report {plan.title}</button>;
    api.on('GET /api/plans', { body: { plans: [] } });
    api.on('GET /api/plans/:id', { body: { plan: detail() } });
    renderBoard({ url: `/casual-plans?plan=${id}`, report });
    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    expect(
      within(dialog).getByRole('button', { name: 'Report Dawn patrol at Ribeira' }),
    ).toBeInTheDocument();
  });

  it('gives the creator no report button on their own plan', async () => {
    const report = (plan: PlanDetail) => <button type="button">Report {plan.title}</button>;
    api.on('GET /api/plans', { body: { plans: [] } });
    api.on('GET /api/plans/:id', {
      body: { plan: detail({ isCreator: true, canEdit: true, members: [] }) },
    });
    renderBoard({ url: `/casual-plans?plan=${id}`, report });
    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('says so when the linked plan is gone or hidden', async () => {
    api.on('GET /api/plans', { body: { plans: [] } });
    api.on('GET /api/plans/:id', {
      status: 404,
      body: {
        error: {
          code: 'not_found',
          message: 'This plan does not exist or is no longer available.',
        },
      },
    });
    renderBoard({ url: `/casual-plans?plan=${id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Plan not found' });
    expect(
      within(dialog).getByText('This plan does not exist or is no longer available.'),
    ).toBeInTheDocument();
  });
});

describe('a recurring plan’s panel', () => {
  const SERIES_ID = '77777777-7777-4777-8777-777777777777';
  const THIS = item().id;
  const NEXT = '99999999-0000-4000-8000-000000000011';
  const LATER = '99999999-0000-4000-8000-000000000012';
  const series = (followingCount = 13): NonNullable<PlanDetail['series']> => ({
    id: SERIES_ID,
    repeats: 'Every Thursday',
    rule: weeklyRule(['TH']),
    upcoming: [
      { id: THIS, startsAt: '2026-07-02T06:30:00+01:00', spotsLeft: 2 },
      { id: NEXT, startsAt: '2026-07-09T06:30:00+01:00', spotsLeft: 0 },
      { id: LATER, startsAt: '2026-07-16T06:30:00+01:00', spotsLeft: 3 },
    ],
    upcomingCount: 14,
    followingCount,
  });
  const session = (overrides: Partial<PlanDetail> = {}) =>
    detail({
      repeats: 'Every Thursday',
      repeatRule: weeklyRule(['TH']),
      series: series(),
      ...overrides,
    });
  const mine = {
    isCreator: true,
    canEdit: true,
    creator: { id: ME, username: 'me', avatarUrl: null },
    members: [],
  };
  const ericeira = {
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

  beforeEach(() => {
    api.on('GET /api/plans', { body: { plans: [] } });
  });

  it('lists the sessions to come, in the area’s time, each opening its own panel', async () => {
    api.on('GET /api/plans/:id', ({ params }) => ({
      body: {
        plan:
          params.id === NEXT
            ? session({ id: NEXT, startsAt: '2026-07-09T06:30:00+01:00', memberCount: 3 })
            : session(),
      },
    }));
    renderBoard({ url: `/casual-plans?plan=${THIS}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    const section = within(dialog).getByRole('region', { name: 'Sessions' });
    expect(within(section).getByText('Every Thursday')).toBeInTheDocument();
    expect(
      within(section).getByText('14 sessions to come, in Lisbon time. Each has its own spots.'),
    ).toBeInTheDocument();
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Thu 2 Jul · 06:30This session',
      'Thu 9 Jul · 06:30Full',
      'Thu 16 Jul · 06:30',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'page');
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Thu 16 Jul · 06:30' })).toHaveAttribute(
      'href',
      `/casual-plans?plan=${LATER}`,
    );
    expect(within(section).getByText('and 11 more sessions')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('link', { name: 'Thu 9 Jul · 06:30' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/casual-plans?plan=${NEXT}`),
    );
    const next = await screen.findByText('Thu 9 Jul · 06:30 Lisbon time');
    expect(next).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sessions' })).getAllByRole('listitem')[1],
    ).toHaveAttribute('aria-current', 'page');
  });

  it('joins every session, waitlists where full, then leaves them all', async () => {
    let joined = false;
    api.on('GET /api/plans/:id', () => ({
      body: { plan: session({ joinedByViewer: joined, memberCount: joined ? 2 : 1 }) },
    }));
    api.on('PUT /api/series/:id/rsvp', ({ body }) => {
      const going = (body as { status: string }).status === 'going';
      joined = going;
      return {
        body: going ? { going: 3, waitlisted: 1, left: 0 } : { going: 0, waitlisted: 0, left: 4 },
      };
    });
    renderBoard({ url: `/casual-plans?plan=${THIS}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    const section = within(dialog).getByRole('region', { name: 'Sessions' });
    expect(within(section).queryByRole('button', { name: 'Leave every session' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Join every session' }));

    expect(
      await within(section).findByText('You joined 3 sessions and the waitlist of 1.'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/series/:id/rsvp');
    expect(call!.params.id).toBe(SERIES_ID);
    expect(call!.body).toEqual({ status: 'going' });
    // The panel reads the plan again: this session now shows the member in it.
    expect(await within(dialog).findByText('You’re in.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeEnabled();

    await userEvent.click(within(section).getByRole('button', { name: 'Leave every session' }));
    expect(await within(section).findByText('You left 4 sessions.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/series/:id/rsvp')[1]!.body).toEqual({ status: 'none' });
    expect(await within(dialog).findByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('tells the member when joining every session was refused', async () => {
    api.on('GET /api/plans/:id', { body: { plan: session() } });
    api.on('PUT /api/series/:id/rsvp', {
      status: 404,
      body: { error: { code: 'not_found', message: 'Series not found' } },
    });
    renderBoard({ url: `/casual-plans?plan=${THIS}` });
    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join every session' }));
    expect(await findToast('You could not join')).toBeInTheDocument();
    expect(screen.getByText('Series not found')).toBeInTheDocument();
  });

  it('sends a visitor to log in and back to this session', async () => {
    api.on('GET /api/plans/:id', { body: { plan: session() } });
    const router = renderBoard({ viewerId: null, url: `/casual-plans?plan=${THIS}` });
    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    expect(within(dialog).getByText('Log in to join every session at once.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join every session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      `/casual-plans?plan=${THIS}`,
    );
    expect(api.callsTo('PUT /api/series/:id/rsvp')).toHaveLength(0);
  });

  it('offers its creator no “Join every session”', async () => {
    api.on('GET /api/plans/:id', { body: { plan: session(mine) } });
    renderBoard({ url: `/casual-plans?plan=${THIS}` });
    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    expect(within(dialog).getByRole('region', { name: 'Sessions' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Join every session' })).toBeNull();
  });

  it('saves a change to this and the following sessions when the creator says so', async () => {
    let plan = session(mine);
    api.on('GET /api/plans/:id', () => ({ body: { plan } }));
    api.on('GET /api/areas', { body: { areas: [ericeira] } });
    api.on('PATCH /api/plans/:id', ({ body }) => {
      plan = { ...plan, title: (body as { title: string }).title, series: series(2) };
      return { body: { plan } };
    });
    renderBoard({ url: `/casual-plans?plan=${THIS}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const title = await within(dialog).findByLabelText('What’s the plan?');
    // Repeating is chosen when a plan is made, not when a session is edited.
    expect(within(dialog).queryByLabelText('Repeats')).toBeNull();
    const scope = within(dialog).getByRole('group', { name: 'Save the changes to' });
    expect(within(scope).getByRole('radio', { name: 'This session' })).toBeChecked();
    expect(
      within(scope).getByRole('radio', { name: 'This and following sessions' }),
    ).toHaveAccessibleDescription(
      '13 more sessions. Their time can change with this one; move a day one session at a time.',
    );
    await userEvent.click(
      within(scope).getByRole('radio', { name: 'This and following sessions' }),
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Dawn patrol, north peak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Plan updated')).toBeInTheDocument();
    expect(
      screen.getByText('Dawn patrol, north peak. This and the following sessions.'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('PATCH /api/plans/:id');
    expect(call!.query.get('sessions')).toBe('following');
    expect(call!.body).toMatchObject({ title: 'Dawn patrol, north peak' });
    expect(call!.body).not.toHaveProperty('repeat');
  });

  it('changes this session alone by default, and shows a refused day on the start', async () => {
    api.on('GET /api/plans/:id', { body: { plan: session(mine) } });
    api.on('GET /api/areas', { body: { areas: [ericeira] } });
    api.on('PATCH /api/plans/:id', ({ query }) =>
      query.get('sessions') === 'following'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'Some of the values sent are not valid.',
                details: {
                  target: 'json',
                  issues: [{ path: 'startLocal', message: seriesMessages.followingDay }],
                },
              },
            },
          }
        : { body: { plan: session(mine) } },
    );
    renderBoard({ url: `/casual-plans?plan=${THIS}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const starts = await within(dialog).findByLabelText('Starts');
    fireEvent.change(starts, { target: { value: '2026-07-03T06:30' } });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'This and following sessions' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(starts).toHaveAccessibleDescription(seriesMessages.followingDay));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some fields need another look.');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'This session' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Plan updated')).toBeInTheDocument();
    const calls = api.callsTo('PATCH /api/plans/:id');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.has('sessions')).toBe(false);
    expect(calls[1]!.body).toMatchObject({ startLocal: '2026-07-03T06:30' });
  });

  it('deletes this and the following sessions when the creator says so', async () => {
    api.on('GET /api/plans/:id', { body: { plan: session(mine) } });
    api.on('DELETE /api/plans/:id', { status: 204 });
    renderBoard({ url: `/casual-plans?plan=${THIS}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = within(dialog).getByRole('group', { name: 'Delete this session?' });
    const scope = within(confirm).getByRole('group', { name: 'Delete' });
    expect(within(scope).getByRole('radio', { name: 'This session' })).toBeChecked();
    expect(within(confirm).getByRole('button', { name: 'Delete session' })).toBeInTheDocument();
    await userEvent.click(
      within(scope).getByRole('radio', { name: 'This and following sessions' }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete sessions' }));

    expect(await findToast('Sessions deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = api.callsTo('DELETE /api/plans/:id');
    expect(call!.params.id).toBe(THIS);
    expect(call!.query.get('sessions')).toBe('following');
  });

  it('deletes one session alone without asking about the others when it is the last', async () => {
    api.on('GET /api/plans/:id', { body: { plan: session({ ...mine, series: series(0) }) } });
    api.on('DELETE /api/plans/:id', { status: 204 });
    renderBoard({ url: `/casual-plans?plan=${THIS}` });

    const dialog = await screen.findByRole('dialog', { name: 'Dawn patrol at Ribeira' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = within(dialog).getByRole('group', { name: 'Delete this plan?' });
    expect(within(confirm).queryByRole('radio')).toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete plan' }));
    expect(await findToast('Plan deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/plans/:id')[0]!.query.has('sessions')).toBe(false);
  });
});
