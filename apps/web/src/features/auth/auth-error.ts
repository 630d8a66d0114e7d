import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { authMessages } from './auth-messages';

/**
 * A failed account call, whichever way it failed: Better Auth's `{ code, message }`, the API's
 * `{ error: { code, message } }`, a dropped connection.
 */
export class AuthError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(options: { code: string; status: number; message: string }) {
    super(options.message);
    this.name = 'AuthError';
    this.code = options.code;
    this.status = options.status;
  }
}

type ErrorLike = {
  code?: unknown;
  message?: unknown;
  status?: unknown;
  error?: { code?: unknown; message?: unknown };
};

// The English fallbacks an AuthError carries until a screen words it in the page's language.
const UNEXPECTED = 'An unexpected error occurred. Please try again.';
const NETWORK = 'Could not reach Lineup. Check your connection and try again.';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Brings any thrown value or Better Auth `{ error }` into one `AuthError`. */
export function toAuthError(raw: unknown): AuthError {
  if (raw instanceof AuthError) return raw;
  if (raw instanceof TypeError) {
    // fetch() rejects with a TypeError when the server cannot be reached.
    return new AuthError({ code: 'network', status: 0, message: NETWORK });
  }
  if (typeof raw === 'object' && raw !== null) {
    const error = raw as ErrorLike;
    const status = typeof error.status === 'number' ? error.status : 0;
    const code =
      text(error.code) ?? text(error.error?.code) ?? (status ? `http_${status}` : 'unknown');
    const message = text(error.message) ?? text(error.error?.message) ?? UNEXPECTED;
    return new AuthError({ code, status, message });
  }
  return new AuthError({ code: 'unknown', status: 0, message: UNEXPECTED });
}

const matches = (error: AuthError, codes: string[], phrases: string[]) =>
  codes.includes(error.code) ||
  phrases.some((phrase) => error.message.toLowerCase().includes(phrase.toLowerCase()));

/**
 * The sentence to show for a failed account call: docs/product.md §8's catalogue where it applies (the
 * phrases are the old backend's, the codes Better Auth's), the server's own words for rate
 * limits, and the error's message otherwise ("other auth errors are returned to the caller").
 */
export function authErrorMessage(i18n: I18n, raw: unknown): string {
  const error = toAuthError(raw);
  if (
    matches(
      error,
      ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'],
      ['User already registered'],
    )
  ) {
    return i18n._(authMessages.alreadyRegistered);
  }
  if (matches(error, ['INVALID_EMAIL_OR_PASSWORD'], ['Invalid login credentials'])) {
    return i18n._(authMessages.invalidCredentials);
  }
  if (matches(error, ['EMAIL_NOT_VERIFIED'], ['Email not confirmed'])) {
    return i18n._(authMessages.emailNotConfirmed);
  }
  if (error.status === 429 || error.code === 'rate_limited') {
    return error.message === UNEXPECTED ? i18n._(authMessages.rateLimited) : error.message;
  }
  if (matches(error, ['INVALID_TOKEN', 'EXPIRED_TOKEN', 'TOKEN_EXPIRED', 'invalid_token'], [])) {
    return i18n._(authMessages.invalidLink);
  }
  if (error.code === 'INVALID_PASSWORD') return i18n._(msg`Your current password is not correct.`);
  if (error.code === 'network') return i18n._(authMessages.network);
  if (error.message === UNEXPECTED) return i18n._(authMessages.unexpected);
  return error.message;
}

/**
 * Better Auth sends a browser back with `?error=CODE` when a mailed link or a Google or Facebook
 * sign-in did not work out; this is the sentence for that code.
 */
export function returnedErrorMessage(i18n: I18n, code: string): string {
  const normalised = code.toUpperCase();
  if (
    ['INVALID_TOKEN', 'EXPIRED_TOKEN', 'TOKEN_EXPIRED', 'ATTEMPTS_EXCEEDED'].includes(normalised)
  ) {
    return i18n._(authMessages.invalidLink);
  }
  if (normalised === 'ACCESS_DENIED')
    return i18n._(msg`Sign-in was cancelled. You can try again below.`);
  if (normalised === 'ACCOUNT_NOT_LINKED') {
    return i18n._(
      msg`This email is already registered. Log in with your password or a sign-in link first.`,
    );
  }
  if (normalised === 'EMAIL_NOT_VERIFIED') return i18n._(authMessages.emailNotConfirmed);
  if (normalised === 'BANNED_USER') return i18n._(authMessages.banned);
  return i18n._(msg`We could not complete your sign-in. Please try again.`);
}
