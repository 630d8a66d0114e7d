import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { AppProviders } from './providers';
import { routes } from './router';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';

const api = installFakeApi();
// Whole pages load lazily, as in the browser; a busy machine can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const member = {
  user: { id: 'u1', email: 'ana@example.com', name: 'ana', emailVerified: true, image: null },
  session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' },
};
const profile = {
  id: 'u1',
  username: 'ana_waves',
  email: 'ana@example.com',
  avatarUrl: null,
  location: null,
  locationCategory: null,
  status: null,
  statusDetails: null,
  tagline: null,
  rsvpVisibility: 'everyone',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The whole app with the real session provider, talking to the fake API. */
function renderLive(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <AppProviders i18n={testI18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

function visitor() {
  let signedIn = false;
  api.on('GET /api/auth/get-session', () => ({ body: signedIn ? member : null }));
  api.on('GET /api/profiles/me', { body: { profile } });
  // The member's page, where signing in or up may land.
  api.on('GET /api/users/u1', {
    body: {
      profile: {
        ...profile,
        avatarUrl: null,
        memberSince: profile.createdAt,
        going: [],
        created: [],
        friendship: null,
      },
    },
  });
  api.on('GET /api/stays', { body: { stays: [] } });
  api.on('GET /api/areas', { body: { areas: [] } });
  api.on('GET /api/auth-config', {
    body: { emailVerification: true, providers: { google: false, facebook: true } },
  });
  return { signIn: () => (signedIn = true) };
}

beforeEach(() => api.reset());

describe('log in', () => {
  it('shows the spec message for a wrong password and stays on the page', async () => {
    visitor();
    api.on('POST /api/auth/sign-in/email', {
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    const { router, user } = renderLive('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers to resend the confirmation for an unconfirmed address', async () => {
    visitor();
    api.on('POST /api/auth/sign-in/email', {
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
    });
    const { user } = renderLive('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please check your email and click the confirmation link before signing in.',
    );
    expect(within(alert).getByRole('link', { name: 'Send the link again' })).toHaveAttribute(
      'href',
      '/resend-confirmation?email=ana%40example.com',
    );
  });

  it('checks the fields before asking the server', async () => {
    visitor();
    const { user } = renderLive('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.'));
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.paths()).not.toContain('POST /api/auth/sign-in/email');
  });

  it('returns to redirectTo after signing in on the auth screen', async () => {
    const session = visitor();
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/crews/mine', { body: { running: [], following: [], invitations: [] } });
    api.on('POST /api/auth/sign-in/email', () => {
      session.signIn();
      return { body: { token: 't', user: { id: 'u1' } } };
    });
    const { router, user } = renderLive('/auth?redirectTo=/events/create');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/create'), {
      timeout: 5000,
    });
  });

  it('never follows a redirectTo to another site', async () => {
    const session = visitor();
    api.on('POST /api/auth/sign-in/email', () => {
      session.signIn();
      return { body: { token: 't', user: { id: 'u1' } } };
    });
    const { router, user } = renderLive('/login?redirectTo=//evil.example/phish');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 5000 });
  });

  it('turns off social buttons the server has no keys for, and says so', async () => {
    visitor();
    renderLive('/login');
    expect(
      await screen.findByText('Google sign-in is not set up on this server.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeEnabled();
  });

  it('mails a magic link that returns to /profile', async () => {
    visitor();
    api.on('POST /api/auth/sign-in/magic-link', { body: { status: true } });
    const { user } = renderLive('/login');
    await user.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    const body = api.calls.find((call) => call.path === '/api/auth/sign-in/magic-link')?.body as {
      email: string;
      callbackURL: string;
    };
    expect(body.email).toBe('ana@example.com');
    expect(new URL(body.callbackURL).pathname).toBe('/profile');
  });

  it('shows the server message when it refuses with 429', async () => {
    visitor();
    api.on('POST /api/auth/sign-in/email', {
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a few minutes and try again.',
        error: {
          code: 'rate_limited',
          message: 'Too many attempts. Please wait a few minutes and try again.',
        },
      },
    });
    const { user } = renderLive('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});

describe('sign up', () => {
  it('fills the username from the e-mail and asks to confirm the address', async () => {
    visitor();
    api.on('POST /api/auth/sign-up/email', { body: { token: null, user: { id: 'u2' } } });
    const { user, router } = renderLive('/signup');
    await user.type(await screen.findByLabelText('Email'), 'kai.surf@example.com');
    expect(screen.getByLabelText('Username')).toHaveValue('kai.surf');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getAllByText(
        "We've sent you a confirmation link. Please check your email and click the link to activate your account.",
      ).length,
    ).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('refuses a password that is easy to guess, saying why, before anything is sent', async () => {
    visitor();
    const { user } = renderLive('/signup');
    await user.type(await screen.findByLabelText('Email'), 'kai.surf@example.com');
    // Strong for anyone else, but made of the address itself.
    await user.type(screen.getByLabelText('Password'), 'kai.surf2024');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/^This password is too easy to guess\./)).toHaveTextContent(
      'There should not be any personal or page related data.',
    );
    expect(api.calls.some((call) => call.path === '/api/auth/sign-up/email')).toBe(false);
  }, 15_000);

  it('shows the spec message for an address that is taken', async () => {
    visitor();
    api.on('POST /api/auth/sign-up/email', {
      status: 422,
      body: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists.' },
    });
    const { user } = renderLive('/signup');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please try logging in instead or use a different email address.',
    );
  });

  it('goes to /profile when the account is signed in at once', async () => {
    const session = visitor();
    api.on('POST /api/auth/sign-up/email', () => {
      session.signIn();
      return { body: { token: 'fresh', user: { id: 'u1' } } };
    });
    const { user, router } = renderLive('/signup');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 5000 });
    expect(
      await screen.findByText('Welcome to Lineup!', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('members-only pages', () => {
  it('send Log In and Sign Up back to the page', async () => {
    visitor();
    renderLive('/my-events');
    const overlay = await screen.findByRole('region', { name: 'Log in to see your plans' });
    expect(within(overlay).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fmy-events',
    );
    expect(within(overlay).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?redirectTo=%2Fmy-events',
    );
  });

  it('do not flash the overlay at a member while the session loads', async () => {
    visitor().signIn();
    renderLive('/profile');
    expect(screen.queryByRole('region', { name: 'Log in to see your profile' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'ana_waves' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Log in to see your profile' })).toBeNull();
  });
});

describe('reset password', () => {
  it('sets the new password with the token of the link, then asks to log in', async () => {
    visitor();
    api.on('POST /api/auth/reset-password', { body: { status: true } });
    const { user, router } = renderLive('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'kelp-forest-drift-44');
    await user.type(screen.getByLabelText('Repeat new password'), 'kelp-forest-drift-44');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(api.calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'abc123',
      newPassword: 'kelp-forest-drift-44',
    });
  });

  it('refuses a weak new password before sending it', async () => {
    visitor();
    const { user } = renderLive('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'aaaaaaaaaaaa');
    await user.type(screen.getByLabelText('Repeat new password'), 'aaaaaaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(/^This password is too easy to guess\./)).toHaveTextContent(
      'Repeated characters like "aaa" are easy to guess.',
    );
    expect(api.calls.some((call) => call.path === '/api/auth/reset-password')).toBe(false);
  });

  it('explains an expired link', async () => {
    visitor();
    renderLive('/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
