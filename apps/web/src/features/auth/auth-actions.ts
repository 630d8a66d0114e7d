import type { I18n } from '@lingui/core';
import type { Profile, UpdateProfileRequest } from '@lineup/contracts';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';
import { AuthError, authErrorMessage, toAuthError } from './auth-error';
import { authMessages } from './auth-messages';
import { DEFAULT_RETURN_PATH, safeRedirectPath } from './redirect-to';

/*
 * What the account screens do, loaded only when one of them is used (with Better Auth's
 * client). `AuthProvider` wraps each action to keep its session state in step.
 */

export type SignUpInput = {
  email: string;
  password: string;
  /** Empty: the server takes the part of the e-mail before the @ (docs/product.md §5). */
  username?: string;
  redirectTo?: string | null;
};
/** `needs-confirmation`: a confirmation mail went out and nobody is signed in yet. */
export type SignUpResult = 'signed-in' | 'needs-confirmation';
export type SignInInput = { email: string; password: string };
export type SocialProvider = 'google' | 'facebook';
export type UpdateProfileInput = UpdateProfileRequest;

type SessionContext = { hasSession: boolean };

/** Better Auth checks callback URLs against this site's origin; links in mails come back here. */
const absolute = (path: string) => new URL(path, window.location.origin).href;

function returnUrl(redirectTo: string | null | undefined): string {
  return absolute(safeRedirectPath(redirectTo, DEFAULT_RETURN_PATH));
}

async function unwrap<T>(call: Promise<{ data: T; error: null } | { data: null; error: unknown }>) {
  let result: { data: T; error: null } | { data: null; error: unknown };
  try {
    result = await call;
  } catch (error) {
    throw toAuthError(error);
  }
  if (result.error) throw toAuthError(result.error);
  return result.data as T;
}

/**
 * docs/product.md §7: sign-up, sign-in and forgot-password first sign out "globally", so a shared device
 * never carries one person's sessions into another's. Failures only matter to the log: the
 * next step replaces the session cookie anyway.
 */
async function endAllSessions(context: SessionContext): Promise<void> {
  if (!context.hasSession) return;
  try {
    await authClient.revokeSessions();
  } catch (error) {
    console.error('Could not end the other sessions', error);
  }
  try {
    await authClient.signOut();
  } catch (error) {
    console.error('Could not end the current session', error);
  }
}

export async function signUp(
  i18n: I18n,
  input: SignUpInput,
  context: SessionContext,
): Promise<SignUpResult> {
  await endAllSessions(context);
  const email = input.email.trim();
  const data = await unwrap(
    authClient.signUp.email({
      email,
      password: input.password,
      // The server makes the username from `name`, or from the e-mail when it is empty.
      name: input.username?.trim() || email.split('@')[0] || '',
      callbackURL: returnUrl(input.redirectTo),
    }),
  );
  if (data && 'token' in data && data.token) return 'signed-in';
  toast({
    title: i18n._(authMessages.checkEmailTitle),
    description: i18n._(authMessages.checkEmailDescription),
    variant: 'success',
    duration: 10_000,
  });
  return 'needs-confirmation';
}

export async function signIn(input: SignInInput, context: SessionContext): Promise<void> {
  await endAllSessions(context);
  await unwrap(
    authClient.signIn.email({
      email: input.email.trim(),
      password: input.password,
      rememberMe: true,
    }),
  );
}

export async function sendMagicLink(
  input: { email: string; redirectTo?: string | null },
  context: SessionContext,
): Promise<void> {
  await endAllSessions(context);
  const callbackURL = returnUrl(input.redirectTo);
  await unwrap(
    authClient.signIn.magicLink({
      email: input.email.trim(),
      callbackURL,
      newUserCallbackURL: callbackURL,
      // A used or expired link comes back to the login screen, which explains it.
      errorCallbackURL: absolute('/login'),
    }),
  );
}

export async function signInWithProvider(
  provider: SocialProvider,
  redirectTo: string | null | undefined,
  context: SessionContext,
): Promise<void> {
  await endAllSessions(context);
  const target = safeRedirectPath(redirectTo, DEFAULT_RETURN_PATH);
  // docs/product.md §2: social login returns through /email-confirmation?redirectTo={path}.
  const callbackURL = absolute(`/email-confirmation?redirectTo=${encodeURIComponent(target)}`);
  // Better Auth's client follows the provider's URL itself once this resolves.
  await unwrap(
    authClient.signIn.social({
      provider,
      callbackURL,
      newUserCallbackURL: callbackURL,
      errorCallbackURL: absolute('/login'),
    }),
  );
}

export async function requestPasswordReset(email: string, context: SessionContext): Promise<void> {
  await endAllSessions(context);
  // docs/product.md §2: the reset e-mail returns to /reset-password.
  await unwrap(
    authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: absolute('/reset-password'),
    }),
  );
}

export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await unwrap(authClient.resetPassword({ token: input.token, newPassword: input.password }));
}

export async function resendConfirmation(email: string): Promise<void> {
  await unwrap(
    authClient.sendVerificationEmail({
      email: email.trim(),
      callbackURL: absolute(DEFAULT_RETURN_PATH),
    }),
  );
}

export async function changePassword(
  i18n: I18n,
  input: {
    currentPassword: string;
    newPassword: string;
  },
): Promise<void> {
  await unwrap(
    authClient.changePassword({
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      revokeOtherSessions: false,
    }),
  ).catch((error: unknown) => {
    // The settings screen shows `message` as it is, so it carries the catalogue's words.
    const { code, status } = toAuthError(error);
    throw new AuthError({ code, status, message: authErrorMessage(i18n, error) });
  });
}

/** docs/product.md §7 "scope local on logout": only this browser's session ends. */
export async function endSession(): Promise<void> {
  await unwrap(authClient.signOut());
}

export function showSignedOutToast(i18n: I18n): void {
  toast({
    title: i18n._(authMessages.signedOutTitle),
    description: i18n._(authMessages.signedOutDescription),
    variant: 'success',
  });
}

export async function updateProfile(
  i18n: I18n,
  input: UpdateProfileInput,
  context: { userId: string | null },
): Promise<Profile> {
  // docs/product.md §5 and §8: updating needs a signed-in member.
  if (!context.userId) throw new Error(i18n._(authMessages.noUserSignedIn));
  const { profile } = await api.PATCH('/profiles/me', { body: input });
  return profile;
}
