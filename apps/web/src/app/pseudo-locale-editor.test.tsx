import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area, EditableEvent, PlanListItem } from '@lineup/contracts';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPlanDetail, PLAN_ID } from '@/features/plans/testing/plan-fixtures';
import { loadI18n } from '@/lib/i18n';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';
import { untranslatedWords } from '@/test/untranslated';
import { weeklyRule } from '@/test/series-rules';

// The event form (each of its parts, as a member opens them), the edit page, and the casual
// plans: the board, a plan's quick view, its page, and the form that makes or edits one,
// rendered in Lingui's pseudo-locale: every text from a catalog comes out with accented letters,
// so a word in plain ASCII letters was written into a component without one.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
const api = installFakeApi();

const ME = 'member-ines';
const EVENT_ID = '44444444-4444-4444-8444-444444444444';

// The pseudo-locale is no language Intl knows: its days, months and lists come out in English,
// as the platform writes them (each real language has its own).
const PLATFORM_WORDS = [
  ...'Mon Tue Wed Thu Fri Sat Sun Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  ...'and GMT'.split(' '),
];
// The fake API's data (titles, places, names), the zone's city, and what is the same everywhere.
const DATA = [
  ...'Sunset session Dawn patrol at Ribeira Ericeira Portugal Lisbon ines joana'.split(' '),
  ...'Coffee after the kiosk Mellow car park Ilhas surf level longboard'.split(' '),
  ...'https maps app goo gl Europe'.split(' '),
];
const untranslated = (element: HTMLElement) =>
  untranslatedWords(element, [...PLATFORM_WORDS, ...DATA]);

const ericeira: Area = {
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
};

const event: EditableEvent = {
  id: EVENT_ID,
  path: '/portugal/ericeira/events/sunset-session',
  status: 'published',
  title: 'Sunset session',
  description: '',
  locale: 'en',
  translations: [],
  category: 'surf',
  vibe: null,
  tags: ['longboard'],
  area: { id: ericeira.id, name: 'Ericeira', slug: ericeira.slug, timeZone: 'Europe/Lisbon' },
  venue: null,
  specificVenue: null,
  startLocal: '2099-07-04T18:30',
  endLocal: '2099-07-04T21:00',
  capacity: null,
  priceText: null,
  externalUrl: null,
  imageUrl: null,
  crew: null,
  goingCount: 2,
  interestedCount: 1,
  series: {
    id: '55555555-5555-4555-8555-555555555555',
    repeats: '',
    rule: weeklyRule(['TU']),
    followingCount: 3,
  },
};

let i18n: I18n;
const pseudo = () => ({ i18n });
/** A text as the pseudo-locale writes it, to find a control by its name. */
const said = (descriptor: MessageDescriptor) => i18n._(descriptor);

beforeEach(async () => {
  i18n = await loadI18n('pseudo');
  api.reset();
  api.on('GET /api/areas', { body: { areas: [ericeira] } });
  api.on('GET /api/crews/mine', { body: { running: [], following: [], invitations: [] } });
  api.on('GET /api/venues', { body: { venues: [] } });
});

// `main` by its tag: an open dialog hides it from the accessibility tree.
const main = () => document.querySelector('main')!;

describe('in the pseudo-locale, the event form', () => {
  it('asks a visitor to log in, in the catalogs’ words', async () => {
    renderApp('/events/create', { ...pseudo() });
    await screen.findByText(said(msg`Log in to add events`));
    expect(untranslated(main())).toEqual([]);
  });

  it('tells another member the event is not theirs, in the catalogs’ words', async () => {
    api.on('GET /api/events/:id/edit', {
      status: 403,
      body: { error: { code: 'forbidden', message: 'You can only change events you host.' } },
    });
    renderApp(`/events/${EVENT_ID}/edit`, { auth: signedInAs({ id: ME }), ...pseudo() });
    await within(main()).findByText(said(msg`You can only edit events you host.`));
    expect(untranslated(main())).toEqual([]);
  });

  it('says nothing that is not in the catalogs, in any of its parts', async () => {
    const user = userEvent.setup();
    renderApp('/events/create', { auth: signedInAs({ id: ME }), ...pseudo() });
    await within(main()).findAllByRole('textbox');
    expect(untranslated(main())).toEqual([]);

    // Saved empty: every field says what it needs.
    await user.click(within(main()).getByRole('button', { name: said(msg`Publish`) }));
    await within(main()).findAllByRole('alert');
    expect(untranslated(main())).toEqual([]);

    // A start, a weekly repeat, a new venue, a tag, and a question with choices.
    fireEvent.change(within(main()).getByLabelText(said(msg`Starts`)), {
      target: { value: '2099-07-04T18:30' },
    });
    await user.selectOptions(within(main()).getByLabelText(said(msg`Repeats`)), 'weekly');
    await user.click(within(main()).getByRole('radio', { name: said(msg`New venue`) }));
    await user.type(within(main()).getByLabelText(said(msg`Tags`)), 'longboard,');
    await user.click(within(main()).getByRole('button', { name: said(msg`Add a question`) }));
    await user.selectOptions(within(main()).getByLabelText(said(msg`Kind of answer`)), 'single');
    expect(untranslated(main())).toEqual([]);

    await user.selectOptions(within(main()).getByLabelText(said(msg`Repeats`)), 'monthly');
    await user.click(within(main()).getByRole('radio', { name: said(msg`No venue`) }));
    await user.click(within(main()).getByRole('button', { name: said(msg`Publish`) }));
    expect(untranslated(main())).toEqual([]);
  });

  it('the edit page, with its sessions and its cancel and delete, says nothing that is not in the catalogs', async () => {
    const user = userEvent.setup();
    api.on('GET /api/events/:id/edit', { body: { event } });
    api.on('GET /api/events/:id/guest-settings', {
      body: {
        requiresApproval: true,
        questions: [
          {
            id: '66666666-6666-4666-8666-666666666666',
            kind: 'single',
            label: 'Surf level',
            options: ['Mellow', 'Ericeira'],
            required: true,
          },
        ],
      },
    });
    renderApp(`/events/${EVENT_ID}/edit`, { auth: signedInAs({ id: ME }), ...pseudo() });
    await within(main()).findByDisplayValue('Sunset session');
    expect(untranslated(main())).toEqual([]);

    await user.click(within(main()).getByRole('button', { name: said(msg`Cancel event`) }));
    expect(untranslated(await screen.findByRole('alertdialog'))).toEqual([]);
  });
});

function listItem(overrides: Partial<PlanListItem> = {}): PlanListItem {
  const { members: _members, waitlist: _waitlist, series: _series, ...plan } = buildPlanDetail();
  return {
    ...plan,
    spotsLeft: 3,
    ...overrides,
  } as PlanListItem;
}

describe('in the pseudo-locale, casual plans', () => {
  it('the board and a plan’s quick view say nothing that is not in the catalogs', async () => {
    api.on('GET /api/plans', {
      body: { plans: [listItem(), listItem({ id: 'x', spotsLimit: null })] },
    });
    api.on('GET /api/plans/:id', {
      body: { plan: buildPlanDetail({ visibility: 'friends', members: [] }) },
    });
    renderApp(`/casual-plans?plan=${PLAN_ID}`, { ...pseudo() });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Dawn patrol at Ribeira');
    expect(untranslated(main())).toEqual([]);
    expect(untranslated(dialog)).toEqual([]);
  });

  it('asks a visitor to log in to make a plan, in the catalogs’ words', async () => {
    renderApp('/casual-plans/create', { ...pseudo() });
    await screen.findByText(said(msg`Log in to make a plan`));
    expect(untranslated(main())).toEqual([]);
  });

  it('the board with no plans says nothing that is not in the catalogs', async () => {
    api.on('GET /api/plans', { body: { plans: [] } });
    renderApp('/casual-plans', { ...pseudo() });
    await within(main()).findByRole('link', { name: said(msg`Make a plan`) });
    expect(untranslated(main())).toEqual([]);
  });

  it('the form that makes a plan says nothing that is not in the catalogs', async () => {
    const user = userEvent.setup();
    renderApp('/casual-plans/create', { auth: signedInAs({ id: ME }), ...pseudo() });
    await within(main()).findAllByRole('textbox');
    expect(untranslated(main())).toEqual([]);

    await user.selectOptions(within(main()).getByLabelText(said(msg`Area`)), 'ericeira');
    await user.selectOptions(within(main()).getByLabelText(said(msg`Repeats`)), 'weekly');
    await user.click(within(main()).getByRole('button', { name: said(msg`Post plan`) }));
    await within(main()).findAllByRole('alert');
    expect(untranslated(main())).toEqual([]);
  });

  it('a plan’s page, with its sessions and its creator’s edit and delete, says nothing that is not in the catalogs', async () => {
    const user = userEvent.setup();
    const mine = buildPlanDetail({
      isCreator: true,
      canEdit: true,
      creator: { id: ME, username: 'ines', avatarUrl: null },
      members: [
        {
          id: 'member-joana',
          username: 'joana',
          avatarUrl: null,
          joinedAt: '2027-07-01T10:00:00+01:00',
        },
      ],
      memberCount: 1,
      waitlist: [],
      series: {
        id: '55555555-5555-4555-8555-555555555555',
        repeats: '',
        rule: weeklyRule(['TU']),
        followingCount: 2,
        upcomingCount: 3,
        upcoming: [],
      },
    });
    api.on('GET /api/plans/:id', { body: { plan: mine } });
    api.on('GET /api/plans/:planId/sea', {
      status: 404,
      body: { error: { code: 'not_found', message: '' } },
    });
    renderApp(`/casual-plans/${PLAN_ID}`, { auth: signedInAs({ id: ME }), ...pseudo() });
    await within(main()).findByRole('heading', { level: 1, name: 'Dawn patrol at Ribeira' });
    const plan = main().querySelector('article')!;
    expect(untranslated(plan)).toEqual([]);

    await user.click(within(plan).getByRole('button', { name: said(msg`Delete`) }));
    expect(untranslated(plan)).toEqual([]);

    await user.click(within(plan).getByRole('button', { name: said(msg`Keep it`) }));
    await user.click(within(plan).getByRole('button', { name: said(msg`Edit`) }));
    await within(plan).findAllByRole('textbox');
    expect(untranslated(plan)).toEqual([]);
  });
});
