import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { profileUpdateErrorMessage } from './profile-messages';
import { testI18n } from '@/test/i18n';

describe('profileUpdateErrorMessage (docs/product.md §8 "Profile update failure")', () => {
  it("passes on the server's message", () => {
    const taken = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'That username is already taken.',
    });
    expect(profileUpdateErrorMessage(testI18n, taken)).toBe('That username is already taken.');
    expect(profileUpdateErrorMessage(testI18n, new Error('No user is currently signed in.'))).toBe(
      'No user is currently signed in.',
    );
  });

  it('says "An unexpected error occurred" for anything else', () => {
    const crash = new ApiError({ status: 500, code: 'internal', message: 'stack trace' });
    expect(profileUpdateErrorMessage(testI18n, crash)).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(profileUpdateErrorMessage(testI18n, new TypeError('x is undefined'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(profileUpdateErrorMessage(testI18n, 'boom')).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
