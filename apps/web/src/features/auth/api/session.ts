import { apiFetch } from '@/lib/api-client';

/** Better Auth's `GET /api/auth/get-session` body (the fields the app reads). */
export type SessionData = {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    image?: string | null;
    /** 'user' or 'admin' (Better Auth's admin plugin); the admin page reads it. */
    role?: string | null;
  };
  session: {
    id: string;
    expiresAt: string;
    createdAt?: string;
  };
};

function isSessionData(data: unknown): data is SessionData {
  if (typeof data !== 'object' || data === null) return false;
  const { user, session } = data as Partial<Record<keyof SessionData, unknown>>;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof (user as { id?: unknown }).id === 'string' &&
    typeof (user as { email?: unknown }).email === 'string' &&
    typeof session === 'object' &&
    session !== null
  );
}

/**
 * The session of the httpOnly cookie, or `null` for a visitor. Better Auth renews a session
 * that is read after its update age, which is what keeps members signed in.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionData | null> {
  const data = await apiFetch<unknown>('/api/auth/get-session', { signal });
  return isSessionData(data) ? data : null;
}
