import type { Profile } from '@lineup/contracts';
import { api } from '@/lib/api-client';

/** docs/product.md §3: the profile used when none can be read: e-mail prefix or "User", the rest empty. */
export function defaultProfileFor(user: { id: string; email: string }): Profile {
  return {
    id: user.id,
    username: user.email.split('@')[0] || 'User',
    email: user.email,
    avatarUrl: null,
    location: null,
    locationCategory: null,
    status: null,
    statusDetails: null,
    tagline: null,
    rsvpVisibility: 'everyone',
    locale: null,
    createdAt: null,
    updatedAt: null,
  };
}

/**
 * The signed-in member's profile. docs/product.md §8: on a fetch error, try to create it, then fall back
 * to the default profile. Reading `/api/profiles/me` creates a missing profile on the server,
 * so "try to create it" is a second read; the default is what remains when that fails too.
 */
export async function fetchMyProfile(options: {
  userId: string;
  email: string;
  signal?: AbortSignal;
}): Promise<Profile> {
  const { userId, email, signal } = options;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const { profile } = await api.GET('/profiles/me', { signal });
      return profile;
    } catch (error) {
      if (signal?.aborted) throw error;
      console.error('The profile could not be read', error);
    }
  }
  return defaultProfileFor({ id: userId, email });
}
