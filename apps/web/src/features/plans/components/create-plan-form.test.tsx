import { seriesMessages, type Area, type PlanDetail } from '@lineup/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { CreatePlanForm } from './create-plan-form';
import { weeklyRule } from '@/test/series-rules';

const api = installFakeApi();
const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

const area = (overrides: Partial<Area>): Area => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ericeira',
  slug: 'portugal-ericeira-area',
  country: 'Portugal',
  countrySlug: 'portugal',
  description: '',
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
    expect(messageOf('Starts')).toBe('Lisbon time');
    await userEvent.selectOptions(select, southCoast.slug);
    expect(messageOf('Starts')).toBe('Colombo time');
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
      expect(screen.getByTestId('where')).toHaveTextContent(`/casual-plans/${PLAN_ID}`),
    );
    expect(api.callsTo('POST /api/plans')[0]!.body).toEqual({
      title: 'Sunset at the fort',
      description: '',
      vibe: '',
      location: 'Galle fort, the lighthouse',
      // No pin dropped: the plan shows at its area's point.
      latitude: null,
      longitude: null,
      area: southCoast.slug,
      startLocal: '2026-12-24T17:45',
      spotsLimit: 4,
      visibility: 'friends',
    });
  });

  describe('a repeating plan', () => {
    const SERIES_ID = '66666666-6666-4666-8666-666666666666';

    /** The server's answer to a new series: its first session, as PlanDetail. */
    function firstSession(sent: Record<string, unknown>): PlanDetail {
      return {
        id: PLAN_ID,
        title: String(sent.title),
        description: '',
        vibe: null,
        location: String(sent.location),
        startsAt: '2099-07-05T07:00:00+01:00',
        timeZone: 'Europe/Lisbon',
        area: { name: 'Ericeira', slug: ericeira.slug, latitude: null, longitude: null },
        meetingPoint: null,
        visibility: 'everyone',
        spotsLimit: null,
        memberCount: 0,
        creator: { id: 'member-me', username: 'me', avatarUrl: null },
        repeats: 'Every Wednesday and Sunday',
        repeatRule: weeklyRule(['WE', 'SU']),
        joinedByViewer: false,
        isCreator: true,
        canEdit: true,
        startLocal: '2099-07-05T07:00',
        started: false,
        spotsLeft: null,
        members: [],
        waitlistCount: 0,
        myWaitlistPosition: null,
        waitlist: [],
        series: {
          id: SERIES_ID,
          repeats: 'Every Wednesday and Sunday',
          rule: weeklyRule(['WE', 'SU']),
          upcoming: [{ id: PLAN_ID, startsAt: '2099-07-05T07:00:00+01:00', spotsLeft: null }],
          upcomingCount: 6,
          followingCount: 5,
        },
      };
    }

    async function fillTheBasics() {
      await screen.findByLabelText('Area');
      await userEvent.type(field('What’s the plan?'), 'Dawn patrol');
      await userEvent.type(field('Where to meet'), 'Ribeira car park');
      // 5 July 2099 is a Sunday.
      fireEvent.change(field('Starts'), { target: { value: '2099-07-05T07:00' } });
    }

    const days = () => within(screen.getByRole('group', { name: 'On these days' }));

    it('repeats weekly on the start’s day and more, and sends the rule with the plan', async () => {
      api.on('POST /api/plans', ({ body }) => ({
        status: 201,
        body: { plan: firstSession(body as Record<string, unknown>) },
      }));
      renderForm();
      await fillTheBasics();
      expect(field('Repeats')).toHaveValue('none');

      await userEvent.selectOptions(field('Repeats'), 'Weekly');
      expect(days().getByRole('button', { name: 'Sunday' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByText('Every Sunday, 8 sessions')).toBeInTheDocument();
      await userEvent.click(days().getByRole('button', { name: 'Wednesday' }));
      await userEvent.clear(field('Sessions'));
      await userEvent.type(field('Sessions'), '6');
      expect(screen.getByText('Every Wednesday and Sunday, 6 sessions')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Post plan' }));

      expect(await findToast('Plan posted')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Dawn patrol is up. 6 sessions in all. Share the link so people can join.',
        ),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId('where')).toHaveTextContent(`/casual-plans/${PLAN_ID}`),
      );
      expect(api.callsTo('POST /api/plans')[0]!.body).toMatchObject({
        title: 'Dawn patrol',
        startLocal: '2099-07-05T07:00',
        repeat: { frequency: 'weekly', interval: 1, weekdays: ['WE', 'SU'], count: 6, until: null },
      });
    });

    it('repeats monthly until a day', async () => {
      api.on('POST /api/plans', ({ body }) => ({
        status: 201,
        body: { plan: firstSession(body as Record<string, unknown>) },
      }));
      renderForm();
      await fillTheBasics();
      await userEvent.selectOptions(field('Repeats'), 'Monthly');
      await userEvent.click(screen.getByRole('radio', { name: 'On the first Sunday' }));
      await userEvent.click(screen.getByRole('radio', { name: 'On a date' }));
      fireEvent.change(field('Last day'), { target: { value: '2099-12-31' } });
      expect(
        screen.getByText('Monthly on the first Sunday, until Thursday 31 December 2099'),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Post plan' }));

      expect(await findToast('Plan posted')).toBeInTheDocument();
      expect((api.callsTo('POST /api/plans')[0]!.body as { repeat: unknown }).repeat).toEqual({
        frequency: 'monthly',
        interval: 1,
        monthlyOn: 'weekday',
        count: null,
        until: '2099-12-31',
      });
    });

    it('refuses days without the first session’s before sending', async () => {
      renderForm();
      await fillTheBasics();
      await userEvent.selectOptions(field('Repeats'), 'Weekly');
      await userEvent.click(days().getByRole('button', { name: 'Monday' }));
      await userEvent.click(days().getByRole('button', { name: 'Sunday' }));
      await userEvent.click(screen.getByRole('button', { name: 'Post plan' }));

      expect(await screen.findByText('Some fields need another look.')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'On these days' })).toHaveAccessibleDescription(
        seriesMessages.firstDay('SU'),
      );
      expect(api.callsTo('POST /api/plans')).toHaveLength(0);
    });

    it('puts the server’s refusal of the rule on its field', async () => {
      api.on('POST /api/plans', {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Some of the values sent are not valid.',
            details: {
              target: 'json',
              issues: [{ path: 'repeat.count', message: seriesMessages.tooLong }],
            },
          },
        },
      });
      renderForm();
      await fillTheBasics();
      await userEvent.selectOptions(field('Repeats'), 'Every two weeks');
      await userEvent.clear(field('Sessions'));
      await userEvent.type(field('Sessions'), '40');
      await userEvent.click(screen.getByRole('button', { name: 'Post plan' }));

      await waitFor(() => expect(messageOf('Sessions')).toBe(seriesMessages.tooLong));
      expect(field('Sessions')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent('Some fields need another look.');
      expect(api.callsTo('POST /api/plans')[0]!.body).toMatchObject({
        repeat: { frequency: 'weekly', interval: 2, weekdays: ['SU'], count: 40 },
      });
    });
  });
});
