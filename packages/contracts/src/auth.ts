import { z } from 'zod';

/** `GET /api/auth-config`: which sign-in methods this server offers. */
export const AuthConfigResponse = z
  .object({
    /** New members confirm their e-mail before they can sign in with a password. */
    emailVerification: z.boolean(),
    /** A provider is false when its client id and secret are not set on this server. */
    providers: z.object({ google: z.boolean(), facebook: z.boolean() }),
  })
  .meta({ id: 'AuthConfigResponse' });
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The zxcvbn score (0 to 4) a new password needs; the check itself is `checkPasswordStrength`
 * in `@lineup/contracts/password-strength`. 3 means at least 10^8 estimated guesses, zxcvbn's
 * "safely unguessable": beyond online guessing, some protection if password hashes leak. 4
 * would also refuse many memorable passphrases.
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * Error codes of `/api/auth/*` (Better Auth's body `{ code, message }`, which its client
 * returns as `error.code`). The web app maps them to the texts of docs/product.md §8.
 */
export const authErrorCodes = {
  /** 401 on sign-in: unknown e-mail or wrong password (not told apart, on purpose). */
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  /** 403 on sign-in: the address has not been confirmed yet. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 422 on sign-up: a member already uses this address. */
  emailTaken: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  /** 400 on sign-up, reset and change-password: too easy to guess; the message says why. */
  passwordTooWeak: 'PASSWORD_TOO_WEAK',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  /** 400 on change-password: the current password is wrong. */
  invalidPassword: 'INVALID_PASSWORD',
  /** 429 on any auth call; the body also carries `error: { code: 'rate_limited', message }`. */
  rateLimited: 'RATE_LIMITED',
  /** 403: a callbackURL / redirectTo / Origin that is not this site. */
  invalidCallbackUrl: 'INVALID_CALLBACK_URL',
  invalidOrigin: 'INVALID_ORIGIN',
  /** 415 on any POST whose body is not JSON; the body also carries `error: { code, message }`. */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
/** The start of every weak-password message; zxcvbn's warning and suggestion follow. */
export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess.';
