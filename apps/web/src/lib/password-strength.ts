import type * as PasswordStrength from '@lineup/contracts/password-strength';

let strength: Promise<typeof PasswordStrength> | undefined;

/**
 * Why the server would refuse `password` as too easy to guess (the same rule and words, from
 * the shared contracts), or null when it is strong enough. The estimator's dictionaries are
 * megabytes, so they load on the first check, never with the page.
 */
export async function weakPasswordReason(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  strength ??= import('@lineup/contracts/password-strength');
  const check = (await strength).checkPasswordStrength(password, userInputs);
  return check.ok ? null : check.message;
}
