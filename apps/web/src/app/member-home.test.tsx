import type { FriendActivityResponse, MyRsvpsResponse, PlanCard } from '@lineup/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedOutState } from '@/features/auth/auth-context';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import { buildEventCard, eventPage } from '@/features/events/testing/event-fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 8000 });
const api = installFakeApi();
afterEach(() => api.reset());

const HERO = /Find your people/;

// In Ericeira on 2 July 2030 the sun rises at 06:16 and sets at 21:07, Lisbon time.
const dawnPlan: MyRsvpsResponse['plans'][number] = {
  id: '99999999-0000-4000-8000-000000000001',
  title: 'Dawn patrol at Ribeira',
  description: 'Coffee after.',
  vibe: null,
  location: 'Ribeira d’Ilhas car park',
  startsAt: '2030-07-02T05:45:00+01:00',
  timeZone: 'Europe/Lisbon',
  area: { name: 'Ericeira', slug: 'portugal-ericeira-area' },
  visibility: 'friends',
  spotsLimit: null,
  memberCount: 2,
  creator: { id: 'user-1', username: 'ines', avatarUrl: null },
  repeats: null,
  repeatRule: null,
  joined: false,
};
const sunsetGig = {
  ...buildEventCard({
    title: 'Sunset session at Foz do Lizandro',
    startDate: '2030-07-02T20:30:00+01:00',
    endDate: '2030-07-02T22:30:00+01:00',
    light: 'golden-hour',
  }),
  myRsvp: 'going' as const,
};
const marketLater = {
  ...buildEventCard({
    title: 'Harbour market',
    category: 'market',
    startDate: '2030-07-09T10:00:00+01:00',
    endDate: '2030-07-09T14:00:00+01:00',
  }),
  myRsvp: 'interested' as const,
};

const friendsPlan: PlanCard = {
  ...dawnPlan,
  id: '99999999-0000-4000-8000-000000000002',
  title: 'Board swap at the harbour',
  creator: { id: 'user-2', username: 'joana', avatarUrl: null },
};
const friendActivity: FriendActivityResponse = {
  items: [
    {
      kind: 'plan',
      id: friendsPlan.id,
      title: friendsPlan.title,
      path: `/casual-plans?plan=${friendsPlan.id}`,
      startsAt: '2030-07-03T17:00:00+01:00',
      timeZone: 'Europe/Lisbon',
      areaName: 'Ericeira',
      place: 'The harbour',
      visibility: 'friends',
      friends: [{ id: 'user-2', username: 'joana', avatarUrl: null, role: 'created' }],
    },
  ],
};

/** What every home asks for: the areas and the area's lists. */
function serveHomeLists() {
  api.on('GET /api/areas', { body: { areas: buildAreas() } });
  api.on('GET /api/events', {
    body: eventPage([
      buildEventCard({ title: 'Reef clean-up', startDate: '2030-07-04T09:00:00+01:00' }),
    ]),
  });
  api.on('GET /api/plans', { body: { plans: [] } });
}

/** What a member's home asks for besides. */
function serveMember(rsvps: MyRsvpsResponse, activity: FriendActivityResponse = { items: [] }) {
  serveHomeLists();
  api.on('GET /api/me/rsvps', { body: rsvps });
  api.on('GET /api/friends/activity', { body: activity });
  api.on('GET /api/stays/around', {
    body: { stay: null, friends: [], others: [], plans: [] },
  });
  api.on('GET /api/crews/following/events', { body: { events: [] } });
}

describe('a signed-in member’s home', () => {
  it('starts with them: a greeting, then their next events and plans, soonest first', async () => {
    serveMember(
      { upcoming: [sunsetGig, marketLater], past: [], plans: [dawnPlan] },
      friendActivity,
    );
    renderApp('/', { auth: signedInAs({ username: 'ines' }) });

    const greeting = await screen.findByRole('heading', { level: 1, name: /, ines$/ });
    expect(greeting).toHaveTextContent(/^Good (morning|afternoon|evening), ines$/);
    expect(screen.queryByText(HERO)).not.toBeInTheDocument();

    const next = await screen.findByRole('list', { name: 'Your next events and plans' });
    const items = within(next).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Dawn patrol at Ribeira',
      'Sunset session at Foz do Lizandro',
      'Harbour market',
    ]);

    // Each in its area's time, with the day's light.
    const [plan, gig] = items as [HTMLElement, HTMLElement];
    expect(within(plan).getByText('Your plan')).toBeInTheDocument();
    expect(within(plan).getByText('Lisbon time')).toBeInTheDocument();
    expect(within(plan).getByText('Sunrise at 06:16, sunset at 21:07')).toBeInTheDocument();
    expect(within(plan).getByText('Dawn')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Dawn patrol at Ribeira' })).toHaveAttribute(
      'href',
      `/casual-plans?plan=${dawnPlan.id}`,
    );
    expect(within(gig).getByText('Going')).toBeInTheDocument();
    expect(within(gig).getByText('Golden hour')).toBeInTheDocument();
    expect(within(gig).getByRole('link', { name: sunsetGig.title })).toHaveAttribute(
      'href',
      sunsetGig.path,
    );
    expect(screen.getByRole('link', { name: /All your plans/ })).toHaveAttribute(
      'href',
      '/my-events',
    );

    // Then where friends are heading, and the area's own lists.
    const friends = await screen.findByRole('list', { name: 'Friends are going to' });
    expect(within(friends).getByText('Board swap at the harbour')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Today on the coast' })).toBeInTheDocument();
    expect((await screen.findAllByText('Reef clean-up')).length).toBeGreaterThan(0);
    // Their plans come before everything else on the page.
    expect(next.compareDocumentPosition(friends) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 20_000);

  it('invites a new member with nothing yet to Discover or to make a plan', async () => {
    serveMember({ upcoming: [], past: [], plans: [] });
    renderApp('/', { auth: signedInAs({ username: 'newbie' }) });

    const nothing = (await screen.findByText('Nothing planned yet')).parentElement!;
    expect(within(nothing).getByRole('link', { name: 'Discover events' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(within(nothing).getByRole('link', { name: 'Make a plan' })).toHaveAttribute(
      'href',
      '/casual-plans/create',
    );
    expect(screen.queryByText(HERO)).not.toBeInTheDocument();
  });
});

describe('home for a visitor', () => {
  it('is the page it always was, and asks nothing about members', async () => {
    serveHomeLists();
    renderApp('/');

    expect(await screen.findByText(HERO)).toBeInTheDocument();
    expect((await screen.findAllByText('Reef clean-up')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Your next events and plans' })).toBeNull();
    expect(api.callsTo('GET /api/me/rsvps')).toHaveLength(0);
  }, 20_000);

  it('does not show the hero to a member whose session is still being read', async () => {
    serveHomeLists();
    // The browser renders a member's home from the empty shell (no server render to hydrate).
    renderApp('/', { auth: { ...signedOutState, status: 'loading' } });

    expect(await screen.findByRole('status', { name: 'Loading your home' })).toBeInTheDocument();
    expect(screen.queryByText(HERO)).not.toBeInTheDocument();
  });
});
