import type { EventCard, MyRsvpsResponse, PlanCard } from '@lineup/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { CalendarFeedCard } from './calendar-feed-card';
import { CreatedEvents } from './created-events';
import { UpcomingPlans } from './upcoming-plans';

const api = installFakeApi();
// The toaster loads with the first toast, which can take a moment on a busy machine.
const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const NOW = new Date('2026-07-01T10:00:00Z');
let counter = 0;

function card(overrides: Partial<EventCard>): EventCard {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    slug: `event-${counter}`,
    path: `/portugal/ericeira/events/event-${counter}`,
    title: `Event ${counter}`,
    locale: 'en',
    translations: [],
    category: 'surf',
    vibe: null,
    tags: [],
    startDate: '2026-07-04T18:30:00+01:00',
    endDate: '2026-07-04T21:00:00+01:00',
    timeZone: 'Europe/Lisbon',
    area: { name: 'Ericeira', slug: 'ericeira' },
    venue: { name: 'Café do Mar', city: 'Ericeira' },
    imageUrl: null,
    status: 'published',
    capacity: null,
    goingCount: 0,
    interestedCount: 0,
    light: null,
    repeats: null,
    repeatRule: null,
    location: null,
    ...overrides,
  };
}

const plan: PlanCard & { joined: boolean } = {
  id: '99999999-0000-4000-8000-000000000001',
  title: 'Dawn patrol at Ribeira',
  description: '',
  vibe: null,
  location: 'Ribeira d’Ilhas car park',
  startsAt: '2026-07-02T06:30:00+01:00',
  timeZone: 'Europe/Lisbon',
  area: { name: 'Ericeira', slug: 'ericeira' },
  visibility: 'everyone',
  spotsLimit: 6,
  memberCount: 3,
  creator: { id: 'member-2', username: 'joana', avatarUrl: null },
  repeats: null,
  repeatRule: null,
  joined: true,
};

function renderWith(children: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
      <ToasterSlot />
    </QueryClientProvider>,
  );
}

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  api.reset();
  toast.reset();
});

describe('Upcoming Plans', () => {
  it('lists upcoming answers soonest first with the answer, plans, and past events apart', async () => {
    const body: MyRsvpsResponse = {
      upcoming: [
        { ...card({ title: 'Sunset session' }), myRsvp: 'going' },
        {
          ...card({
            title: 'Beach market',
            status: 'cancelled',
            startDate: '2026-07-05T10:00:00+01:00',
          }),
          myRsvp: 'interested',
        },
      ],
      past: [
        {
          ...card({ title: 'Last week’s gig', startDate: '2026-06-20T21:00:00+01:00' }),
          myRsvp: 'going',
        },
      ],
      plans: [plan],
    };
    api.on('GET /api/me/rsvps', { body });
    renderWith(
      <UpcomingPlans
        viewerId="member-1"
        now={NOW}
        renderEventActions={(event) => <button type="button">Change {event.title}</button>}
      />,
    );

    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(titlesIn(upcoming)).toEqual(['Sunset session', 'Beach market']);
    const [first, second] = within(upcoming).getAllByRole('listitem');
    expect(within(first!).getByText('Going')).toBeInTheDocument();
    expect(within(first!).getByText('Sat 4 Jul · 18:30')).toBeInTheDocument();
    expect(within(first!).getByText('Lisbon time')).toBeInTheDocument();
    expect(within(second!).getByText('Interested')).toBeInTheDocument();
    expect(within(second!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Sunset session' })).toHaveAttribute(
      'href',
      body.upcoming[0]!.path,
    );
    expect(
      within(first!).getByRole('button', { name: 'Change Sunset session' }),
    ).toBeInTheDocument();

    const plans = screen.getByRole('list', { name: 'Casual plans' });
    expect(within(plans).getByRole('link', { name: 'Dawn patrol at Ribeira' })).toHaveAttribute(
      'href',
      `/casual-plans/${plan.id}`,
    );
    expect(within(plans).getByText('Joined')).toBeInTheDocument();
    expect(within(plans).getByText('Tomorrow · 06:30')).toBeInTheDocument();

    const past = screen.getByRole('list', { name: 'Past events' });
    expect(titlesIn(past)).toEqual(['Last week’s gig']);
    expect(within(past).queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves out the plans section when there are none', async () => {
    api.on('GET /api/me/rsvps', {
      body: { upcoming: [{ ...card({}), myRsvp: 'going' }], past: [], plans: [] },
    });
    renderWith(<UpcomingPlans viewerId="member-1" now={NOW} />);
    await screen.findByRole('list', { name: 'Upcoming events' });
    expect(screen.queryByRole('heading', { name: 'Casual plans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Past events' })).not.toBeInTheDocument();
  });

  it('points to Discover when there is nothing yet', async () => {
    api.on('GET /api/me/rsvps', { body: { upcoming: [], past: [], plans: [] } });
    renderWith(<UpcomingPlans viewerId="member-1" now={NOW} />);
    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });
});

describe('My Created Events', () => {
  it('shows each event’s status, counts and actions, drafts included', async () => {
    api.on('GET /api/me/events', {
      body: {
        upcoming: [
          card({ title: 'Full moon party', goingCount: 12, interestedCount: 30, capacity: 40 }),
          card({ title: 'Yoga draft', status: 'draft' }),
        ],
        past: [
          card({
            title: 'Old market',
            status: 'cancelled',
            startDate: '2026-06-01T10:00:00+01:00',
          }),
        ],
      },
    });
    renderWith(
      <CreatedEvents
        viewerId="member-1"
        now={NOW}
        renderEventActions={(event) => <button type="button">Delete {event.title}</button>}
      />,
    );
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    const [party, draft] = within(upcoming).getAllByRole('listitem');
    expect(within(party!).getByText('Published')).toBeInTheDocument();
    expect(party).toHaveTextContent('12 going · 30 interested · 40 spots');
    expect(within(party!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/events\/[0-9a-f-]+\/edit$/),
    );
    expect(
      within(party!).getByRole('button', { name: 'Delete Full moon party' }),
    ).toBeInTheDocument();
    expect(within(draft!).getByText('Draft')).toBeInTheDocument();
    const past = screen.getByRole('list', { name: 'Past' });
    expect(within(past).getByText('Cancelled')).toBeInTheDocument();
  });

  it('invites a member without events to create one', async () => {
    api.on('GET /api/me/events', { body: { upcoming: [], past: [] } });
    renderWith(<CreatedEvents viewerId="member-1" />);
    expect(await screen.findByText('You have not created any events yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Event' })).toHaveAttribute(
      'href',
      '/events/create',
    );
  });
});

describe('the calendar feed', () => {
  it('shows the private link and replaces it after a confirmed reset', async () => {
    const user = userEvent.setup();
    api.on('GET /api/me/calendar-feed', {
      body: {
        url: 'http://localhost/api/calendar/old-token.ics',
        webcalUrl: 'webcal://localhost/api/calendar/old-token.ics',
      },
    });
    api.on('POST /api/me/calendar-feed/reset', {
      body: {
        url: 'http://localhost/api/calendar/new-token.ics',
        webcalUrl: 'webcal://localhost/api/calendar/new-token.ics',
      },
    });
    renderWith(<CalendarFeedCard viewerId="member-1" />);
    const link = await screen.findByLabelText('Calendar feed link');
    await waitFor(() => expect(link).toHaveValue('http://localhost/api/calendar/old-token.ics'));
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      'webcal://localhost/api/calendar/old-token.ics',
    );

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current link' }));
    expect(api.callsTo('POST /api/me/calendar-feed/reset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset link' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Calendar feed link')).toHaveValue(
        'http://localhost/api/calendar/new-token.ics',
      ),
    );
    expect(await findToast('New calendar link ready')).toBeInTheDocument();
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    api.on('GET /api/me/calendar-feed', {
      body: {
        url: 'http://localhost/api/calendar/t.ics',
        webcalUrl: 'webcal://localhost/api/calendar/t.ics',
      },
    });
    renderWith(<CalendarFeedCard viewerId="member-1" />);
    await waitFor(() =>
      expect(screen.getByLabelText('Calendar feed link')).toHaveValue(
        'http://localhost/api/calendar/t.ics',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/api/calendar/t.ics');
    expect(await findToast('Link copied')).toBeInTheDocument();
  });
});
