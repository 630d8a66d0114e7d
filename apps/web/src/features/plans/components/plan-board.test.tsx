import type { PlanDetail, PlanListItem } from '@lineup/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { PlanBoard } from './plan-board';

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
    joinedByViewer: false,
    isCreator: false,
    canEdit: false,
    ...overrides,
  };
}

function detail(overrides: Partial<PlanDetail> = {}): PlanDetail {
  const base = item(overrides);
  return {
    ...base,
    startLocal: '2026-07-02T06:30',
    started: false,
    spotsLeft: base.spotsLimit === null ? null : base.spotsLimit - base.memberCount,
    members: null,
    waitlistCount: 0,
    myWaitlistPosition: null,
    waitlist: null,
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
  options: { viewerId?: string | null; accountPending?: boolean; url?: string } = {},
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
    <QueryClientProvider client={createQueryClient()}>
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
    expect(within(first).getByText('2 people in · 2 spots left')).toBeInTheDocument();
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
    expect(within(full).getByText('3 people in · full')).toBeInTheDocument();
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
    expect(within(card).getByText('3 people in · 1 spot left')).toBeInTheDocument();
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

  it('lets Join wait while the session is still being read, instead of asking to log in', async () => {
    api.on('GET /api/plans', {
      body: { plans: [item(), item({ id: FULL_ID, title: 'Full', spotsLimit: 1 })] },
    });
    const router = renderBoard({ viewerId: null, accountPending: true });
    const card = await cardOf('Dawn patrol at Ribeira');
    expect(within(card).getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(
      within(await cardOf('Full')).getByRole('button', { name: 'Join waitlist' }),
    ).toBeDisabled();
    expect(router.state.location.pathname).toBe('/casual-plans');
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
    expect(within(dialog).getByText('3 people in · 1 spot left')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const title = await within(dialog).findByLabelText('What’s the plan?');
    expect(title).toHaveValue('Dawn patrol at Ribeira');
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2026-07-02T06:30');
    expect(within(dialog).getByText('Europe/Lisbon time')).toBeInTheDocument();
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
    expect(within(dialog).getByText('3 people in · 1 spot left')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Members who joined' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(within(dialog).getByText('One spot left.')).toBeInTheDocument();
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
