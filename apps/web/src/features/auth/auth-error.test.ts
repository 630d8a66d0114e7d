import { adminMessages, authErrorCodes, RATE_LIMIT_MESSAGE } from '@lineup/contracts';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, returnedErrorMessage, toAuthError } from './auth-error';
import { testI18n } from '@/test/i18n';

describe('authErrorMessage (docs/product.md §8 error catalogue)', () => {
  it('says a taken e-mail is already registered, word for word', () => {
    const expected =
      'This email is already registered. Please try logging in instead or use a different email address.';
    expect(
      authErrorMessage(testI18n, {
        code: authErrorCodes.emailTaken,
        message: 'User already exists. Use another email.',
        status: 422,
      }),
    ).toBe(expected);
    // The old backend's wording, wherever it appears in a message.
    expect(authErrorMessage(testI18n, { message: 'AuthApiError: User already registered' })).toBe(
      expected,
    );
  });

  it('says a wrong e-mail or password is invalid, word for word', () => {
    expect(
      authErrorMessage(testI18n, {
        code: authErrorCodes.invalidCredentials,
        message: 'Invalid email or password',
        status: 401,
      }),
    ).toBe('Invalid email or password. Please check your credentials and try again.');
    expect(authErrorMessage(testI18n, { message: 'Invalid login credentials' })).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('asks to confirm the e-mail first, word for word', () => {
    expect(
      authErrorMessage(testI18n, {
        code: authErrorCodes.emailNotVerified,
        message: 'Email not verified',
      }),
    ).toBe('Please check your email and click the confirmation link before signing in.');
    expect(authErrorMessage(testI18n, { message: 'Email not confirmed' })).toBe(
      'Please check your email and click the confirmation link before signing in.',
    );
  });

  it("shows the server's own message for a rate limit", () => {
    expect(
      authErrorMessage(testI18n, {
        status: 429,
        code: authErrorCodes.rateLimited,
        message: RATE_LIMIT_MESSAGE,
        error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE },
      }),
    ).toBe(RATE_LIMIT_MESSAGE);
    // Only the API's error shape: still its message.
    expect(
      authErrorMessage(testI18n, {
        status: 429,
        error: { code: 'rate_limited', message: 'Slow down.' },
      }),
    ).toBe('Slow down.');
  });

  it('passes other errors on as the server worded them', () => {
    expect(
      authErrorMessage(testI18n, {
        code: authErrorCodes.passwordTooWeak,
        message: 'This password is too easy to guess. This is a commonly used password.',
      }),
    ).toBe('This password is too easy to guess. This is a commonly used password.');
    expect(authErrorMessage(testI18n, new TypeError('Failed to fetch'))).toBe(
      'Could not reach Lineup. Check your connection and try again.',
    );
    expect(authErrorMessage(testI18n, undefined)).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('toAuthError', () => {
  it('reads both Better Auth errors and the API error shape', () => {
    expect(toAuthError({ code: 'X', message: 'm', status: 400 })).toMatchObject({
      code: 'X',
      message: 'm',
      status: 400,
    });
    expect(
      toAuthError({ status: 409, error: { code: 'conflict', message: 'Taken' } }),
    ).toMatchObject({ code: 'conflict', message: 'Taken', status: 409 });
  });
});

describe('returnedErrorMessage', () => {
  it('explains a used or expired link', () => {
    expect(returnedErrorMessage(testI18n, 'INVALID_TOKEN')).toBe(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(returnedErrorMessage(testI18n, 'invalid_token')).toBe(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(returnedErrorMessage(testI18n, 'something_new')).toBe(
      'We could not complete your sign-in. Please try again.',
    );
  });

  it('tells a banned member, in the words the server uses for a refused password', () => {
    expect(returnedErrorMessage(testI18n, 'BANNED_USER')).toBe(adminMessages.banned);
  });
});
