import {
  AnnouncementsResponse,
  type EventDetail,
  type EventHostsResponse,
} from '@lineup/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { buildEventDetail, buildEventHosts } from '@/features/events/testing/event-fixtures';
import { renderApp, signedInAs } from '@/test/render-app';
import { Reply, serveApi } from '@/test/serve-api';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

const canonical = '/portugal/ericeira/events/sunset-session';
const rui = { id: 'member-rui', username: 'rui', avatarUrl: null };
const cohosted = (overrides: Partial<EventHostsResponse> = {}) =>
  buildEventHosts({
    hosts: [
      { id: 'member-ana', username: 'ana.waves', avatarUrl: null, as: 'owner' },
      { ...rui, as: 'cohost' },
    ],
    ...overrides,
  });

const announcement = {
  id: '5b1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a10',
  body: 'Bring a wetsuit: the water is cold this week.',
  author: { id: 'member-ana', username: 'ana.waves', avatarUrl: null },
  audiences: ['going'],
  sendAt: '2026-07-03T18:00:00+01:00',
  sent: true,
};
const announcements = (muted = false) =>
  AnnouncementsResponse.parse({ announcements: [announcement], muted });

function serve(
  event: EventDetail,
  hosts: EventHostsResponse,
  more: Record<string, () => unknown> = {},
) {
  return serveApi({
    'GET /api/events/by-path/portugal/ericeira/sunset-session': () => ({ kind: 'event', event }),
    'GET /api/events/:id/hosts': () => hosts,
    'GET /api/events/:id/guest-settings': () => ({ requiresApproval: false, questions: [] }),
    'GET /api/events/:id/announcements': () => announcements(),
    'GET /api/events/:id/waitlist': () => ({ waitlist: [] }),
    ...more,
  });
}

afterEach(() => toast.reset());

describe('hosting on the event page', () => {
  it('lists the hosts for a visitor, with no host tools and no announcements', async () => {
    const calls = serve(buildEventDetail(), cohosted());
    renderApp(canonical);
    const hosts = within(await screen.findByRole('region', { name: 'Hosted by' }));
    expect(await hosts.findByRole('link', { name: 'rui' })).toHaveAttribute(
      'href',
      '/user/member-rui',
    );
    expect(hosts.getByText('Co-host')).toBeInTheDocument();
    expect(hosts.getByRole('link', { name: 'ana.waves' })).toBeInTheDocument();
    expect(hosts.queryByLabelText('Invite a co-host')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Host tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/announcements'))).toBe(false);
  });

  it('gives the owner the host tools, inviting and removing co-hosts', async () => {
    const user = userEvent.setup();
    const event = buildEventDetail({ hostRole: 'owner', canEdit: true });
    let invited = false;
    const calls = serve(event, cohosted({ viewerRole: 'owner' }), {
      'POST /api/events/:id/hosts': () => {
        const { username } = calls.at(-1)!.body as { username: string };
        if (username === 'nobody') {
          return new Reply(400, {
            error: { code: 'bad_request', message: 'There is no member with that username.' },
          });
        }
        invited = true;
        return new Reply(
          201,
          cohosted({
            viewerRole: 'owner',
            invited: [
              { id: 'member-sofia', username: 'sofia', avatarUrl: null, status: 'invited' },
            ],
          }),
        );
      },
      'DELETE /api/events/:id/hosts': () => buildEventHosts({ viewerRole: 'owner', invited: [] }),
    });
    renderApp(canonical, { auth: signedInAs({ id: 'member-ana', username: 'ana.waves' }) });

    const tools = within(await screen.findByRole('region', { name: 'Host tools' }));
    // Hosts edit their event; they do not report it.
    expect(screen.queryByRole('button', { name: 'Report this event' })).not.toBeInTheDocument();
    const base = `/events/event/${event.id}`;
    expect(tools.getByRole('link', { name: 'Guest list' })).toHaveAttribute(
      'href',
      `${base}/guests`,
    );
    expect(tools.getByRole('link', { name: 'Check-in' })).toHaveAttribute(
      'href',
      `${base}/check-in`,
    );
    expect(tools.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      `${base}/dashboard`,
    );
    expect(await screen.findByRole('link', { name: 'Edit event' })).toBeInTheDocument();

    const hosts = within(screen.getByRole('region', { name: 'Hosted by' }));
    const input = await hosts.findByLabelText('Invite a co-host');
    await user.click(hosts.getByRole('button', { name: 'Invite' }));
    expect(
      await hosts.findByText('Enter the username of the member to invite.'),
    ).toBeInTheDocument();

    await user.type(input, 'nobody');
    await user.click(hosts.getByRole('button', { name: 'Invite' }));
    expect(await hosts.findByText('There is no member with that username.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '@sofia');
    await user.click(hosts.getByRole('button', { name: 'Invite' }));
    const pending = within(await hosts.findByRole('list', { name: 'Invited to co-host' }));
    expect(pending.getByRole('link', { name: 'sofia' })).toBeInTheDocument();
    expect(invited).toBe(true);
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      username: 'sofia',
    });

    await user.click(hosts.getByRole('button', { name: 'Remove rui as co-host' }));
    await waitFor(() => expect(hosts.queryByRole('link', { name: 'rui' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/events/${event.id}/hosts/member-rui`,
    );
  });

  it('asks an invited member to accept or decline, and accepts', async () => {
    const user = userEvent.setup();
    let accepted = false;
    const calls = serve(buildEventDetail(), cohosted({ viewerInvited: !accepted }), {
      'POST /api/events/:id/hosts/invitation': () => {
        accepted = true;
        return cohosted({ viewerRole: 'host' });
      },
    });
    renderApp(canonical, { auth: signedInAs({ id: 'member-sofia', username: 'sofia' }) });
    const banner = within(await screen.findByRole('region', { name: 'Invitation to co-host' }));
    expect(banner.getByText('ana.waves invited you to co-host this event.')).toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(banner.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You co-host this event now')).toBeInTheDocument();
    expect(accepted).toBe(true);
    expect(calls.some((call) => call.path.endsWith('/hosts/invitation'))).toBe(true);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Invitation to co-host' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows a going guest the announcements, and turns them off for this event', async () => {
    const user = userEvent.setup();
    const calls = serve(buildEventDetail({ myRsvp: 'going' }), cohosted(), {
      'PUT /api/events/:id/announcements/mute': () => announcements(true),
    });
    renderApp(canonical, { auth: signedInAs() });
    const section = within(await screen.findByRole('region', { name: 'Announcements' }));
    expect(
      await section.findByText('Bring a wetsuit: the water is cold this week.'),
    ).toBeInTheDocument();
    expect(section.queryByRole('form', { name: 'Write an announcement' })).not.toBeInTheDocument();
    const mute = section.getByRole('checkbox', { name: 'Turn off announcements for this event' });
    expect(mute).not.toBeChecked();
    await user.click(mute);
    await waitFor(() => expect(mute).toBeChecked());
    expect(calls.some((call) => call.method === 'PUT' && call.path.endsWith('/mute'))).toBe(true);
  });

  it('lets a co-host write an announcement, checking it first', async () => {
    const user = userEvent.setup();
    const calls = serve(
      buildEventDetail({ hostRole: 'host', canEdit: true }),
      cohosted({ viewerRole: 'host' }),
      {
        'POST /api/events/:id/announcements': () =>
          new Reply(
            201,
            AnnouncementsResponse.parse({
              announcements: [
                {
                  ...announcement,
                  id: '5b1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a11',
                  body: 'Meet at 18:00.',
                },
                announcement,
              ],
              muted: false,
            }),
          ),
      },
    );
    renderApp(canonical, { auth: signedInAs({ id: 'member-rui', username: 'rui' }) });
    const form = within(await screen.findByRole('form', { name: 'Write an announcement' }));
    await user.click(form.getByRole('checkbox', { name: 'Going' }));
    await user.click(form.getByRole('button', { name: 'Send announcement' }));
    expect(form.getByText('Write the announcement.')).toBeInTheDocument();
    expect(form.getByText('Choose who hears it.')).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'At a chosen time' }));
    await user.click(form.getByRole('button', { name: 'Schedule announcement' }));
    expect(form.getByText('Choose when to send it, as a date and time.')).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Send now' }));

    await user.type(
      form.getByRole('textbox', { name: 'Message to your guests' }),
      'Meet at 18:00.',
    );
    await user.click(form.getByRole('checkbox', { name: 'Going' }));
    await user.click(form.getByRole('checkbox', { name: 'Waitlist' }));
    await user.click(form.getByRole('button', { name: 'Send announcement' }));
    const list = within(await screen.findByRole('list', { name: 'Announcements, newest first' }));
    expect(await list.findByText('Meet at 18:00.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: 'Meet at 18:00.',
      audiences: ['going', 'waitlisted'],
    });
  });

  it('tells the hosts how many came once the event is over', async () => {
    serve(
      buildEventDetail({
        hostRole: 'owner',
        canEdit: true,
        startDate: '2020-07-04T07:00:00+01:00',
        endDate: '2020-07-04T09:00:00+01:00',
        arrivedCount: 12,
      }),
      cohosted({ viewerRole: 'owner' }),
    );
    renderApp(canonical, { auth: signedInAs({ id: 'member-ana', username: 'ana.waves' }) });
    const tools = within(await screen.findByRole('region', { name: 'Host tools' }));
    expect(tools.getByText('12 guests came.')).toBeInTheDocument();
  });
});
