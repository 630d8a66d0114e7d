// Render helpers shared with other features' tests live in @/test/render-with-client.
export { findToast, renderWithClient } from '@/test/render-with-client';

let counter = 0;
/** A member summary with a fresh id. */
export function memberNamed(username: string) {
  counter += 1;
  return { id: `member-${counter}`, username, avatarUrl: null };
}

/** A friendship id (a uuid, as the server sends). */
export function friendshipId(n: number) {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
