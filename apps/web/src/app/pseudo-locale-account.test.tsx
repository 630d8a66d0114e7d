import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { installFakeApi } from '@/test/fake-api';
import { untranslatedWords } from '@/test/untranslated';
import { renderApp, signedInAs } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();
afterEach(() => api.reset());

// Rendered in Lingui's pseudo-locale, every text from a catalog comes out with accented
// letters ("Ðíšçòvéř"); a word in plain ASCII letters was written into a component without one.
// Names that are the same in every language stay as they are, and so do the fake API's data
// and the literal values a page quotes (storage keys, e-mail addresses).
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Lineup',
  'English',
  'Nederlands',
  'Ericeira',
  'Peniche',
  'Zandvoort',
  'Scheveningen',
  'Wijk',
  'aan',
  'Zee',
  'South',
  'Coast',
  'hello',
  'events',
  'privacy',
  'press',
  'lineup',
  'example',
  'true',
  'false',
  'cookie',
  'consent',
  'selected',
  'area',
  'ines',
  'wave',
  'rider',
  'Google',
  'Facebook',
  // Dates come from the platform's Intl, which has no pseudo-locale.
  'November',
  'January',
  // wave_rider's initials.
  'WR',
]);

const untranslated = (element: HTMLElement) => untranslatedWords(element, SAME_IN_EVERY_LANGUAGE);

async function mainOf(
  path: string,
  options: Parameters<typeof renderApp>[1] = {},
  ready = () => screen.findByRole('heading', { level: 1 }),
) {
  renderApp(path, { i18n: await loadI18n('pseudo'), ...options });
  await ready();
  return document.querySelector<HTMLElement>('main')!;
}

describe('in the pseudo-locale, with nothing outside the catalogs', () => {
  it.each([
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/cookies',
    '/login',
    '/signup',
    '/auth',
    '/forgot-password',
    '/reset-password',
    '/resend-confirmation',
    '/email-confirmation?error=INVALID_TOKEN',
    '/goodbye',
  ])('%s', async (path) => {
    api.on('GET /api/auth-config', { body: { providers: { google: true, facebook: true } } });
    const main = await mainOf(path);
    expect(untranslated(main)).toEqual([]);
  });

  it('a member profile, to a visitor', async () => {
    api.on('GET /api/users/:id', {
      body: {
        profile: {
          id: 'member-9',
          username: 'wave_rider',
          avatarUrl: null,
          tagline: null,
          location: null,
          locationCategory: null,
          status: null,
          statusDetails: null,
          memberSince: '2026-01-01T00:00:00.000Z',
          going: [],
          created: [],
          friendship: null,
        },
      },
    });
    api.on('GET /api/areas', { body: { areas: [] } });
    const main = await mainOf('/user/member-9');
    await screen.findByRole('region', { name: /wave_rider/ });
    expect(untranslated(main)).toEqual([]);
  });

  it.each(['/profile', '/profile/edit', '/profile/settings', '/notifications'])(
    '%s asks a visitor to log in',
    async (path) => {
      api.on('GET /api/areas', { body: { areas: [] } });
      const main = await mainOf(path, {}, () => screen.findByRole('region'));
      expect(untranslated(main)).toEqual([]);
    },
  );

  it('the notifications page, to a member', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/notifications/unread-count', { body: { unreadCount: 0 } });
    api.on('GET /api/notifications', {
      body: { notifications: [], unreadCount: 0, nextCursor: null },
    });
    const main = await mainOf('/notifications', { auth: signedInAs() });
    await screen.findByText(/^[^A-Za-z]*$/, { selector: 'main p.text-muted' });
    expect(untranslated(main)).toEqual([]);
  });
});

describe('in Portuguese', () => {
  it('the login page reads Portuguese', async () => {
    api.on('GET /api/auth-config', { body: { providers: { google: true, facebook: true } } });
    renderApp('/login', { i18n: await loadI18n('pt-PT') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Esqueceste-te da palavra-passe?' }),
    ).toBeInTheDocument();
  });
});
