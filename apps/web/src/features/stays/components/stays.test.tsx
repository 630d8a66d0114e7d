import type { Area, MyStay, StaysAroundResponse } from '@lineup/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { findToast, renderWithClient } from '@/test/render-with-client';
import { MemberStays } from './member-stays';
import { MyStays } from './my-stays';
import { WhileYoureIn } from './while-youre-in';

const api = installFakeApi();
beforeEach(() => api.reset());

const peniche: Area = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Peniche',
  slug: 'portugal-peniche-area',
  country: 'Portugal',
  countrySlug: 'portugal',
  description: '',
  timeZone: 'Europe/Lisbon',
  latitude: 39.36,
  longitude: -9.38,
  displayOrder: 0,
  eventCount: 0,
  upcomingEventCount: 0,
};
const baleal = { id: '22222222-2222-4222-8222-222222222222', name: 'Baleal' };

const stay = (overrides: Partial<MyStay> = {}): MyStay => ({
  id: '33333333-3333-4333-8333-333333333333',
  area: { id: peniche.id, name: 'Peniche', slug: peniche.slug, timeZone: 'Europe/Lisbon' },
  city: null,
  arrivesOn: '2027-06-03',
  leavesOn: '2027-06-10',
  note: '',
  visibility: 'friends',
  ...overrides,
});

const ana = { id: 'member-ana', username: 'ana', avatarUrl: null };
const kai = { id: 'member-kai', username: 'kai', avatarUrl: null };

describe('Your stays', () => {
  it('adds a stay with a town, a note and who may see it, then lists it', async () => {
    const user = userEvent.setup();
    let saved: MyStay[] = [];
    api.on('GET /api/stays', () => ({ body: { stays: saved } }));
    api.on('GET /api/areas/:area/towns', { body: { towns: [baleal] } });
    api.on('POST /api/stays', () => {
      saved = [stay({ city: baleal, note: 'dawn patrol buddies?', visibility: 'everyone' })];
      return { status: 201, body: { stay: saved[0] } };
    });
    renderWithClient(<MyStays viewerId="me" areas={[peniche]} />);
    expect(await screen.findByText(/No stays yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a stay' });
    await user.selectOptions(within(dialog).getByLabelText('Area'), peniche.slug);
    await within(dialog).findByRole('option', { name: 'Baleal' });
    await user.selectOptions(within(dialog).getByLabelText('Town'), baleal.id);
    await user.type(within(dialog).getByLabelText('Arriving'), '2027-06-03');
    await user.type(within(dialog).getByLabelText('Leaving'), '2027-06-10');
    await user.type(within(dialog).getByLabelText('Note'), 'dawn patrol buddies?');
    await user.click(within(dialog).getByRole('radio', { name: /Everyone on Lineup/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add stay' }));

    await findToast('Stay added');
    expect(api.callsTo('POST /api/stays')[0]?.body).toEqual({
      area: peniche.slug,
      cityId: baleal.id,
      arrivesOn: '2027-06-03',
      leavesOn: '2027-06-10',
      note: 'dawn patrol buddies?',
      visibility: 'everyone',
    });
    const list = await screen.findByRole('list', { name: 'Your stays' });
    expect(list).toHaveTextContent('Peniche · Baleal, 3–10 June');
    expect(list).toHaveTextContent('Seen by: Everyone on Lineup · dawn patrol buddies?');
  });

  it('checks the dates before sending, and shows the server’s word on a field', async () => {
    const user = userEvent.setup();
    api.on('GET /api/stays', { body: { stays: [] } });
    api.on('GET /api/areas/:area/towns', { body: { towns: [] } });
    api.on('POST /api/stays', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields need another look.',
          details: {
            target: 'json',
            issues: [
              { path: 'leavesOn', message: 'This stay is already over: give dates from today on.' },
            ],
          },
        },
      },
    });
    renderWithClient(<MyStays viewerId="me" areas={[peniche]} />);
    await user.click(await screen.findByRole('button', { name: 'Add a stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a stay' });
    await user.selectOptions(within(dialog).getByLabelText('Area'), peniche.slug);
    await user.type(within(dialog).getByLabelText('Arriving'), '2027-06-10');
    await user.type(within(dialog).getByLabelText('Leaving'), '2027-06-03');
    await user.click(within(dialog).getByRole('button', { name: 'Add stay' }));
    expect(
      await within(dialog).findByText('The day you leave can’t be before the day you arrive.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/stays')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Leaving'));
    await user.type(within(dialog).getByLabelText('Leaving'), '2027-06-12');
    await user.click(within(dialog).getByRole('button', { name: 'Add stay' }));
    expect(
      await within(dialog).findByText('This stay is already over: give dates from today on.'),
    ).toBeInTheDocument();
  });

  it('opens a stay for editing with its town chosen, and saves the whole stay', async () => {
    const user = userEvent.setup();
    const mine = stay({ city: baleal, note: 'dawn patrol', visibility: 'everyone' });
    api.on('GET /api/stays', { body: { stays: [mine] } });
    api.on('GET /api/areas/:area/towns', { body: { towns: [baleal] } });
    api.on('PUT /api/stays/:id', { body: { stay: { ...mine, leavesOn: '2027-06-12' } } });
    renderWithClient(<MyStays viewerId="me" areas={[peniche]} />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Peniche · Baleal, 3–10 June' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit stay' });
    await waitFor(() => expect(within(dialog).getByLabelText('Town')).toHaveValue(baleal.id));
    await user.clear(within(dialog).getByLabelText('Leaving'));
    await user.type(within(dialog).getByLabelText('Leaving'), '2027-06-12');
    await user.click(within(dialog).getByRole('button', { name: 'Save stay' }));
    await findToast('Stay updated');
    expect(api.callsTo('PUT /api/stays/:id')[0]?.body).toEqual({
      area: peniche.slug,
      cityId: baleal.id,
      arrivesOn: '2027-06-03',
      leavesOn: '2027-06-12',
      note: 'dawn patrol',
      visibility: 'everyone',
    });
  });

  it('removes a stay after asking', async () => {
    const user = userEvent.setup();
    let stays = [stay()];
    api.on('GET /api/stays', () => ({ body: { stays } }));
    api.on('DELETE /api/stays/:id', () => {
      stays = [];
      return { status: 204 };
    });
    renderWithClient(<MyStays viewerId="me" areas={[peniche]} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Peniche, 3–10 June' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this stay?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove stay' }));
    await findToast('Stay removed');
    expect(api.callsTo('DELETE /api/stays/:id')[0]?.params.id).toBe(stay().id);
    expect(await screen.findByText(/No stays yet/)).toBeInTheDocument();
  });
});

describe("While you're in", () => {
  const around: StaysAroundResponse = {
    stay: stay(),
    friends: [
      {
        ...stay({ id: '44444444-4444-4444-8444-444444444444' }),
        arrivesOn: '2027-06-05',
        leavesOn: '2027-06-12',
        member: ana,
      },
    ],
    others: [
      {
        ...stay({ id: '55555555-5555-4555-8555-555555555555', city: baleal }),
        note: 'longboarder, looking for dawn-patrol buddies',
        member: kai,
        relation: { state: 'none', friendshipId: null },
      },
    ],
    plans: [],
  };

  it('names the stay, the friends and the others around, and the events of those days', async () => {
    api.on('GET /api/stays/around', { body: around });
    renderWithClient(
      <WhileYoureIn
        viewerId="me"
        renderEvents={(filters, label) => (
          <p>
            {label}: {filters.area} {filters.from}..{filters.to}
          </p>
        )}
        renderPlan={(plan) => plan.title}
        renderFriendAction={(member) => <button type="button">Add {member.username}</button>}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: "While you're in Peniche, 3–10 June" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Friends around' })).toHaveTextContent(
      'ana is in Peniche 5–12 June',
    );
    const others = screen.getByRole('list', { name: 'Also around' });
    expect(others).toHaveTextContent('kai is in Peniche · Baleal 3–10 June');
    expect(others).toHaveTextContent('“longboarder, looking for dawn-patrol buddies”');
    expect(within(others).getByRole('button', { name: 'Add kai' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Events in Peniche, 3–10 June: portugal-peniche-area 2027-06-03..2027-06-10',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/stays/around')[0]?.query.get('area')).toBeNull();
  });

  it('shows nothing without a stay', async () => {
    api.on('GET /api/stays/around', { body: { stay: null, friends: [], others: [], plans: [] } });
    renderWithClient(
      <WhileYoureIn
        viewerId="me"
        area="portugal-peniche-area"
        renderEvents={() => null}
        renderPlan={() => null}
        renderFriendAction={() => null}
      />,
    );
    await waitFor(() => expect(api.callsTo('GET /api/stays/around')).toHaveLength(1));
    expect(api.callsTo('GET /api/stays/around')[0]?.query.get('area')).toBe(
      'portugal-peniche-area',
    );
    expect(screen.queryByRole('heading', { name: /While you're in/ })).not.toBeInTheDocument();
  });
});

describe('Without a stay ahead', () => {
  it('home invites the member to add one, on their profile', async () => {
    api.on('GET /api/stays/around', { body: { stay: null, friends: [], others: [], plans: [] } });
    renderWithClient(
      <WhileYoureIn
        viewerId="me"
        invite
        renderEvents={() => null}
        renderPlan={() => null}
        renderFriendAction={() => null}
      />,
    );
    const invite = await screen.findByRole('region', { name: 'Heading somewhere on the coast?' });
    expect(within(invite).getByRole('link', { name: 'Add a stay' })).toHaveAttribute(
      'href',
      '/profile#your-stays',
    );
  });
});

describe('A member’s stays on their profile', () => {
  it('lists the stays shared with the reader', async () => {
    api.on('GET /api/users/:id/stays', {
      body: { stays: [{ ...stay({ note: 'here for the swell' }), member: ana }] },
    });
    renderWithClient(<MemberStays viewerId="me" memberId={ana.id} name="ana" />);
    const list = await screen.findByRole('list', { name: "ana's stays" });
    expect(list).toHaveTextContent('Peniche, 3–10 June');
    expect(list).toHaveTextContent('“here for the swell”');
  });
});
