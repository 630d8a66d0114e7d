import type { CrewRole } from '@lineup/contracts';

/** How each role reads on the page, and what it lets a member do (docs/product.md §14). */
export const CREW_ROLE_LABELS: Record<CrewRole, string> = {
  owner: 'Owner',
  host: 'Host',
  checkin: 'Check-in',
};

export const CREW_ROLE_HINTS: Record<CrewRole, string> = {
  owner: 'Runs the crew: edits it, its members and its events.',
  host: 'Hosts the crew’s events.',
  checkin: 'Checks guests in at the door.',
};

/** "an owner", "a host", "a check-in member". */
export function roleWithArticle(role: CrewRole): string {
  return role === 'owner' ? 'an owner' : role === 'host' ? 'a host' : 'a check-in member';
}
