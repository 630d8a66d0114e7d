import {
  AnnouncementsResponse,
  EventDashboard,
  TicketResponse,
  type ModerationItem,
} from '@lineup/contracts';
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildAdminArea,
  buildAdminCity,
  buildAdminEvent,
  buildAdminMember,
  buildAuditEntry,
  page,
} from '@/features/admin/testing/admin-fixtures';
import { crewAnswer, OWNER } from '@/features/crews/testing/crew-fixtures';
import {
  buildGuest,
  buildGuests,
  EVENT_ID,
  QUESTION_ID,
  serveEvent,
} from '@/features/guests/testing/guests-fixtures';
import { buildEventDetail, buildEventHosts } from '@/features/events/testing/event-fixtures';
import { loadI18n } from '@/lib/i18n';
import { installFakeApi } from '@/test/fake-api';
import { untranslatedWords } from '@/test/untranslated';
import { renderApp, signedInAs } from '@/test/render-app';

// Crews, the hosts' pages (guests, ticket, check-in, dashboard), the admin panels and the
// moderation queue, rendered in Lingui's pseudo-locale: every text from a catalog comes out with
// accented letters, so a word in plain ASCII letters was written into a component without one.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });
const api = installFakeApi();
beforeEach(() => api.reset());

// Names that are the same in every language, and the fake API's data (names, titles, answers).
const SAME_IN_EVERY_LANGUAGE = new Set(['Lineup', 'https', 'CSV', 'JPEG', 'PNG', 'WebP', 'GIF']);
// The pseudo-locale is no language Intl knows: its relative times, months and day periods come
// out in English, as the platform writes them (each real language has its own).
const PLATFORM_WORDS =
  'ago minute minutes hour hours day days AM PM GMT BST Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(
    ' ',
  );

const untranslated = (element: HTMLElement, data: string[] = []) =>
  untranslatedWords(element, [...SAME_IN_EVERY_LANGUAGE, ...PLATFORM_WORDS, ...data]);

const CREW_DATA = [
  ...'Ribeira Surf Club Dawn sessions and board swaps on the reef Ericeira'.split(' '),
  ...'ribeira surf club example com ines kai'.split(' '),
];
const EVENT_DATA = 'Sunset session Foz Surf Shack Ericeira rui ines longboard fish'.split(' ');

function admin() {
  const state = signedInAs({ id: 'admin-1', username: 'harbour_master' });
  return {
    ...state,
    session: { ...state.session!, user: { ...state.session!.user, role: 'admin' } },
  };
}

const owner = () => signedInAs({ id: OWNER.id, username: OWNER.username });

const ownersCrew = () =>
  crewAnswer({
    viewer: { following: true, role: 'owner', invitedAs: null },
    members: [
      OWNER,
      { id: 'user-kai', username: 'kai', avatarUrl: null, role: 'host', status: 'invited' },
    ],
  });

const pseudo = async () => ({ i18n: await loadI18n('pseudo') });

describe('in the pseudo-locale, crews', () => {
  it('the crew page, with its owner’s members panel, says nothing that is not in the catalogs', async () => {
    api.on('GET /api/crews/:handle', { body: ownersCrew() });
    renderApp('/crew/ribeira-surf-club', { auth: owner(), ...(await pseudo()) });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Ribeira Surf Club' });
    await within(main).findByRole('combobox', { name: /kai/ });
    expect(
      untranslated(main, [...SAME_IN_EVERY_LANGUAGE, ...PLATFORM_WORDS, ...CREW_DATA]),
    ).toEqual([]);
  });

  it('the form that makes a crew says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    renderApp('/crews/create', { auth: owner(), ...(await pseudo()) });
    const main = screen.getByRole('main');
    await within(main).findAllByRole('textbox');
    expect(
      untranslated(main, [...SAME_IN_EVERY_LANGUAGE, ...PLATFORM_WORDS, ...CREW_DATA]),
    ).toEqual([]);
  });

  it('the form that edits a crew says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/crews/:handle', { body: ownersCrew() });
    renderApp('/crew/ribeira-surf-club/edit', { auth: owner(), ...(await pseudo()) });
    const main = screen.getByRole('main');
    await within(main).findByDisplayValue('Ribeira Surf Club');
    expect(
      untranslated(main, [...SAME_IN_EVERY_LANGUAGE, ...PLATFORM_WORDS, ...CREW_DATA]),
    ).toEqual([]);
  });
});

describe('in the pseudo-locale, the hosts’ pages', () => {
  const request = buildGuest({
    id: 'member-ines',
    username: 'ines',
    status: 'requested',
    answers: { [QUESTION_ID]: 'A longboard' },
  });
  const going = buildGuest({
    answers: { [QUESTION_ID]: 'yes' },
    checkedInAt: '2026-07-04T19:42:00+01:00',
  });

  it('the guest list says nothing that is not in the catalogs', async () => {
    serveEvent(api, { hostRole: 'owner', title: 'Sunset session' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([request, going]) });
    renderApp(`/events/event/${EVENT_ID}/guests`, { auth: signedInAs(), ...(await pseudo()) });
    const main = screen.getByRole('main');
    await within(main).findByRole('link', { name: 'ines' });
    expect(untranslated(main, [...EVENT_DATA, ...questionWords()])).toEqual([]);
  });

  it('the check-in desk says nothing that is not in the catalogs', async () => {
    serveEvent(api, { hostRole: 'owner', title: 'Sunset session' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([request, going]) });
    renderApp(`/events/event/${EVENT_ID}/check-in`, { auth: signedInAs(), ...(await pseudo()) });
    const main = screen.getByRole('main');
    await within(main).findByRole('searchbox');
    await within(main).findByText('Sunset session');
    expect(
      untranslated(main, [...SAME_IN_EVERY_LANGUAGE, ...PLATFORM_WORDS, ...EVENT_DATA]),
    ).toEqual([]);
  });

  it('the ticket says nothing that is not in the catalogs', async () => {
    serveEvent(api, { title: 'Sunset session', myRsvp: 'going' });
    api.on('GET /api/events/:id/ticket', {
      body: TicketResponse.parse({
        code: `lineup:${EVENT_ID}:member-rui:abcdefghijklmnopqrstuv`,
        guest: { id: 'member-rui', username: 'rui', avatarUrl: null },
        checkedInAt: '2026-07-04T19:42:00+01:00',
      }),
    });
    renderApp(`/events/event/${EVENT_ID}/ticket`, {
      auth: signedInAs({ id: 'member-rui', username: 'rui' }),
      ...(await pseudo()),
    });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { name: 'Sunset session' });
    // The ticket's code and the day and zone, which the date formatters write.
    const data = ['lineup', 'member', 'abcdefghijklmnopqrstuv', 'Lisbon', 'time'];
    expect(untranslated(main, [...EVENT_DATA, ...data, ...dayWords()])).toEqual([]);
  });

  it('the dashboard says nothing that is not in the catalogs', async () => {
    serveEvent(api, { hostRole: 'owner', title: 'Sunset session' });
    api.on('GET /api/events/:id/dashboard', {
      body: EventDashboard.parse({
        views: [{ day: '2026-07-01', views: 12 }],
        totalViews: 12,
        sources: [
          { source: 'instagram', views: 7 },
          { source: '', views: 5 },
        ],
        rsvps: [{ day: '2026-07-01', going: 3, interested: 2, waitlisted: 0, requested: 1 }],
        answers: [
          {
            questionId: QUESTION_ID,
            label: 'Do you need a board?',
            answered: 4,
            choices: [
              { option: 'yes', count: 3 },
              { option: 'no', count: 1 },
            ],
          },
        ],
        arrived: 2,
        going: 3,
      }),
    });
    renderApp(`/events/event/${EVENT_ID}/dashboard`, { auth: signedInAs(), ...(await pseudo()) });
    const main = screen.getByRole('main');
    await within(main).findByRole('progressbar');
    const data = ['instagram', 'Do', 'you', 'need', 'board'];
    expect(untranslated(main, [...EVENT_DATA, ...data, ...dayWords()])).toEqual([]);
  });
});

describe('in the pseudo-locale, hosting on the event page', () => {
  it('the hosts, the host tools and the announcements say nothing that is not in the catalogs', async () => {
    const event = buildEventDetail({ hostRole: 'owner', canEdit: true });
    api.on('GET /api/events/by-path/portugal/ericeira/sunset-session', {
      body: { kind: 'event', event },
    });
    api.on('GET /api/events/:id/hosts', {
      body: buildEventHosts({
        hosts: [
          { id: 'member-ana', username: 'ana.waves', avatarUrl: null, as: 'owner' },
          { id: 'member-marta', username: 'marta', avatarUrl: null, as: 'cohost' },
        ],
        invited: [{ id: 'member-sofia', username: 'sofia', avatarUrl: null, status: 'invited' }],
        viewerRole: 'owner',
      }),
    });
    api.on('GET /api/events/:id/guest-settings', {
      body: { requiresApproval: false, questions: [] },
    });
    api.on('GET /api/events/:id/waitlist', { body: { waitlist: [] } });
    api.on('GET /api/events/:id/announcements', {
      body: AnnouncementsResponse.parse({
        announcements: [
          {
            id: '5b1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a10',
            body: 'Bring a wetsuit',
            author: { id: 'member-ana', username: 'ana.waves', avatarUrl: null },
            audiences: ['going', 'waitlisted'],
            sendAt: '2099-07-03T18:00:00+01:00',
            sent: false,
          },
        ],
        muted: false,
      }),
    });
    renderApp('/portugal/ericeira/events/sunset-session', {
      auth: signedInAs({ id: 'member-ana', username: 'ana.waves' }),
      ...(await pseudo()),
    });
    const hosts = (await screen.findByRole('link', { name: 'marta' })).closest('section')!;
    const announcements = (await screen.findByText('Bring a wetsuit')).closest('section')!;
    const data = ['ana', 'waves', 'marta', 'sofia', 'AW', 'Bring', 'wetsuit', 'Lisbon', 'time'];
    expect(untranslated(hosts, data)).toEqual([]);
    expect(untranslated(announcements, [...data, ...dayWords()])).toEqual([]);
    const tools = document.querySelector('a[href$="/guests"]')!.closest('section')!;
    expect(untranslated(tools, data)).toEqual([]);
  });
});

const reported: ModerationItem = {
  kind: 'plan',
  id: '0b7e7c1e-62a4-4b2f-8d0e-6c1c6f2a9e11',
  count: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'unsafe', count: 1 },
  ],
  reporterNotes: ['Selling boards again'],
  firstReportedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  lastReportedAt: new Date(Date.now() - 600_000).toISOString(),
  handledAt: null,
  outcome: null,
  subject: {
    text: 'Free boards giveaway',
    author: { id: 'member-7', username: 'board_seller', avatarUrl: null },
    link: '/casual-plans',
    threadTitle: null,
    hidden: true,
    deleted: false,
  },
  notes: [
    {
      id: 'note-1',
      body: 'Looks like spam',
      author: { id: 'admin-2', username: 'tide', avatarUrl: null },
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    },
  ],
  actions: ['dismiss', 'hide', 'warn', 'ban', 'delete'],
};

const ADMIN_DATA = [
  ...'Ericeira Peniche Portugal Ribamar Hackerville joao harbour master Spam Rave'.split(' '),
  ...'Selling boards again Free giveaway board seller Looks like spam tide'.split(' '),
  ...'Sunset swim notifications deliver connect ECONNREFUSED smtp example surf yoga'.split(' '),
  ...'unicorn rodeo Europe Lisbon area portugal ericeira peniche com Ana Dawn patrol hackerville'.split(
    ' ',
  ),
  ..."Mon Tue Wed Thu Fri Sat Sun WEST UTC ana joana 'Spam' BS".split(' '),
];

function serveAdmin() {
  api.on('GET /api/areas', { body: { areas: [] } });
  api.on('GET /api/admin/areas', {
    body: { areas: [buildAdminArea(), buildAdminArea({ name: 'Peniche', active: false })] },
  });
  api.on('GET /api/admin/cities', {
    body: page('cities', [
      buildAdminCity({
        name: 'Hackerville',
        path: '/portugal/hackerville',
        status: 'pending',
        suggestedBy: { id: 'member-3', username: 'joao' },
      }),
    ]),
  });
  api.on('GET /api/admin/members', {
    body: page('members', [buildAdminMember({ banned: true, banReason: 'Spam' })], true),
  });
  api.on('GET /api/admin/events', {
    body: page('events', [buildAdminEvent({ title: 'Dawn patrol' })]),
  });
  api.on('GET /api/moderation/reports', { body: { items: [reported], nextCursor: null } });
  api.on('GET /api/admin/audit-log', {
    body: {
      entries: [
        buildAuditEntry({ details: { reason: 'Spam' } }),
        buildAuditEntry({
          action: 'city.approve',
          target: { type: 'city', id: 'city-1', name: 'Ribamar' },
          details: { path: '/portugal/ribamar', venues: 2, events: 1 },
        }),
        buildAuditEntry({
          action: 'moderation.auto_hide',
          target: { type: 'plan', id: 'plan-1', name: 'Sunset swim' },
          details: { reporters: 3 },
        }),
      ],
      nextCursor: null,
    },
  });
  api.on('GET /api/admin/jobs', {
    body: {
      counts: { pending: 3, running: 1, failed: 1, doneLastDay: 120 },
      failed: [
        {
          id: 42,
          kind: 'notifications.deliver',
          attempts: 8,
          lastError: 'connect ECONNREFUSED smtp.example:465',
          createdAt: new Date(Date.now() - 7_200_000).toISOString(),
          finishedAt: new Date(Date.now() - 3_600_000).toISOString(),
        },
      ],
    },
  });
  const figure = (query: string, searches: number, clicks: number) => ({
    query,
    searches,
    clicks,
    lastSearchedAt: '2026-06-30T10:00:00.000Z',
  });
  api.on('GET /api/admin/search-analytics', {
    body: {
      days: 30,
      searches: 40,
      clicks: 10,
      clickThroughRate: 0.25,
      topQueries: [figure('surf', 30, 9), figure('yoga', 10, 1)],
      noResultQueries: [figure('unicorn rodeo', 2, 0)],
    },
  });
  api.on('GET /api/admin/consent', {
    body: {
      days: 30,
      latest: { accepted: 3, essentialOnly: 1 },
      recent: { accepted: 0, essentialOnly: 2 },
    },
  });
}

describe('in the pseudo-locale, the admin page', () => {
  it.each(['areas', 'reports', 'events', 'members', 'search', 'consent', 'audit', 'jobs'])(
    'the %s tab says nothing that is not in the catalogs',
    async (tab) => {
      serveAdmin();
      renderApp(`/admin?tab=${tab}`, { auth: admin(), ...(await pseudo()) });
      const main = screen.getByRole('main');
      const panel = await within(main).findByRole('tabpanel');
      // The panel's data has arrived once a table, a list or a figure shows.
      await within(panel).findAllByRole(
        tab === 'reports'
          ? 'article'
          : tab === 'consent' || tab === 'search' || tab === 'jobs'
            ? 'definition'
            : 'row',
      );
      expect(untranslated(main, [...ADMIN_DATA, ...memberWords()])).toEqual([]);
    },
  );

  it('the moderation page says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/moderation/summary', { body: { canModerate: true, openItems: 1 } });
    api.on('GET /api/moderation/reports', { body: { items: [reported], nextCursor: null } });
    renderApp('/moderation', { auth: signedInAs(), ...(await pseudo()) });
    const main = screen.getByRole('main');
    await within(main).findByRole('article');
    expect(
      untranslated(main, [...SAME_IN_EVERY_LANGUAGE, ...PLATFORM_WORDS, ...ADMIN_DATA]),
    ).toEqual([]);
  });
});

describe('in the pseudo-locale, the design system', () => {
  it('says nothing that is not in the catalogs', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    renderApp('/design-system', await pseudo());
    const main = screen.getByRole('main');
    await within(main).findAllByRole('button');
    // The towns in the scroll area and the avatars' names are examples of data; the code names
    // a developer types.
    const data = [
      ...'Ericeira Ribamar Foz do Lizandro São Lourenço Peniche Baleal Supertubos Consolação'.split(
        ' ',
      ),
      ...'Zandvoort Bloemendaal Scheveningen Kijkduin Wijk aan Zee Velsen Noord IJmuiden'.split(
        ' ',
      ),
      ...'Weligama Mirissa Hiriketiya Ahangama Midigama Unawatuna Galle Tangalle Dickwella'.split(
        ' ',
      ),
      ...'Inter Bricolage Grotesque Tab Escape px IC DV NU BI design system crash lineup test true'.split(
        ' ',
      ),
      ...'Inês Carvalho Daan de Vries nuwan Broken image not an email'.split(' '),
      // The spinners' own label when none is given (components/ui).
      'Loading',
    ];
    expect(untranslated(main, data)).toEqual([]);
  });
});

describe('in European Portuguese', () => {
  it('the crew page speaks of followers and of the crew', async () => {
    api.on('GET /api/crews/:handle', { body: crewAnswer() });
    renderApp('/crew/ribeira-surf-club', { i18n: await loadI18n('pt-PT') });
    const about = await screen.findByRole('region', { name: 'Sobre este grupo' });
    expect(within(about).getByText('12 seguidores')).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Quem o gere' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Próximos eventos' })).toBeInTheDocument();
  });
});

/** The guests' fixture asks a question of its own. */
function questionWords(): string[] {
  const label = buildGuests([]).questions.map((question) => question.label);
  return label.join(' ').match(/[A-Za-z']+/g) ?? [];
}

/** An admin member fixture's name and e-mail. */
function memberWords(): string[] {
  const member = buildAdminMember();
  return `${member.username ?? ''} ${member.email}`.match(/[A-Za-z']+/g) ?? [];
}

/** Days the formatters write in the pseudo-locale (Intl falls back to English names there). */
function dayWords(): string[] {
  return 'Mon Tue Wed Thu Fri Sat Sun Monday Tuesday Wednesday Thursday Friday Saturday Sunday Jul July'.split(
    ' ',
  );
}
