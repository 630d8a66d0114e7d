import type { FriendEntry } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import UserMinusIcon from 'lucide-react/icons/user-minus';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { friendListsQueryOptions } from '../api/friends-api';
import { NO_FRIENDS } from '../friend-messages';
import { useFriendAction } from '../hooks/use-friend-action';
import { MemberRow } from './member-row';
import { Section } from '@/components/ui/section';
import { EmptyNote, ListSkeleton, LoadFailed } from './section';

function FriendRow({ viewerId, friend }: { viewerId: string; friend: FriendEntry }) {
  const [confirming, setConfirming] = useState(false);
  const action = useFriendAction(viewerId);
  const { member, friendshipId } = friend;
  return (
    <MemberRow member={member}>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button size="sm" variant="ghost" disabled={action.isPending}>
            <UserMinusIcon aria-hidden="true" />
            Unfriend
          </Button>
        }
        title={`Unfriend ${member.username}?`}
        description="You will no longer see each other’s friends-only plans, and RSVPs shared with friends only. You can send a new request later."
        confirmLabel="Unfriend"
        cancelLabel="Keep as friend"
        onConfirm={() => {
          setConfirming(false);
          action.mutate({ kind: 'unfriend', member, friendshipId });
        }}
      />
    </MemberRow>
  );
}

/** My friends by username, each linking to their profile, with Unfriend (after a confirmation). */
export function FriendList({ viewerId }: { viewerId: string }) {
  const query = useQuery(friendListsQueryOptions(viewerId));
  const friends = query.data?.friends ?? [];
  return (
    <Section title={friends.length > 0 ? `Friends (${friends.length})` : 'Friends'}>
      {query.isPending ? (
        <ListSkeleton label="Loading friends" />
      ) : query.isError ? (
        <LoadFailed what="Your friends" onRetry={() => void query.refetch()} />
      ) : friends.length === 0 ? (
        <EmptyNote>{NO_FRIENDS}</EmptyNote>
      ) : (
        <ul aria-label="Friends" className="flex flex-col gap-2">
          {friends.map((friend) => (
            <li key={friend.friendshipId}>
              <FriendRow viewerId={viewerId} friend={friend} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
