import { useLingui } from '@lingui/react/macro';
import type { BlockChangeResponse, BlockedMember, MemberSummary } from '@lineup/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, isApiError } from '@/lib/api-client';
import { blockDone, blockFailed, unblockDone, unblockFailed } from '../block-messages';

// The key starts with the member's id, so signing in as someone else never shows the first
// member's blocks.
export const blocksKey = (viewerId: string) => ['blocks', viewerId] as const;

/** The members I blocked, most recently blocked first (`GET /api/blocks`). */
export function blockedMembersQuery(viewerId: string) {
  return queryOptions({
    queryKey: [...blocksKey(viewerId), 'list'] as const,
    queryFn: async ({ signal }) => (await api.GET('/blocks', { signal })).blocked,
  });
}

export const blocksApi = {
  block: (userId: string) => api.POST('/blocks', { body: { userId } }),
  unblock: (userId: string) => api.DELETE('/blocks/{userId}', { params: { path: { userId } } }),
};

/** The list of blocks as it is once `change` went through. */
function applyToList(list: BlockedMember[], change: BlockChangeResponse): BlockedMember[] {
  const others = list.filter((entry) => entry.id !== change.member.id);
  if (!change.blocked) return others;
  const existing = list.find((entry) => entry.id === change.member.id);
  return [existing ?? { ...change.member, blockedAt: new Date().toISOString() }, ...others];
}

/**
 * Block or unblock a member, with a toast either way. The list of blocks changes at once (the
 * profile page reads it to say "You blocked ..."); a block also changes what almost every other
 * list shows (profiles, friends, plans, who's going), so every query is read again afterwards.
 */
function useBlockChange(
  viewerId: string,
  kind: 'block' | 'unblock',
  onDone?: (change: BlockChangeResponse) => void,
) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const listKey = blockedMembersQuery(viewerId).queryKey;
  return useMutation({
    mutationFn: (member: MemberSummary) => blocksApi[kind](member.id),
    onSuccess: (change) => {
      // A list never read is left to be read when it is first shown.
      const list = queryClient.getQueryData(listKey);
      if (list) queryClient.setQueryData(listKey, applyToList(list, change));
      onDone?.(change);
      const name = change.member.username;
      toast({
        title: kind === 'block' ? blockDone(i18n, name) : unblockDone(i18n, name),
        variant: 'success',
      });
    },
    onError: (caught, member) => {
      toast({
        title:
          kind === 'block'
            ? blockFailed(i18n, member.username)
            : unblockFailed(i18n, member.username),
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export const useBlockMember = (viewerId: string, onDone?: (change: BlockChangeResponse) => void) =>
  useBlockChange(viewerId, 'block', onDone);

export const useUnblockMember = (
  viewerId: string,
  onDone?: (change: BlockChangeResponse) => void,
) => useBlockChange(viewerId, 'unblock', onDone);
