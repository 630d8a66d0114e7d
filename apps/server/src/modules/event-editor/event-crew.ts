import { errorMessages } from '@lineup/contracts';
import type { EventRow } from '@lineup/db/schema';
import { forbidden, validationFailed } from '../../lib/app-error';
import type { Tx } from '../../lib/transaction';
import type { SessionUser } from '../../types';
import { crewByHandle, crewRoleOf } from '../crews';
import { allows, roleForChange } from '../events';

// An event hosted with a crew (docs/product.md §14): the member must host that crew; its
// owners and hosts then manage the event with them.

export const CREW_NOT_YOURS = 'Choose a crew you host.';

/** The crew's id for `handle` (null for none), refusing a crew the member does not host. */
export async function crewIdFor(
  tx: Tx,
  handle: string | null | undefined,
  user: SessionUser,
): Promise<string | null> {
  if (!handle) return null;
  const crew = await crewByHandle(tx, handle);
  const role = crew ? await crewRoleOf(tx, crew.id, user.id) : null;
  if (!crew || (role !== 'owner' && role !== 'host')) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [{ path: 'crew', message: CREW_NOT_YOURS }],
    });
  }
  return crew.id;
}

export const CREW_MOVE_OWNER_ONLY = 'Only the event’s owner can move it to another crew.';

/**
 * The crew the event has after a change: as it was when `handle` is not sent or names the same
 * crew; another (or none) only by its owner, into a crew they host.
 */
export async function crewAfterChange(
  tx: Tx,
  current: Pick<EventRow, 'id' | 'crewId'>,
  handle: string | null | undefined,
  user: SessionUser,
): Promise<string | null> {
  if (handle === undefined) return current.crewId;
  const named = handle ? await crewByHandle(tx, handle) : undefined;
  if ((named?.id ?? null) === current.crewId) return current.crewId;
  const role = await roleForChange(tx, current.id, { id: user.id, role: user.role });
  if (!allows(role, 'owner')) throw forbidden(CREW_MOVE_OWNER_ONLY);
  return crewIdFor(tx, handle, user);
}
