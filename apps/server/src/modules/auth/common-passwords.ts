import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@lineup/contracts';

/**
 * Passwords people use most (zxcvbn's list, from leaked-password corpora). Only those long
 * enough to pass the length rule matter; compared case-insensitively, as guessers try both.
 */
const COMMON = new Set(
  dictionary.passwords
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
