import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Which sign-in methods this server offers; it only changes when the server restarts. */
export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'],
  queryFn: ({ signal }) => api.GET('/auth-config', { signal }),
  staleTime: Infinity,
});
