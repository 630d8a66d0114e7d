import type { Context } from 'hono';
import type { AppEnv } from '../../types';

/** Who is asking: a signed-in member (with their role) or a visitor (null). */
export type Viewer = { id: string; role?: string | null } | null;

export const EVENT_NOT_FOUND = 'This event does not exist or is no longer available.';

/** The signed-in member behind a request (from the session middleware), or null. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const user = c.get('user');
  return user ? { id: user.id, role: user.role } : null;
}

const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

/** Drafts exist only for their creator and admins; everything else is public. */
export const canSee = (event: { status: string; creatorId: string | null }, viewer: Viewer) =>
  event.status !== 'draft' || isAdmin(viewer) || (!!viewer && viewer.id === event.creatorId);

/** Only the creator or an admin changes an event (docs/product.md "Event"). */
export const canEdit = (event: { creatorId: string | null }, viewer: Viewer) =>
  isAdmin(viewer) || (!!viewer && viewer.id === event.creatorId);
