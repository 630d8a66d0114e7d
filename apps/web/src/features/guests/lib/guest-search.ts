import type { Guest } from '@lineup/contracts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Whether a guest's name or one of their answers holds the search's text (accents aside). */
export function matchesGuest(guest: Pick<Guest, 'username' | 'answers'>, search: string): boolean {
  const wanted = fold(search);
  if (!wanted) return true;
  if (fold(guest.username).includes(wanted)) return true;
  return Object.values(guest.answers).some((answer) =>
    (Array.isArray(answer) ? answer : [answer]).some((text) => fold(text).includes(wanted)),
  );
}
