import { useLingui } from '@lingui/react/macro';
import type {
  FriendRelation,
  FriendsResponse,
  FriendshipChangeResponse,
  MemberSummary,
} from '@lineup/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { friendListsQueryOptions, friendsApi, friendsKey } from '../api/friends-api';
import { friendActionDone, friendActionFailed, type FriendActionKind } from '../friend-messages';

export type FriendAction =
  | { kind: 'send'; member: MemberSummary }
  | {
      kind: Exclude<FriendActionKind, 'send'>;
      member: MemberSummary;
      friendshipId: string;
    };

/** What the relation becomes when an action succeeds, shown before the server answers. */
export function expectedRelation(action: FriendAction): FriendRelation {
  switch (action.kind) {
    case 'send':
      return { state: 'request_sent', friendshipId: null };
    case 'accept':
      return { state: 'friends', friendshipId: action.friendshipId };
    default:
      return { state: 'none', friendshipId: null };
  }
}

const byUsername = (a: { member: MemberSummary }, b: { member: MemberSummary }) =>
  a.member.username.localeCompare(b.member.username, undefined, { sensitivity: 'base' });

/** The friend lists as they will be once `action` went through. */
export function applyToLists(lists: FriendsResponse, action: FriendAction): FriendsResponse {
  if (action.kind === 'send') return lists;
  const without = <T extends { friendshipId: string }>(entries: T[]) =>
    entries.filter((entry) => entry.friendshipId !== action.friendshipId);
  switch (action.kind) {
    case 'accept': {
      const request = lists.incoming.find((entry) => entry.friendshipId === action.friendshipId);
      const friend = {
        friendshipId: action.friendshipId,
        member: request?.member ?? action.member,
        since: new Date().toISOString(),
      };
      return {
        ...lists,
        incoming: without(lists.incoming),
        friends: [...without(lists.friends), friend].sort(byUsername),
      };
    }
    case 'decline':
      return { ...lists, incoming: without(lists.incoming) };
    case 'cancel':
      return { ...lists, outgoing: without(lists.outgoing) };
    case 'unfriend':
      return { ...lists, friends: without(lists.friends) };
  }
}

function run(action: FriendAction): Promise<FriendshipChangeResponse> {
  return action.kind === 'send'
    ? friendsApi.send(action.member.id)
    : friendsApi[action.kind](action.friendshipId);
}

/**
 * One friend action (send, accept, decline, cancel, unfriend). The member's lists change at
 * once; if the server refuses, they go back and a toast gives its reason. Every friends query
 * is read again afterwards, since one answer changes lists, search results and activity.
 */
export function useFriendAction(
  viewerId: string,
  options: {
    onMutate?: (action: FriendAction) => void;
    onSuccess?: (change: FriendshipChangeResponse, action: FriendAction) => void;
    onError?: (action: FriendAction) => void;
  } = {},
) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const listsKey = friendListsQueryOptions(viewerId).queryKey;
  return useMutation({
    mutationFn: run,
    onMutate: async (action: FriendAction) => {
      options.onMutate?.(action);
      await queryClient.cancelQueries({ queryKey: listsKey });
      const previous = queryClient.getQueryData(listsKey);
      if (previous) queryClient.setQueryData(listsKey, applyToLists(previous, action));
      return { previous };
    },
    onError: (caught, action, context) => {
      if (context?.previous) queryClient.setQueryData(listsKey, context.previous);
      options.onError?.(action);
      toast({
        title: i18n._(friendActionFailed[action.kind]),
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      });
    },
    onSuccess: (change, action) => {
      options.onSuccess?.(change, action);
      const done = friendActionDone[action.kind];
      if (done) {
        toast({
          title: done(i18n, change.member, change.relation.state === 'friends'),
          variant: 'success',
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendsKey(viewerId) }),
  });
}
