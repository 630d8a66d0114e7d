import type { Context } from 'hono';
import type { AppEnv } from '../../types';
import type { Viewer } from './events.service';

/** The signed-in member behind a request (from the session middleware), or null. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const user = c.get('user');
  return user ? { id: user.id, role: user.role } : null;
}
