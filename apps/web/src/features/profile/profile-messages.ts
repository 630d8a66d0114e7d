import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/lib/api-client';

/** docs/product.md §8 "Profile update failure", word for word. */
export const PROFILE_UPDATE_FAILED = msg`Profile update failed`;
export const UNEXPECTED_ERROR = msg`An unexpected error occurred. Please try again.`;
// What the account code throws when no one is signed in (features/auth's authMessages).
const NO_USER_SIGNED_IN = msg`No user is currently signed in.`;

/**
 * The description of the "Profile update failed" toast: the server's message when it sent one
 * (a taken username, a photo that is too large, "No user is currently signed in."), otherwise
 * the spec's words for the unexpected.
 */
export function profileUpdateErrorMessage(i18n: I18n, error: unknown): string {
  if (isApiError(error)) {
    return error.code === 'internal' ? i18n._(UNEXPECTED_ERROR) : error.message;
  }
  if (error instanceof Error && error.message === i18n._(NO_USER_SIGNED_IN)) {
    return error.message;
  }
  return i18n._(UNEXPECTED_ERROR);
}
