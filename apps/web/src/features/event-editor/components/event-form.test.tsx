import { seriesMessages, type Area, type EditableEvent, type VenueOption } from '@lineup/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { CreateEventForm, EditEventForm } from './event-editor-pages';
import { weeklyRule } from '@/test/series-rules';

const api = installFakeApi();
// The toaster loads with the first toast, which can take a moment on a busy machine.
const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

const area = (overrides: Partial<Area>): Area => ({
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
  ...overrides,
});
const ericeira = area({});
const zandvoort = area({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Zandvoort',
  slug: 'zandvoort',
  country: 'Netherlands',
  countrySlug: 'netherlands',
  timeZone: 'Europe/Amsterdam',
});
const cafe: VenueOption = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Café do Mar',
  street: 'Rua do Mar 1',
  postalCode: '2655-000',
  city: 'Ericeira',
  website: null,
  googleMaps: null,
  imageUrl: null,
  latitude: null,
  longitude: null,
  path: null,
  area: { id: ericeira.id, name: 'Ericeira', slug: 'ericeira' },
};

function saved(body: Record<string, unknown>): EditableEvent {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    path: '/portugal/ericeira/events/sunset-session',
    status: body.status as EditableEvent['status'],
    title: String(body.title),
    description: '',
    category: 'surf',
    vibe: null,
    tags: [],
    area: { id: ericeira.id, name: 'Ericeira', slug: 'ericeira', timeZone: 'Europe/Lisbon' },
    venue: null,
    specificVenue: null,
    startLocal: String(body.startLocal),
    endLocal: String(body.endLocal),
    capacity: null,
    priceText: null,
    externalUrl: null,
    imageUrl: null,
    crew: null,
    locale: 'en',
    translations: [],
    goingCount: 0,
    interestedCount: 0,
    series: null,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderWith(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/form', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <ToasterSlot />
    </QueryClientProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const setDateTime = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** The message shown under a field, read through the field's description. */
function messageOf(label: string | RegExp) {
  const control = field(label);
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

beforeEach(() => {
  api.reset();
  toast.reset();
  api.on('GET /api/areas', { body: { areas: [ericeira, zandvoort] } });
  // The member runs no crew, and the event asks nothing of its guests yet.
  api.on('GET /api/crews/mine', { body: { running: [], following: [], invitations: [] } });
  api.on('GET /api/events/:id/guest-settings', {
    body: { requiresApproval: false, questions: [] },
  });
  api.on('GET /api/venues', ({ query }) => ({
    body: {
      venues:
        !query.get('q') || 'café do mar'.includes(query.get('q')!.toLowerCase()) ? [cafe] : [],
    },
  }));
});

async function fillTheBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Title'), 'Sunset session');
  await user.selectOptions(field('Category'), 'surf');
  await user.selectOptions(field('Area'), ericeira.id);
  setDateTime('Starts', '2099-07-04T18:30');
  setDateTime('Ends', '2099-07-04T21:00');
}

describe('the event form', () => {
  it('names each field that needs another look, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Some fields need another look.')).toBeInTheDocument();
    expect(messageOf('Title')).toBe('Give the event a title of at least 3 characters.');
    expect(messageOf('Category')).toBe('Choose a category.');
    expect(messageOf('Area')).toBe('Choose an area.');
    expect(messageOf('Starts')).toBe('Choose when the event starts.');
    expect(messageOf('Search venues')).toMatch(/^Choose a venue from the list/);
    expect(api.callsTo('POST /api/events')).toHaveLength(0);
  });

  it('checks the end against the start and the link’s form', async () => {
    const user = userEvent.setup();
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    await fillTheBasics(user);
    setDateTime('Ends', '2099-07-04T17:00');
    await user.type(field('Link for tickets or details'), 'tickets.example');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(messageOf('Ends')).toBe('The event must end after it starts.'));
    expect(messageOf('Link for tickets or details')).toBe(
      'Use a full web address starting with https://',
    );
  });

  it('shows the area’s time zone beside the start and end', async () => {
    const user = userEvent.setup();
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');

    await user.selectOptions(field('Area'), ericeira.id);
    setDateTime('Starts', '2099-07-04T18:30');
    expect(messageOf('Starts')).toBe('Lisbon time (GMT+1)');
    expect(messageOf('Ends')).toBe('Lisbon time (GMT+1)');

    await user.selectOptions(field('Area'), zandvoort.id);
    expect(messageOf('Starts')).toBe('Amsterdam time (GMT+2)');
    // The form names the zone as every other screen does, never by its database name.
    expect(messageOf('Area')).toBe('Times are in Amsterdam time.');
    expect(screen.queryByText(/Europe\//)).not.toBeInTheDocument();
  });

  it('saves a draft with the times as typed, then opens the event', async () => {
    const user = userEvent.setup();
    api.on('POST /api/events', ({ body }) => ({
      status: 201,
      body: { event: saved(body as Record<string, unknown>) },
    }));
    renderWith(<CreateEventForm defaultAreaId={ericeira.id} />);
    await screen.findByLabelText('Title');
    await fillTheBasics(user);
    await user.click(screen.getByRole('radio', { name: 'No venue' }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByTestId('where');
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/portugal/ericeira/events/sunset-session',
    );
    expect(await findToast('Draft saved')).toBeInTheDocument();
    const [draft] = api.callsTo('POST /api/events');
    expect(draft?.body).toMatchObject({
      title: 'Sunset session',
      category: 'surf',
      area: ericeira.id,
      startLocal: '2099-07-04T18:30',
      endLocal: '2099-07-04T21:00',
      venueId: null,
      newVenue: null,
      status: 'draft',
    });
  });

  it('publishes with a venue picked from the search', async () => {
    const user = userEvent.setup();
    api.on('POST /api/events', ({ body }) => ({
      status: 201,
      body: { event: saved(body as Record<string, unknown>) },
    }));
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    await fillTheBasics(user);

    await user.type(field('Search venues'), 'café');
    const listbox = await screen.findByRole('listbox', { name: 'Venues' });
    await user.click(await within(listbox).findByRole('option', { name: /Café do Mar/ }));
    expect(screen.getByText('Rua do Mar 1, 2655-000 Ericeira')).toBeInTheDocument();
    expect(api.callsTo('GET /api/venues').at(-1)?.query.get('area')).toBe(ericeira.id);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await findToast('Event published')).toBeInTheDocument();
    expect(api.callsTo('POST /api/events')[0]?.body).toMatchObject({
      venueId: cafe.id,
      status: 'published',
    });
  });

  it('adds a new venue inline and checks its fields', async () => {
    const user = userEvent.setup();
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    await fillTheBasics(user);
    await user.click(screen.getByRole('radio', { name: 'New venue' }));
    await user.type(field('Venue name'), 'Ribamar beach bar');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(messageOf('Town')).toBe('Say which town the venue is in.'));
    expect(api.callsTo('POST /api/events')).toHaveLength(0);
  });

  it('puts the server’s field errors on the fields', async () => {
    const user = userEvent.setup();
    api.on('POST /api/events', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some of the values sent are not valid.',
          details: {
            target: 'json',
            issues: [{ path: 'startLocal', message: 'That time does not exist in Europe/Lisbon.' }],
          },
        },
      },
    });
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    await fillTheBasics(user);
    await user.click(screen.getByRole('radio', { name: 'No venue' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(messageOf('Starts')).toBe('That time does not exist in Europe/Lisbon.'),
    );
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('keeps tags as chips, ten at most', async () => {
    const user = userEvent.setup();
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    const tags = field('Tags');
    await user.type(tags, '#Longboard{Enter}sunset,free,');
    const added = screen.getByRole('list', { name: 'Tags added' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['longboard', 'sunset', 'free']);
    await user.click(screen.getByRole('button', { name: 'Remove tag sunset' }));
    expect(within(added).getAllByRole('listitem')).toHaveLength(2);
    for (let index = 0; index < 8; index++) await user.type(tags, `tag${index}{Enter}`);
    expect(tags).toBeDisabled();
    expect(messageOf('Tags')).toBe('10 of 10. Press Enter after each tag.');
  });

  it('refuses a file that is not an image, or too large, before uploading it', async () => {
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    const input = screen.getByLabelText('Cover image');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await screen.findByText(
        'That file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF.',
      ),
    ).toBeInTheDocument();

    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await screen.findByText('That image is too large. Please choose one under 10 MB.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/event-images')).toBe(false);
  });
});

describe('the edit form', () => {
  const existing = (): EditableEvent => ({
    ...saved({
      title: 'Sunset session',
      status: 'published',
      startLocal: '2099-07-04T18:30',
      endLocal: '2099-07-04T21:00',
    }),
    capacity: 20,
    goingCount: 4,
    interestedCount: 2,
  });

  it('opens with the event’s values in its area’s time and saves the changes', async () => {
    const user = userEvent.setup();
    api.on('PATCH /api/events/:id', ({ body }) => ({
      body: { event: { ...existing(), ...(body as object) } },
    }));
    renderWith(<EditEventForm event={existing()} />);
    expect(await screen.findByLabelText('Title')).toHaveValue('Sunset session');
    expect(field('Starts')).toHaveValue('2099-07-04T18:30');
    expect(field('Capacity')).toHaveValue(20);
    expect(screen.getByText('4 going · 2 interested')).toBeInTheDocument();

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Sunset session (moved)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Event updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/events/:id')[0]?.body).toMatchObject({
      title: 'Sunset session (moved)',
      startLocal: '2099-07-04T18:30',
      capacity: 20,
      status: 'published',
    });
  });

  it('asks before cancelling the event', async () => {
    const user = userEvent.setup();
    api.on('POST /api/events/:id/cancel', {
      body: { event: { ...existing(), status: 'cancelled' } },
    });
    renderWith(<EditEventForm event={existing()} />);
    await screen.findByLabelText('Title');

    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    expect(api.callsTo('POST /api/events/:id/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel event' }),
    );
    expect(await findToast('Event cancelled')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/portugal/ericeira/events/sunset-session',
    );
  });

  it('asks before deleting, then goes to the dashboard', async () => {
    const user = userEvent.setup();
    api.on('DELETE /api/events/:id', { status: 204 });
    renderWith(<EditEventForm event={existing()} />);
    await screen.findByLabelText('Title');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this event?' })).getByRole(
        'button',
        { name: 'Delete event' },
      ),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(api.callsTo('DELETE /api/events/:id')).toHaveLength(1);
  });
});

describe('a repeating event', () => {
  const publishes = () =>
    api.on('POST /api/events', ({ body }) => ({
      status: 201,
      body: {
        event: {
          ...saved(body as Record<string, unknown>),
          series: {
            id: '55555555-5555-4555-8555-555555555555',
            repeats: 'Every Tuesday',
            rule: weeklyRule(['TU']),
            followingCount: 5,
          },
        },
      },
    }));

  async function startOnTuesday(user: ReturnType<typeof userEvent.setup>) {
    await fillTheBasics(user);
    // 7 July 2099 is a Tuesday.
    setDateTime('Starts', '2099-07-07T07:00');
    setDateTime('Ends', '2099-07-07T08:00');
    await user.click(screen.getByRole('radio', { name: 'No venue' }));
  }

  const days = () => within(screen.getByRole('group', { name: 'On these days' }));

  it('repeats weekly on the start’s day, or more, and sends the rule with the event', async () => {
    const user = userEvent.setup();
    publishes();
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    await startOnTuesday(user);
    expect(field('Repeats')).toHaveValue('none');
    expect(screen.queryByRole('group', { name: 'On these days' })).not.toBeInTheDocument();

    await user.selectOptions(field('Repeats'), 'Weekly');
    expect(days().getByRole('button', { name: 'Tuesday' })).toHaveAttribute('aria-pressed', 'true');
    expect(days().getByRole('button', { name: 'Thursday' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(field('Sessions')).toHaveValue(8);
    expect(screen.getByText('Every Tuesday, 8 sessions')).toBeInTheDocument();

    await user.click(days().getByRole('button', { name: 'Thursday' }));
    await user.selectOptions(field('Repeats'), 'Every two weeks');
    await user.clear(field('Sessions'));
    await user.type(field('Sessions'), '6');
    expect(
      screen.getByText('Every two weeks on Tuesday and Thursday, 6 sessions'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await findToast('Event published')).toBeInTheDocument();
    expect(screen.getAllByText(/6 sessions in all\./).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/events')[0]?.body).toMatchObject({
      startLocal: '2099-07-07T07:00',
      status: 'published',
      repeat: {
        frequency: 'weekly',
        interval: 2,
        weekdays: ['TU', 'TH'],
        count: 6,
        until: null,
      },
    });
  });

  it('repeats monthly on the start’s weekday until a day', async () => {
    const user = userEvent.setup();
    publishes();
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    await startOnTuesday(user);
    // 14 July 2099 is the second Tuesday of the month.
    setDateTime('Starts', '2099-07-14T07:00');
    setDateTime('Ends', '2099-07-14T08:00');

    await user.selectOptions(field('Repeats'), 'Monthly');
    expect(screen.getByRole('radio', { name: 'On the 14th' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'On the second Tuesday' }));
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    fireEvent.change(field('Last day'), { target: { value: '2099-12-31' } });
    expect(
      screen.getByText('Monthly on the second Tuesday, until Thursday 31 December 2099'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await findToast('Draft saved')).toBeInTheDocument();
    const [sent] = api.callsTo('POST /api/events');
    expect((sent?.body as { repeat: unknown }).repeat).toEqual({
      frequency: 'monthly',
      interval: 1,
      monthlyOn: 'weekday',
      count: null,
      until: '2099-12-31',
    });
  });

  it('refuses days without the first session’s, and an end before it, before sending', async () => {
    const user = userEvent.setup();
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    await startOnTuesday(user);
    await user.selectOptions(field('Repeats'), 'Weekly');
    await user.click(days().getByRole('button', { name: 'Wednesday' }));
    await user.click(days().getByRole('button', { name: 'Tuesday' }));
    expect(days().getByRole('button', { name: 'Tuesday' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const message = 'The first session is on a Tuesday: include Tuesday in the days.';
    expect(await screen.findByText('Some fields need another look.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'On these days' })).toHaveAccessibleDescription(
      message,
    );

    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    fireEvent.change(field('Last day'), { target: { value: '2099-07-01' } });
    await waitFor(() =>
      expect(messageOf('Last day')).toBe(
        'The series must end on or after the day of its first session.',
      ),
    );
    expect(api.callsTo('POST /api/events')).toHaveLength(0);
  });

  it('puts the server’s refusal of the rule on its field', async () => {
    const user = userEvent.setup();
    api.on('POST /api/events', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some of the values sent are not valid.',
          details: {
            target: 'json',
            issues: [{ path: 'repeat.count', message: seriesMessages.tooMany }],
          },
        },
      },
    });
    renderWith(<CreateEventForm />);
    await screen.findByLabelText('Title');
    await startOnTuesday(user);
    await user.selectOptions(field('Repeats'), 'Weekly');
    for (const day of ['Monday', 'Wednesday', 'Friday']) {
      await user.click(days().getByRole('button', { name: day }));
    }
    await user.clear(field('Sessions'));
    await user.type(field('Sessions'), '100');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(messageOf('Sessions')).toBe(seriesMessages.tooMany));
    expect(screen.getByText('Some fields need another look.')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('is not offered when editing an event', async () => {
    renderWith(
      <EditEventForm
        event={{
          ...saved({
            title: 'Sunset session',
            status: 'published',
            startLocal: '2099-07-04T18:30',
            endLocal: '2099-07-04T21:00',
          }),
        }}
      />,
    );
    await screen.findByLabelText('Title');
    expect(screen.queryByLabelText('Repeats')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'This session' })).not.toBeInTheDocument();
  });
});

describe('a session of a series', () => {
  const session = (): EditableEvent => ({
    ...saved({
      title: 'Tuesday dawn yoga',
      status: 'published',
      startLocal: '2099-07-07T07:00',
      endLocal: '2099-07-07T08:00',
    }),
    series: {
      id: '55555555-5555-4555-8555-555555555555',
      repeats: 'Every Tuesday',
      rule: weeklyRule(['TU']),
      followingCount: 5,
    },
  });

  it('saves a change to this session only, unless told the following ones too', async () => {
    const user = userEvent.setup();
    api.on('PATCH /api/events/:id', ({ body }) => ({
      body: { event: { ...session(), ...(body as object) } },
    }));
    renderWith(<EditEventForm event={session()} />);
    await screen.findByLabelText('Title');
    expect(screen.getByText('Every Tuesday')).toBeInTheDocument();
    const scope = within(screen.getByRole('group', { name: 'Save the changes to' }));
    expect(scope.getByRole('radio', { name: 'This session' })).toBeChecked();
    expect(
      scope.getByRole('radio', { name: 'This and following sessions' }),
    ).toHaveAccessibleDescription(/^5 more sessions/);

    setDateTime('Starts', '2099-07-07T07:30');
    setDateTime('Ends', '2099-07-07T08:30');
    await user.click(scope.getByRole('radio', { name: 'This and following sessions' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Event updated')).toBeInTheDocument();
    const [patch] = api.callsTo('PATCH /api/events/:id');
    expect(patch?.query.get('sessions')).toBe('following');
    expect(patch?.body).toMatchObject({ startLocal: '2099-07-07T07:30' });
    expect(patch?.body).not.toHaveProperty('repeat');
  });

  it('sends this session alone by default, and shows a refused day move on the start', async () => {
    const user = userEvent.setup();
    api.on('PATCH /api/events/:id', ({ query }) =>
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
        : { body: { event: session() } },
    );
    renderWith(<EditEventForm event={session()} />);
    await screen.findByLabelText('Title');
    setDateTime('Starts', '2099-07-08T07:00');
    setDateTime('Ends', '2099-07-08T08:00');
    await user.click(screen.getByRole('radio', { name: 'This and following sessions' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(messageOf('Starts')).toBe(seriesMessages.followingDay));

    await user.click(screen.getByRole('radio', { name: 'This session' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Event updated')).toBeInTheDocument();
    const calls = api.callsTo('PATCH /api/events/:id');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.has('sessions')).toBe(false);
  });

  it('asks which sessions to cancel', async () => {
    const user = userEvent.setup();
    api.on('POST /api/events/:id/cancel', {
      body: { event: { ...session(), status: 'cancelled' } },
    });
    renderWith(<EditEventForm event={session()} />);
    await screen.findByLabelText('Title');

    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this session?' }));
    expect(dialog.getByRole('radio', { name: 'This session' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'This and following sessions' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel event' }));

    expect(await findToast('Sessions cancelled')).toBeInTheDocument();
    const [cancel] = api.callsTo('POST /api/events/:id/cancel');
    expect(cancel?.query.get('sessions')).toBe('following');
  });
});

describe('the guests and crew of an event', () => {
  const QUESTION_ID = '0b7f0d6e-3c1a-4f4e-8a55-1f1e9c2b7a01';
  const existing = (overrides: Partial<EditableEvent> = {}): EditableEvent => ({
    ...saved({
      title: 'Sunset session',
      status: 'published',
      startLocal: '2099-07-04T18:30',
      endLocal: '2099-07-04T21:00',
    }),
    ...overrides,
  });
  const savesEvent = () =>
    api.on('PATCH /api/events/:id', ({ body }) => ({
      body: { event: { ...existing(), ...(body as object) } },
    }));

  it('opens with the saved approval and questions, and saves changes to them after the event', async () => {
    const user = userEvent.setup();
    api.on('GET /api/events/:id/guest-settings', {
      body: {
        requiresApproval: true,
        questions: [
          { id: QUESTION_ID, kind: 'text', label: 'Your surf level?', options: [], required: true },
        ],
      },
    });
    savesEvent();
    api.on('PUT /api/events/:id/guest-settings', ({ body }) => ({ body }));
    renderWith(<EditEventForm event={existing()} />);
    const guests = within(await screen.findByRole('region', { name: 'Guests' }));
    expect(guests.getByRole('checkbox', { name: /Guests need approval/ })).toBeChecked();
    const first = within(guests.getByRole('listitem', { name: 'Question 1' }));
    expect(first.getByRole('textbox', { name: 'Question' })).toHaveValue('Your surf level?');
    expect(first.getByRole('checkbox', { name: 'Required' })).toBeChecked();

    await user.click(guests.getByRole('button', { name: 'Add a question' }));
    const second = within(guests.getByRole('listitem', { name: 'Question 2' }));
    await user.type(second.getByRole('textbox', { name: 'Question' }), 'Board size');
    await user.selectOptions(second.getByRole('combobox', { name: 'Kind of answer' }), 'single');
    await user.type(second.getByRole('textbox', { name: 'Choice 1 of question 2' }), 'Longboard');
    await user.type(second.getByRole('textbox', { name: 'Choice 2 of question 2' }), 'Shortboard');
    // The new question goes first.
    await user.click(guests.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Event updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/events/:id')).toHaveLength(1);
    expect(api.callsTo('PUT /api/events/:id/guest-settings')[0]?.body).toEqual({
      requiresApproval: true,
      questions: [
        {
          kind: 'single',
          label: 'Board size',
          options: ['Longboard', 'Shortboard'],
          required: false,
        },
        { id: QUESTION_ID, kind: 'text', label: 'Your surf level?', options: [], required: true },
      ],
    });
  });

  it('creates the event, then saves that going needs approval, and asks no questions', async () => {
    const user = userEvent.setup();
    api.on('POST /api/events', ({ body }) => ({
      status: 201,
      body: { event: saved(body as Record<string, unknown>) },
    }));
    api.on('PUT /api/events/:id/guest-settings', ({ body }) => ({ body }));
    renderWith(<CreateEventForm defaultAreaId={ericeira.id} />);
    await screen.findByLabelText('Title');
    await fillTheBasics(user);
    await user.click(screen.getByRole('radio', { name: 'No venue' }));
    await user.click(screen.getByRole('checkbox', { name: /Guests need approval/ }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await findToast('Event published')).toBeInTheDocument();
    expect(api.callsTo('POST /api/events')[0]?.body).not.toHaveProperty('crew');
    expect(api.callsTo('PUT /api/events/:id/guest-settings')[0]?.body).toEqual({
      requiresApproval: true,
      questions: [],
    });
  });

  it('sends nothing while a question has no text or an empty choice', async () => {
    const user = userEvent.setup();
    savesEvent();
    renderWith(<EditEventForm event={existing()} />);
    const guests = within(await screen.findByRole('region', { name: 'Guests' }));
    await user.click(guests.getByRole('button', { name: 'Add a question' }));
    const question = within(guests.getByRole('listitem', { name: 'Question 1' }));
    await user.selectOptions(
      question.getByRole('combobox', { name: 'Kind of answer' }),
      'multiple',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await question.findByText('Write the question.')).toBeInTheDocument();
    expect(question.getByText('A choice cannot be empty.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/events/:id')).toHaveLength(0);
    // Unchanged settings are not sent again.
    await user.click(question.getByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Event updated')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/events/:id/guest-settings')).toHaveLength(0);
  });

  it('moves the event to a crew the member hosts, and shows why the server refuses it', async () => {
    const user = userEvent.setup();
    const crew = {
      id: '7a1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a10',
      handle: 'foz-surf-club',
      name: 'Foz Surf Club',
      path: '/crew/foz-surf-club',
      imageUrl: null,
      area: { name: 'Ericeira', slug: 'ericeira' },
      followerCount: 3,
      role: 'host',
    };
    api.on('GET /api/crews/mine', { body: { running: [crew], following: [], invitations: [] } });
    api.on('PATCH /api/events/:id', {
      status: 403,
      body: {
        error: {
          code: 'forbidden',
          message: 'Only the event’s owner can move it to another crew.',
        },
      },
    });
    renderWith(<EditEventForm event={existing()} />);
    const select = await screen.findByRole('combobox', { name: 'Hosted with' });
    await user.selectOptions(select, 'foz-surf-club');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Only the event’s owner can move it to another crew.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/events/:id')[0]?.body).toMatchObject({ crew: 'foz-surf-club' });
  });
});
