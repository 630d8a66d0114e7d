import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_SCORE, WEAK_PASSWORD_MESSAGE } from './auth';

/**
 * The one password-strength rule, used by the server's sign-up, reset and change-password hook
 * and by the web forms before they submit, so both refuse the same passwords with the same
 * reason. It is its own entry point (`@lineup/contracts/password-strength`), not part of the
 * index: its dictionaries are megabytes, which the web app loads only when a form needs them.
 *
 * zxcvbn estimates how many guesses an attacker with leaked-password lists, dictionaries and
 * keyboard patterns needs; see PASSWORD_MIN_SCORE for the bar.
 */

zxcvbnOptions.setOptions({
  graphs: adjacencyGraphs,
  // Leaked passwords, names and common English words.
  dictionary: { ...commonDictionary, ...englishDictionary },
  translations,
});

// Words a guesser tries first against this site in particular.
const SITE_WORDS = ['lineup', 'surf', 'surfing'];

export type PasswordCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether `password` is strong enough, judged with what a guesser knows about its owner:
 * `userInputs` such as the e-mail address and username (each also split into its parts).
 */
export function checkPasswordStrength(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): PasswordCheck {
  const result = zxcvbn(password, [...SITE_WORDS, ...userInputs.flatMap(wordsOf)]);
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true };
  const { warning, suggestions } = result.feedback;
  return {
    ok: false,
    message: [WEAK_PASSWORD_MESSAGE, warning, suggestions[0]].filter(Boolean).join(' '),
  };
}

/** `Ana.Silva@mail.example` → the address, `ana.silva`, `ana`, `silva`, `mail`, `example`. */
function wordsOf(input: string | null | undefined): string[] {
  const value = input?.trim().toLowerCase();
  if (!value) return [];
  const [local = '', domain = ''] = value.split('@');
  const parts = [local, ...`${local} ${domain}`.split(/[^\p{L}\p{N}]+/u)];
  return [value, ...parts.filter((part) => part.length >= 3)];
}
