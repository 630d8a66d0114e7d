import type { I18n } from '@lingui/core';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { browserPageContext } from '@/app/page-loader';
import { AppProviders } from '@/app/providers';
import { routesWith } from '@/app/router';
import { signedOutState, type AuthState, type ShellUser } from '@/features/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { testI18n } from './i18n';

const rendered = new Set<{ stop(): void }>();

/**
 * Stops what the apps a test rendered were still doing (a page's code or data on the way), so
 * that none of it reaches the next test's network. `setup.ts` calls it after each test.
 */
export function stopRenderedApps() {
  for (const app of rendered) app.stop();
  rendered.clear();
}

/**
 * Renders the whole app (providers, shell, lazy pages) at `entry`, as a visitor unless `auth`
 * says otherwise. The session is fixed: nothing asks a server who is signed in.
 */
export function renderApp(
  entry: InitialEntry,
  /** `queryClient`: one holding what the server's render left, as the browser adopts it. */
  /** `i18n`: the page's language (English unless given). */
  options: { auth?: AuthState; queryClient?: QueryClient; i18n?: I18n } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient();
  // A page whose code arrives after the test has ended runs no loader.
  let stopped = false;
  const pageContext = browserPageContext(queryClient);
  const router = createMemoryRouter(
    routesWith(() => {
      if (stopped) throw new Error('The test that rendered this app has ended.');
      return pageContext();
    }),
    { initialEntries: [entry] },
  );
  rendered.add({
    stop() {
      stopped = true;
      router.dispose();
      void queryClient.cancelQueries();
      queryClient.clear();
    },
  });
  const result = render(
    <AppProviders
      i18n={options.i18n ?? testI18n}
      queryClient={queryClient}
      auth={options.auth ?? signedOutState}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...result };
}

/** A session for tests that need the signed-in shell. */
export function signedInAs(
  user: Partial<ShellUser> = {},
  signOut = async () => {},
  overrides: Partial<AuthState> = {},
): AuthState {
  const shellUser = {
    id: 'user-1',
    email: 'ines@example.com',
    username: 'ines',
    avatarUrl: null,
    ...user,
  };
  return {
    ...signedOutState,
    status: 'signed-in',
    user: shellUser,
    session: {
      user: { id: shellUser.id, email: shellUser.email, name: '', emailVerified: true },
      session: { id: 'session-1', expiresAt: '2030-01-01T00:00:00.000Z' },
    },
    profile: {
      id: shellUser.id,
      username: shellUser.username ?? shellUser.email.split('@')[0] ?? 'User',
      email: shellUser.email,
      avatarUrl: shellUser.avatarUrl ? [shellUser.avatarUrl] : null,
      location: null,
      locationCategory: null,
      status: null,
      statusDetails: null,
      tagline: null,
      rsvpVisibility: 'everyone',
      locale: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    signOut,
    ...overrides,
  };
}

type HappyDomWindow = Window & {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
};

/** Resizes the test window; media queries (768 px breakpoint) follow. */
export function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}
