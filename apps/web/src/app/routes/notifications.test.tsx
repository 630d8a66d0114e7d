import type { Notification, NotificationPreference } from '@lineup/contracts';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@lineup/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, setViewportWidth, signedInAs } from '@/test/render-app';

configure({ asyncUtilTimeout: 8000 });
const api = installFakeApi();
afterEach(() => {
  api.reset();
  setViewportWidth(1280);
});

const notice = (overrides: Partial<Notification> = {}): Notification => ({
  id: '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a10',
  kind: 'event_changed',
  title: 'Sunset jam has a new time',
  body: 'Now 18:00 instead of 17:00, at Praia do Baleal.',
  link: '/portugal/peniche/events/sunset-jam',
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

/** A stand-in for the server's notifications: reading them changes what it answers. */
function serveNotifications(items: Notification[]) {
  let list = items;
  const unread = () => list.filter((item) => !item.read).length;
  api.on('GET /api/areas', { body: { areas: [] } });
  api.on('GET /api/notifications/unread-count', () => ({ body: { unreadCount: unread() } }));
  api.on('GET /api/notifications', () => ({
    body: { notifications: list, nextCursor: null, unreadCount: unread() },
  }));
  api.on('POST /api/notifications/:id/read', ({ params }) => {
    list = list.map((item) => (item.id === params.id ? { ...item, read: true } : item));
    return { body: { unreadCount: unread() } };
  });
  api.on('POST /api/notifications/read-all', () => {
    list = list.map((item) => ({ ...item, read: true }));
    return { body: { unreadCount: 0 } };
  });
  api.on('GET /api/events/by-path/:country/:city/:slug', {
    status: 404,
    body: { error: { code: 'not_found', message: 'This event does not exist.' } },
  });
}

describe('the bell and /notifications', () => {
  it('counts what is unread in the header, lists it, and marks all as read', async () => {
    serveNotifications([
      notice(),
      notice({
        id: '7f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a11',
        title: 'Marta wants to be friends',
        body: '',
        kind: 'friend_request',
        link: '/friends',
        read: true,
      }),
    ]);
    renderApp('/notifications', { auth: signedInAs() });

    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(
      within(list).getByRole('link', { name: /Sunset jam has a new time \(unread\)/ }),
    ).toHaveTextContent('Now 18:00 instead of 17:00, at Praia do Baleal.');
    expect(within(list).getAllByText('5 minutes ago')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await within(banner).findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('All read.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
  });

  it('marks one as read when it is opened and goes to what it is about', async () => {
    serveNotifications([notice()]);
    const { router } = renderApp('/notifications', { auth: signedInAs() });
    await userEvent.click(await screen.findByRole('link', { name: /Sunset jam has a new time/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/portugal/peniche/events/sunset-jam'),
    );
    expect(api.callsTo('POST /api/notifications/:id/read')[0]!.params.id).toBe(notice().id);
    // The event page asks for its event; let it settle on its answer (this one is gone) before
    // the next test starts, so no read of it lands in another test.
    await waitFor(() =>
      expect(api.callsTo('GET /api/events/by-path/:country/:city/:slug')).not.toHaveLength(0),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    serveNotifications([]);
    renderApp('/notifications', { auth: signedInAs() });
    expect(
      await screen.findByText(
        'Nothing yet. When an event you’re going to changes, you’ll hear about it here.',
      ),
    ).toBeInTheDocument();
  });

  it('puts the bell in the bottom bar on a phone', async () => {
    setViewportWidth(375);
    serveNotifications([notice()]);
    renderApp('/notifications', { auth: signedInAs() });
    const bar = (await screen.findAllByRole('navigation', { name: 'Main' })).at(-1)!;
    expect(
      await within(bar).findByRole('link', {
        name: 'Alerts',
        description: '1 unread notification',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /^Notifications/ }),
    ).toBeNull();
    // The list's own read answers before the next test starts, not into it.
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('asks visitors to log in and never asks for a count', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    renderApp('/notifications');
    expect(
      await screen.findByRole('heading', { name: 'Log in to see your notifications' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/notifications/unread-count')).toHaveLength(0);
  });
});

describe('notification settings', () => {
  it('shows every kind by channel and saves a change', async () => {
    const preferences: NotificationPreference[] = NOTIFICATION_KINDS.map((kind) => ({
      kind,
      ...DEFAULT_NOTIFICATION_CHANNELS[kind],
    }));
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/auth/list-accounts', { body: [{ providerId: 'credential' }] });
    api.on('GET /api/account/sessions', { body: { sessions: [] } });
    api.on('GET /api/blocks', { body: { blocked: [] } });
    api.on('GET /api/notifications/preferences', { body: { preferences } });
    api.on('PUT /api/notifications/preferences', ({ body }) => {
      const [changed] = (body as { preferences: NotificationPreference[] }).preferences;
      return {
        body: {
          preferences: preferences.map((item) => (item.kind === changed!.kind ? changed : item)),
        },
      };
    });
    renderApp('/profile/settings', { auth: signedInAs() });

    const reminderMail = await screen.findByRole('checkbox', { name: 'Reminders: E-mail' });
    expect(reminderMail).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Accepted requests: E-mail' })).not.toBeChecked();
    await userEvent.click(reminderMail);
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/notifications/preferences')[0]!.body).toEqual({
      preferences: [{ kind: 'event_reminder', inApp: true, email: false, push: true }],
    });
    expect(reminderMail).not.toBeChecked();
    // The hosting kinds have their rows too.
    for (const label of [
      'New from crews you follow',
      'Hosting invitations',
      'Announcements from hosts',
      'Requests to join',
      'Answers to your requests',
    ]) {
      expect(screen.getByRole('checkbox', { name: `${label}: E-mail` })).toBeInTheDocument();
    }
  });

  it('lists the hosting kinds, each leading where it is answered', async () => {
    const eventId = '2d0f6c2e-6b1a-4c3e-9f1a-000000000001';
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    serveNotifications([
      notice({
        id: '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a11',
        kind: 'host_invite',
        title: 'ana.waves invites you to co-host Sunset jam',
        body: 'Accept or decline on the event’s page.',
        link: `/events/event/${eventId}`,
        createdAt: at(1),
      }),
      notice({
        id: '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a12',
        kind: 'rsvp_request',
        title: 'rui asks to go to Sunset jam',
        body: 'Accept or decline from the guest list.',
        link: `/events/event/${eventId}/guests`,
        createdAt: at(2),
      }),
      notice({
        id: '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a13',
        kind: 'announcement',
        title: 'Sunset jam: a word from the hosts',
        body: 'Bring a wetsuit.',
        link: `/events/event/${eventId}`,
        createdAt: at(3),
      }),
      notice({
        id: '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a14',
        kind: 'crew_event',
        title: 'Foz Surf Club has a new event',
        body: 'Sunset jam',
        link: '/portugal/peniche/events/sunset-jam',
        createdAt: at(4),
      }),
      notice({
        id: '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a15',
        kind: 'rsvp_answered',
        title: 'You’re going to Sunset jam',
        body: 'The hosts accepted your request.',
        link: '/portugal/peniche/events/sunset-jam',
        createdAt: at(5),
      }),
    ]);
    renderApp('/notifications', { auth: signedInAs() });
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(list.getByRole('link', { name: /invites you to co-host/ })).toHaveAttribute(
      'href',
      `/events/event/${eventId}`,
    );
    expect(list.getByRole('link', { name: /rui asks to go/ })).toHaveAttribute(
      'href',
      `/events/event/${eventId}/guests`,
    );
    expect(list.getByRole('link', { name: /a word from the hosts/ })).toBeInTheDocument();
    expect(list.getByRole('link', { name: /Foz Surf Club has a new event/ })).toBeInTheDocument();
    expect(list.getByRole('link', { name: /The hosts accepted your request/ })).toBeInTheDocument();
  });
});

describe('/unsubscribe', () => {
  it('asks first, then stops that kind of e-mail without signing in', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/unsubscribe', {
      body: { kinds: ['event_reminder'], label: 'Reminders', unsubscribed: false },
    });
    api.on('POST /api/unsubscribe', {
      body: { kinds: ['event_reminder'], label: 'Reminders', unsubscribed: true },
    });
    renderApp('/unsubscribe?token=abc.def');
    expect(await screen.findByText('Stop e-mails about Reminders?')).toBeInTheDocument();
    expect(api.callsTo('POST /api/unsubscribe')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(
      await screen.findByText('You won’t get e-mails about Reminders any more.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/unsubscribe')[0]!.query.get('token')).toBe('abc.def');
    expect(screen.getByRole('link', { name: 'Choose which e-mails you get' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
  });

  it('shows the server’s message for a link it did not make', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/unsubscribe', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'This unsubscribe link is not valid. Change your e-mails in your settings.',
        },
      },
    });
    renderApp('/unsubscribe?token=forged');
    expect(
      await screen.findByText(
        'This unsubscribe link is not valid. Change your e-mails in your settings.',
      ),
    ).toBeInTheDocument();
  });
});
