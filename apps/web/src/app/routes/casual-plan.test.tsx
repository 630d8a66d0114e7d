import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { planQueryOptions } from '@/features/plans/api/plans-query';
import { buildPlanDetail, PLAN_ID } from '@/features/plans/testing/plan-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 8000 });
const api = installFakeApi();
afterEach(() => {
  api.reset();
  toast.reset();
});

const ME = 'user-1';
const plan = buildPlanDetail;

const notFound = {
  status: 404,
  body: {
    error: { code: 'not_found', message: 'This plan does not exist or is no longer available.' },
  },
};

const main = () => within(screen.getByRole('main'));
const heading = (name: string) => main().findByRole('heading', { level: 1, name });

describe('a casual plan’s page', () => {
  it('shows a visitor the plan: when with the day’s light, where, who made it and who’s in', async () => {
    api.on('GET /api/plans/:id', { body: { plan: plan() } });
    renderApp(`/casual-plans/${PLAN_ID}`);

    expect(await heading('Dawn patrol at Ribeira')).toBeInTheDocument();
    const page = main();
    expect(page.getByText('Sun 4 Jul 2027 · 06:00 Lisbon time')).toBeInTheDocument();
    expect(page.getByText('Sunrise 06:17 · Sunset 21:07')).toBeInTheDocument();
    expect(page.getByText('Dawn')).toBeInTheDocument();
    expect(page.getByText('Ribeira d’Ilhas car park, Ericeira')).toBeInTheDocument();
    expect(page.getByText('Vibe: Mellow')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'joana' })).toHaveAttribute('href', '/user/member-joana');
    expect(page.getByText('1 of 4 spots taken')).toBeInTheDocument();
    // Joining is for members; the discussion asks a visitor to log in and come back here.
    expect(page.getByText('Log in to join.')).toBeInTheDocument();
    const discussion = within(page.getByRole('region', { name: 'Discussion' }));
    expect(discussion.getByRole('link', { name: 'Log in to join the discussion' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/casual-plans/${PLAN_ID}`)}`,
    );
    expect(page.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Report this plan', 'Open plan page']) {
      expect(page.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(page.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(page.getByRole('link', { name: 'Casual plans' })).toHaveAttribute(
      'href',
      '/casual-plans',
    );
    await waitFor(() => expect(document.title).toBe('Dawn patrol at Ribeira · Lineup'));
  });

  it('shows the sea at the plan’s start hour', async () => {
    api.on('GET /api/plans/:id', { body: { plan: plan() } });
    api.on('GET /api/plans/:planId/sea', {
      body: {
        conditions: {
          hour: '2027-07-04T06:00:00+01:00',
          waveHeight: 1.4,
          swellHeight: 1.1,
          swellPeriod: 12,
          swellDirection: 300,
          windSpeed: 20,
          windDirection: 270,
          wind: 'onshore',
          seaTemperature: 17,
          tide: { trend: 'falling', next: null },
        },
        pending: false,
      },
    });
    renderApp(`/casual-plans/${PLAN_ID}`);
    const sea = within(await main().findByRole('region', { name: 'The sea at 06:00' }));
    expect(sea.getByText('Wind').nextElementSibling).toHaveTextContent('20 km/h·Wonshore');
    expect(sea.getByText('Tide (estimate)').nextElementSibling).toHaveTextContent('falling');
    expect(api.callsTo('GET /api/plans/:planId/sea')[0]?.params.planId).toBe(PLAN_ID);
  });

  it('copies the page’s own address', async () => {
    const user = userEvent.setup();
    api.on('GET /api/plans/:id', { body: { plan: plan() } });
    renderApp(`/casual-plans/${PLAN_ID}`);
    await heading('Dawn patrol at Ribeira');
    await user.click(main().getByRole('button', { name: 'Copy link' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/casual-plans/${PLAN_ID}`,
      ),
    );
  });

  it('shows the not-found page for a plan the reader may not see', async () => {
    api.on('GET /api/plans/:id', notFound);
    renderApp(`/casual-plans/${PLAN_ID}`, { auth: signedInAs({ id: ME }) });
    expect(await main().findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Dawn patrol at Ribeira')).not.toBeInTheDocument();
  });

  it('reads the plan again as the signed-in member sees it, over the visitor’s copy', async () => {
    // The server rendered the page as a visitor sees it; the friend who joined sees who is in.
    const queryClient = createQueryClient();
    queryClient.setQueryData(planQueryOptions(PLAN_ID).queryKey, plan());
    api.on('GET /api/plans/:id', {
      body: {
        plan: plan({
          joinedByViewer: true,
          memberCount: 1,
          members: [
            { id: ME, username: 'ines', avatarUrl: null, joinedAt: '2027-07-01T10:00:00+01:00' },
          ],
        }),
      },
    });
    renderApp(`/casual-plans/${PLAN_ID}`, { auth: signedInAs({ id: ME }), queryClient });
    expect(await heading('Dawn patrol at Ribeira')).toBeInTheDocument();
    const members = within(await main().findByRole('list', { name: 'Members who joined' }));
    expect(members.getByRole('link', { name: 'ines' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(await main().findByRole('button', { name: 'Report this plan' })).toBeInTheDocument();
  });

  it('lets a member join and leave from the page', async () => {
    const user = userEvent.setup();
    let joined = false;
    const current = () => plan({ joinedByViewer: joined, memberCount: joined ? 2 : 1 });
    api.on('GET /api/plans/:id', () => ({ body: { plan: current() } }));
    api.on('PUT /api/plans/:id/membership', () => {
      joined = true;
      return { body: { plan: current() } };
    });
    api.on('DELETE /api/plans/:id/membership', () => {
      joined = false;
      return { body: { plan: current() } };
    });
    renderApp(`/casual-plans/${PLAN_ID}`, { auth: signedInAs({ id: ME }) });
    await heading('Dawn patrol at Ribeira');

    await user.click(await main().findByRole('button', { name: 'Join' }));
    expect(await main().findByText('You’re in.')).toBeInTheDocument();
    expect(main().getByText('2 of 4 spots taken')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Leave' }));
    expect(await main().findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/plans/:id/membership')[0]!.params.id).toBe(PLAN_ID);
    expect(api.callsTo('DELETE /api/plans/:id/membership')).toHaveLength(1);
  });

  it('lets its creator edit it in place and delete it, then goes back to the plans', async () => {
    const user = userEvent.setup();
    let title = 'Dawn patrol at Ribeira';
    const mine = () =>
      plan({
        title,
        isCreator: true,
        canEdit: true,
        creator: { id: ME, username: 'ines', avatarUrl: null },
        members: [],
      });
    api.on('GET /api/plans/:id', () => ({ body: { plan: mine() } }));
    api.on('GET /api/areas', {
      body: {
        areas: [
          {
            id: 'area-ericeira',
            name: 'Ericeira',
            slug: 'ericeira',
            country: 'Portugal',
            countrySlug: 'portugal',
            description: '',
            timeZone: 'Europe/Lisbon',
            latitude: 38.9629,
            longitude: -9.4176,
            displayOrder: 0,
            eventCount: 0,
            upcomingEventCount: 0,
          },
        ],
      },
    });
    api.on('PATCH /api/plans/:id', ({ body }) => {
      title = (body as { title: string }).title;
      return { body: { plan: mine() } };
    });
    api.on('DELETE /api/plans/:id', { status: 204 });
    api.on('GET /api/plans', { body: { plans: [] } });
    const { router } = renderApp(`/casual-plans/${PLAN_ID}`, { auth: signedInAs({ id: ME }) });
    await heading('Dawn patrol at Ribeira');
    expect(main().getByText('Your plan')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Report this plan' })).not.toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Edit' }));
    expect(await heading('Edit plan')).toBeInTheDocument();
    const titleField = await main().findByLabelText('What’s the plan?');
    await user.clear(titleField);
    await user.type(titleField, 'First light at Ribeira');
    await user.click(main().getByRole('button', { name: 'Save changes' }));
    expect(await heading('First light at Ribeira')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/plans/:id')[0]!.body).toMatchObject({
      title: 'First light at Ribeira',
    });

    await user.click(main().getByRole('button', { name: 'Delete' }));
    await user.click(await main().findByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casual-plans'));
    expect(api.callsTo('DELETE /api/plans/:id')[0]!.params.id).toBe(PLAN_ID);
  });
});
