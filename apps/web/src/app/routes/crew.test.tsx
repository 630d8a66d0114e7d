import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crewAnswer, OWNER } from '@/features/crews/testing/crew-fixtures';
import { buildEventCard } from '@/features/events/testing/event-fixtures';
import { renderApp, signedInAs } from '@/test/render-app';
import { notFoundReply, Reply, serveApi } from '@/test/serve-api';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

const PAGE = '/crew/ribeira-surf-club';
const API = 'GET /api/crews/ribeira-surf-club';
const member = signedInAs({ id: 'user-kai', username: 'kai', email: 'kai@example.com' });

describe('crew page', () => {
  it('shows a visitor the crew, its events and feeds, and sends Follow to log in', async () => {
    serveApi({
      [API]: () =>
        crewAnswer({
          upcomingEvents: [buildEventCard({ title: 'Dawn patrol' })],
          pastEvents: [buildEventCard({ title: 'Board swap' })],
        }),
      // Follow leads to the sign-in page, which reads how members may sign in.
      'GET /api/auth-config': () => ({
        emailVerification: true,
        providers: { google: false, facebook: false },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PAGE);
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Ribeira Surf Club' }),
    ).toBeInTheDocument();
    const about = within(main.getByRole('region', { name: 'About this crew' }));
    expect(about.getByText('Dawn sessions and board swaps on the Ribeira reef.')).toBeVisible();
    expect(about.getByText('12 followers')).toBeInTheDocument();
    expect(about.getByRole('link', { name: 'Ericeira' })).toHaveAttribute(
      'href',
      '/portugal-ericeira-area',
    );
    expect(about.getByRole('link', { name: /ribeira-surf-club\.example\.com/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(about.getByRole('link', { name: /ines/ })).toHaveAttribute('href', '/user/user-owner');
    const upcoming = within(main.getByRole('region', { name: 'Upcoming events' }));
    expect(upcoming.getByRole('link', { name: 'Dawn patrol' })).toBeInTheDocument();
    expect(upcoming.getByRole('link', { name: /Atom feed/ })).toHaveAttribute(
      'href',
      '/api/feeds/crews/ribeira-surf-club/events.atom',
    );
    const past = within(main.getByRole('region', { name: 'Past events' }));
    expect(past.getByRole('link', { name: 'Board swap' })).toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Edit crew' })).not.toBeInTheDocument();
    expect(main.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(PAGE)}`);
  });

  it('lets a member follow and unfollow, with the server’s count', async () => {
    let following = false;
    const calls = serveApi({
      [API]: () =>
        crewAnswer({
          followerCount: following ? 13 : 12,
          viewer: { following, role: null, invitedAs: null },
        }),
      'PUT /api/crews/ribeira-surf-club/follow': () => {
        following = true;
        return { following: true, followerCount: 13 };
      },
      'DELETE /api/crews/ribeira-surf-club/follow': () => {
        following = false;
        return { following: false, followerCount: 12 };
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE, { auth: member });
    const main = within(screen.getByRole('main'));
    await user.click(await main.findByRole('button', { name: 'Follow' }));
    expect(await main.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(await main.findByText('13 followers')).toBeInTheDocument();
    expect(main.getByText(/You will hear when Ribeira Surf Club publishes/)).toBeInTheDocument();
    await user.click(main.getByRole('button', { name: 'Following' }));
    expect(await main.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('gives an invited member the invitation to accept', async () => {
    let accepted = false;
    serveApi({
      [API]: () =>
        crewAnswer({
          viewer: accepted
            ? { following: false, role: 'host', invitedAs: null }
            : { following: false, role: null, invitedAs: 'host' },
        }),
      'POST /api/crews/ribeira-surf-club/invitation': () => {
        accepted = true;
        return { role: 'host' };
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE, { auth: member });
    const banner = within(
      await screen.findByRole('region', {
        name: 'You are invited to join Ribeira Surf Club as a host',
      }),
    );
    expect(banner.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(banner.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You joined Ribeira Surf Club')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /You are invited/ })).not.toBeInTheDocument();
  });

  it('lets an invited member decline, which removes their own invitation', async () => {
    let declined = false;
    const calls = serveApi({
      [API]: () =>
        crewAnswer({
          viewer: { following: false, role: null, invitedAs: declined ? null : 'checkin' },
        }),
      'DELETE /api/crews/ribeira-surf-club/members': () => {
        declined = true;
        return { members: [] };
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE, { auth: member });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined to join Ribeira Surf Club')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      '/api/crews/ribeira-surf-club/members/user-kai',
    );
  });

  it('gives the owner Edit and the members panel: invite, change a role, the server’s refusal', async () => {
    const owner = signedInAs({ id: OWNER.id, username: OWNER.username });
    const members = [
      OWNER,
      { id: 'user-kai', username: 'kai', avatarUrl: null, role: 'host', status: 'accepted' },
    ] as const;
    const calls = serveApi({
      [API]: () =>
        crewAnswer({
          members: [...members],
          viewer: { following: false, role: 'owner', invitedAs: null },
        }),
      'POST /api/crews/ribeira-surf-club/members': () =>
        new Reply(400, {
          error: { code: 'bad_request', message: 'There is no member with that username.' },
        }),
      'PATCH /api/crews/ribeira-surf-club/members': () =>
        new Reply(409, {
          error: {
            code: 'conflict',
            message: 'A crew needs an owner. Make someone else an owner first.',
          },
        }),
    });
    const user = userEvent.setup();
    renderApp(PAGE, { auth: owner });
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Edit crew' })).toHaveAttribute(
      'href',
      '/crew/ribeira-surf-club/edit',
    );
    const panel = within(main.getByRole('region', { name: 'Members' }));
    expect(panel.getByRole('combobox', { name: 'Role of kai' })).toHaveValue('host');

    await user.click(panel.getByRole('button', { name: 'Invite' }));
    expect(panel.getByRole('textbox', { name: 'Invite by username' })).toHaveAccessibleDescription(
      'Enter the username of the member to invite.',
    );
    await user.type(panel.getByRole('textbox', { name: 'Invite by username' }), 'nobody');
    await user.click(panel.getByRole('button', { name: 'Invite' }));
    expect(await panel.findByText('There is no member with that username.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'nobody',
      role: 'host',
    });

    await user.selectOptions(panel.getByRole('combobox', { name: 'Role of ines' }), 'host');
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'A crew needs an owner. Make someone else an owner first.',
    );
    expect(calls.find((call) => call.method === 'PATCH')?.path).toBe(
      '/api/crews/ribeira-surf-club/members/user-owner',
    );
  });

  it('an unknown crew gets the not-found page', async () => {
    serveApi({ 'GET /api/crews': () => notFoundReply('There is no crew at this address.') });
    renderApp('/crew/no-such-crew');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
