import type * as PasswordStrength from '@lineup/contracts/password-strength';

let strength: Promise<typeof PasswordStrength> | undefined;

const loadStrength = () => (strength ??= import('@lineup/contracts/password-strength'));

/**
 * Starts loading the estimator (its dictionaries are megabytes) while the member types a new
 * password, so that checking it on submit does not wait for the download. Call on focus.
 */
export function preloadPasswordStrength(): void {
  void loadStrength().catch(() => {
    // A failed download is tried again by the check on submit.
    strength = undefined;
  });
}

/**
 * Why the server would refuse `password` as too easy to guess (the same rule and words, from
 * the shared contracts), or null when it is strong enough. The estimator's dictionaries are
 * megabytes, so they load when a new-password field is focused (or on the first check), never with
 * the page.
 */
export async function weakPasswordReason(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  const check = (await loadStrength()).checkPasswordStrength(password, userInputs);
  return check.ok ? null : check.message;
}
