import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider, displayNameOf, PROFILE_REFRESH_DELAY_MS, useAuth } from './auth-context';
import { installFakeApi } from '@/test/fake-api';
import { server } from '@/test/msw-server';

const api = installFakeApi();

const sessionBody = {
  user: { id: 'u1', email: 'kai.surf@example.com', name: 'kai', emailVerified: true, image: null },
  session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' },
};
const profileBody = {
  profile: {
    id: 'u1',
    username: 'kai_surf',
    email: 'kai.surf@example.com',
    avatarUrl: ['/uploads/avatars/kai-256.webp'],
    location: 'Ericeira',
    locationCategory: null,
    status: null,
    statusDetails: null,
    tagline: 'Dawn patrol',
    rsvpVisibility: 'everyone',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

function renderAuth() {
  return renderHook(() => useAuth(), { wrapper });
}

beforeEach(() => api.reset());
afterEach(() => vi.useRealTimers());

describe('useAuth', () => {
  it('fails with the spec message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    vi.restoreAllMocks();
  });
});

describe('AuthProvider (docs/product.md §4 auth session)', () => {
  it('is loading at start, then signed out when there is no session', async () => {
    api.on('GET /api/auth/get-session', { body: null });
    const { result } = renderAuth();
    expect(result.current.status).toBe('loading');
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current).toMatchObject({ user: null, session: null, profile: null });
    // A visitor's profile is never asked for.
    expect(api.paths()).toEqual(['GET /api/auth/get-session']);
  });

  it('is signed in with the user, the session and the profile', async () => {
    api.on('GET /api/auth/get-session', { body: sessionBody });
    api.on('GET /api/profiles/me', { body: profileBody });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.session?.session.id).toBe('s1');
    expect(result.current.profile?.username).toBe('kai_surf');
    expect(result.current.user).toEqual({
      id: 'u1',
      email: 'kai.surf@example.com',
      username: 'kai_surf',
      // docs/product.md §3: the first entry of the stored list.
      avatarUrl: '/uploads/avatars/kai-256.webp',
      isAdmin: false,
    });
  });

  it('reads the profile a second time when it fails (which creates it), then uses the default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /api/auth/get-session', { body: sessionBody });
    api.on('GET /api/profiles/me', {
      status: 503,
      body: { error: { code: 'database_unavailable', message: 'down' } },
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(api.paths().filter((path) => path === 'GET /api/profiles/me')).toHaveLength(2);
    // docs/product.md §3 default profile: the e-mail's prefix, everything else empty.
    expect(result.current.profile).toMatchObject({
      id: 'u1',
      username: 'kai.surf',
      tagline: null,
      location: null,
      avatarUrl: null,
    });
    expect(displayNameOf(result.current.user!)).toBe('kai.surf');
    vi.restoreAllMocks();
  });

  it('ends the current sessions before signing in, then loads the new member', async () => {
    let signedIn = false;
    api.on('GET /api/auth/get-session', () => ({
      body: signedIn
        ? { ...sessionBody, user: { ...sessionBody.user, id: 'u2', email: 'ana@example.com' } }
        : sessionBody,
    }));
    api.on('GET /api/profiles/me', () => ({
      body: signedIn
        ? { profile: { ...profileBody.profile, id: 'u2', username: 'ana' } }
        : profileBody,
    }));
    api.on('POST /api/auth/revoke-sessions', { body: { status: true } });
    api.on('POST /api/auth/sign-out', { body: { success: true } });
    api.on('POST /api/auth/sign-in/email', () => {
      signedIn = true;
      return { body: { redirect: false, token: 't', user: { id: 'u2' } } };
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    api.calls.length = 0;

    await act(() => result.current.signIn({ email: ' ana@example.com ', password: 'secret-pw' }));
    await waitFor(() => expect(result.current.user?.username).toBe('ana'));
    const order = api.paths();
    expect(order).toContain('POST /api/auth/revoke-sessions');
    expect(order).toContain('POST /api/auth/sign-out');
    expect(order.indexOf('POST /api/auth/revoke-sessions')).toBeLessThan(
      order.indexOf('POST /api/auth/sign-in/email'),
    );
    expect(order.indexOf('POST /api/auth/sign-out')).toBeLessThan(
      order.indexOf('POST /api/auth/sign-in/email'),
    );
    expect(api.calls.find((call) => call.path === '/api/auth/sign-in/email')?.body).toMatchObject({
      email: 'ana@example.com',
      password: 'secret-pw',
    });
  });

  it('reads the profile again about 100 ms after an auth change', async () => {
    api.on('GET /api/auth/get-session', { body: sessionBody });
    api.on('GET /api/profiles/me', { body: profileBody });
    // Signing in over a session ends that one first.
    api.on('POST /api/auth/revoke-sessions', { body: { status: true } });
    api.on('POST /api/auth/sign-out', { body: { success: true } });
    api.on('POST /api/auth/sign-in/email', { body: { token: 't', user: { id: 'u1' } } });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    const profileReads = () => api.paths().filter((path) => path === 'GET /api/profiles/me');
    expect(profileReads()).toHaveLength(1);

    await act(() =>
      result.current.signIn({ email: 'kai.surf@example.com', password: 'pw12345678' }),
    );
    expect(profileReads()).toHaveLength(1);
    await waitFor(() => expect(profileReads()).toHaveLength(2), {
      timeout: PROFILE_REFRESH_DELAY_MS * 10,
    });
  });

  it('sets isNewUser after a sign-up that signs in at once, sending the username as the name', async () => {
    let signedUp = false;
    api.on('GET /api/auth/get-session', () => ({ body: signedUp ? sessionBody : null }));
    api.on('GET /api/profiles/me', { body: profileBody });
    api.on('POST /api/auth/sign-up/email', () => {
      signedUp = true;
      return { body: { token: 'fresh', user: { id: 'u1' } } };
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.isNewUser).toBe(false);

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.signUp({
        email: 'kai.surf@example.com',
        password: 'long-enough-pw',
        username: 'kai_surf',
      });
    });
    expect(outcome).toBe('signed-in');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.isNewUser).toBe(true);
    const body = api.calls.find((call) => call.path === '/api/auth/sign-up/email')?.body;
    expect(body).toMatchObject({ email: 'kai.surf@example.com', name: 'kai_surf' });
    // docs/product.md §2: after sign-up, /profile.
    expect((body as { callbackURL: string }).callbackURL).toMatch(/\/profile$/);
    // Nobody was signed in, so there was no session to end first.
    expect(api.paths()).not.toContain('POST /api/auth/revoke-sessions');
  });

  it('reports a sign-up that needs e-mail confirmation and stays signed out', async () => {
    api.on('GET /api/auth/get-session', { body: null });
    api.on('POST /api/auth/sign-up/email', { body: { token: null, user: { id: 'u9' } } });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.signUp({
        email: 'new@example.com',
        password: 'long-enough-pw',
      });
    });
    expect(outcome).toBe('needs-confirmation');
    expect(result.current.status).toBe('signed-out');
    expect(result.current.isNewUser).toBe(true);
    // Without a username the e-mail's prefix is sent (docs/product.md §5).
    expect(api.calls.find((call) => call.path === '/api/auth/sign-up/email')?.body).toMatchObject({
      name: 'new',
    });
  });

  it('rejects a failed sign-in with Better Auth code, leaving the visitor signed out', async () => {
    api.on('GET /api/auth/get-session', { body: null });
    api.on('POST /api/auth/sign-in/email', {
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await expect(
      result.current.signIn({ email: 'kai@example.com', password: 'wrong-password' }),
    ).rejects.toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 });
    expect(result.current.status).toBe('signed-out');
  });

  it('signs out: clears the member even when the server fails, and rejects so the menu can tell', async () => {
    api.on('GET /api/auth/get-session', { body: sessionBody });
    api.on('GET /api/profiles/me', { body: profileBody });
    api.on('POST /api/auth/sign-out', {
      status: 500,
      body: { code: 'INTERNAL', message: 'Something broke' },
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));

    let failure: unknown;
    await act(async () => {
      failure = await result.current.signOut().catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    expect(result.current).toMatchObject({
      status: 'signed-out',
      user: null,
      session: null,
      profile: null,
    });
  });

  it('refuses to update a profile without a signed-in member', async () => {
    api.on('GET /api/auth/get-session', { body: null });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await expect(result.current.updateProfile({ tagline: 'Hi' })).rejects.toThrow(
      'No user is currently signed in.',
    );
    expect(api.paths()).not.toContain('PATCH /api/profiles/me');
  });

  it('passes the first answer on as a transition: the page stays as it is until what it needs is there', async () => {
    api.on('GET /api/auth/get-session', { body: null });
    // What a visitor is shown needs code that is still on its way when the session answers.
    let signInArrives!: () => void;
    const SignIn = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          signInArrives = () => resolve({ default: () => <a href="/login">Sign in</a> });
        }),
    );
    function Header() {
      return useAuth().status === 'loading' ? <p>Checking your session</p> : <SignIn />;
    }
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Header />
      </Suspense>,
      { wrapper },
    );
    await waitFor(() => expect(api.paths()).toEqual(['GET /api/auth/get-session']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    // Passed on synchronously, the answer would swap the header for the placeholder.
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await act(async () => signInArrives());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('treats an unreachable server as signed out rather than loading forever', async () => {
    server.use(http.get('/api/auth/get-session', () => HttpResponse.error()));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signed-out'), { timeout: 5000 });
  });
});

describe('displayNameOf', () => {
  it('uses the username, else the part of the e-mail before the @', () => {
    expect(displayNameOf({ username: 'ines', email: 'ines.c@example.com' })).toBe('ines');
    expect(displayNameOf({ username: null, email: 'kai.surf@example.com' })).toBe('kai.surf');
    expect(displayNameOf({ username: '  ', email: 'kai@example.com' })).toBe('kai');
  });
});
