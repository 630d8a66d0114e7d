import type { AuthConfigResponse } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Which sign-in methods this server offers; it only changes when the server restarts. */
export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'],
  queryFn: ({ signal }) => apiFetch<AuthConfigResponse>('/api/auth-config', { signal }),
  staleTime: Infinity,
});
