import { createAuthClient } from 'better-auth/client';
import { magicLinkClient } from 'better-auth/client/plugins';

/**
 * Better Auth's browser client, for the pages that sign people in, up and out of other
 * sessions. It is only ever imported dynamically (`await import('@/lib/auth-client')`): the
 * always-loaded session provider reads the session with a plain fetch, so visitors who never
 * open a sign-in page never download this. The API serves Better Auth at `/api/auth/*`, on the
 * page's own origin, and the session cookie is httpOnly.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
  fetchOptions: { credentials: 'same-origin' },
});

export type AuthClient = typeof authClient;
