import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { apiOf } from '@/lib/query-client';

export const publicProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'profile'],
    queryFn: async ({ signal, client }) => {
      const { profile } = await apiOf(client).GET('/users/{userId}', {
        signal,
        params: { path: { userId } },
      });
      return profile;
    },
    // An unknown member stays unknown; asking again would only delay the not-found page.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < 1,
  });
