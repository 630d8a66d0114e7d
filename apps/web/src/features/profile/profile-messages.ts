import { isApiError } from '@/lib/api-client';

/** docs/product.md §8 "Profile update failure", word for word. */
export const PROFILE_UPDATE_FAILED = 'Profile update failed';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/**
 * The description of the "Profile update failed" toast: the server's message when it sent one
 * (a taken username, a photo that is too large, "No user is currently signed in."), otherwise
 * the spec's words for the unexpected.
 */
export function profileUpdateErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    return error.code === 'internal' ? UNEXPECTED_ERROR : error.message;
  }
  if (error instanceof Error && error.message === 'No user is currently signed in.') {
    return error.message;
  }
  return UNEXPECTED_ERROR;
}
