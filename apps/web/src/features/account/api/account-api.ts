import type {
  DeleteAccountRequest,
  DeleteAccountResponse,
  PrivacySettings,
} from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError, apiFetch, apiUrl, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

export const accountSessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: async ({ signal }) => (await api.GET('/account/sessions', { signal })).sessions,
  // Sessions start and end elsewhere; the list is read fresh each time the page opens.
  staleTime: 0,
  refetchOnMount: 'always',
});

/** Better Auth's linked sign-in methods; `credential` means the member has a password. */
export const signInMethodsQuery = queryOptions({
  queryKey: ['account', 'sign-in-methods'],
  queryFn: async ({ signal }) => {
    const accounts = await apiFetch<{ providerId: string }[]>('/api/auth/list-accounts', {
      signal,
    });
    return accounts.map((account) => account.providerId);
  },
});

export function updatePrivacy(input: PrivacySettings): Promise<PrivacySettings> {
  return api.PATCH('/account/privacy', { body: input });
}

export function revokeSession(sessionId: string): Promise<void> {
  return api.DELETE('/account/sessions/{sessionId}', { params: { path: { sessionId } } });
}

export async function revokeOtherSessions(): Promise<number> {
  const { revoked } = await api.POST('/account/sessions/revoke-others');
  return revoked;
}

export function deleteAccount(input: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return api.DELETE('/account', { body: input });
}

/**
 * Downloads everything Lineup keeps about the member as a JSON file, under the name the server
 * gives it. Fetched rather than linked so a failure shows as a message, not a broken download.
 */
export async function downloadMyData(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/account/export'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: ApiError['code']; message?: string };
    } | null;
    throw new ApiError({
      status: response.status,
      code: body?.error?.code ?? 'internal',
      message: body?.error?.message ?? 'Your data could not be downloaded. Please try again.',
    });
  }
  const blob = await response.blob();
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'lineup-data.json';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
