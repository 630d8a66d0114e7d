import { msg } from '@lingui/core/macro';

/**
 * The words members read around signing in, up and out. The ones docs/product.md §4 and §8 quote are
 * copied exactly; keep them here so every screen says the same thing.
 */
export const authMessages = {
  // docs/product.md §8 error catalogue.
  alreadyRegistered: msg`This email is already registered. Please try logging in instead or use a different email address.`,
  invalidCredentials: msg`Invalid email or password. Please check your credentials and try again.`,
  emailNotConfirmed: msg`Please check your email and click the confirmation link before signing in.`,
  noUserSignedIn: msg`No user is currently signed in.`,
  unexpected: msg`An unexpected error occurred. Please try again.`,
  // docs/product.md §4 toasts.
  checkEmailTitle: msg`Check your email`,
  checkEmailDescription: msg`We've sent you a confirmation link. Please check your email and click the link to activate your account.`,
  signedOutTitle: msg`Signed out`,
  signedOutDescription: msg`You have been logged out successfully.`,
  // Ours, for situations the spec leaves open.
  rateLimited: msg`Too many attempts. Please wait a minute and try again.`,
  invalidLink: msg`This link is invalid or has expired. Please ask for a new one.`,
  network: msg`Could not reach Lineup. Check your connection and try again.`,
  // The server says the same (contracts' adminMessages.banned) when a password sign-in is refused;
  // this copy serves links that come back with ?error=BANNED_USER without loading the contracts.
  banned: msg`This account has been suspended by the Lineup team, so it cannot log in. If you think this is a mistake, get in touch through the Contact page.`,
} as const;
