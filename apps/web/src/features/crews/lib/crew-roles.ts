import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CrewRole } from '@lineup/contracts';

/** How each role reads on the page, and what it lets a member do (docs/product.md §14). */
export const CREW_ROLE_LABELS: Record<CrewRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', comment: 'A role in a crew: the member who runs it' }),
  host: msg({ message: 'Host', comment: 'A role in a crew: a member who hosts its events' }),
  checkin: msg({
    message: 'Check-in',
    comment: 'A role in a crew: a member who checks guests in at the door',
  }),
};

/** The role inside a sentence ("Invited as owner", "Ana is now host"), in lower case. */
export const CREW_ROLE_NAMES: Record<CrewRole, MessageDescriptor> = {
  owner: msg({ message: 'owner', comment: 'A crew role inside a sentence: "Ana is now owner"' }),
  host: msg({ message: 'host', comment: 'A crew role inside a sentence: "Ana is now host"' }),
  checkin: msg({
    message: 'check-in',
    comment: 'A crew role inside a sentence: "Ana is now check-in"',
  }),
};

export const CREW_ROLE_HINTS: Record<CrewRole, MessageDescriptor> = {
  owner: msg`Runs the crew: edits it, its members and its events.`,
  host: msg`Hosts the crew’s events.`,
  checkin: msg`Checks guests in at the door.`,
};

/** "an owner", "a host", "a check-in member". */
export function roleWithArticle(i18n: I18n, role: CrewRole): string {
  return role === 'owner'
    ? i18n._(msg({ message: 'an owner', comment: 'You are invited to join {crew} as an owner' }))
    : role === 'host'
      ? i18n._(msg({ message: 'a host', comment: 'You are invited to join {crew} as a host' }))
      : i18n._(
          msg({
            message: 'a check-in member',
            comment: 'You are invited to join {crew} as a check-in member',
          }),
        );
}
