import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const action = useFriendAction(viewerId);
  const { member, friendshipId } = friend;
  const name = member.username;
  return (
    <MemberRow member={member}>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button size="sm" variant="ghost" disabled={action.isPending}>
            <UserMinusIcon aria-hidden="true" />
            {t`Unfriend`}
          </Button>
        }
        title={t`Unfriend ${name}?`}
        description={t`You will no longer see each other’s friends-only plans, and RSVPs shared with friends only. You can send a new request later.`}
        confirmLabel={t`Unfriend`}
        cancelLabel={t`Keep as friend`}
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
  const { t, i18n } = useLingui();
  const query = useQuery(friendListsQueryOptions(viewerId));
  const friends = query.data?.friends ?? [];
  const count = friends.length;
  return (
    <Section title={count > 0 ? t`Friends (${count})` : t`Friends`}>
      {query.isPending ? (
        <ListSkeleton label={t`Loading friends`} />
      ) : query.isError ? (
        <LoadFailed
          message={t`Your friends could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : friends.length === 0 ? (
        <EmptyNote>{i18n._(NO_FRIENDS)}</EmptyNote>
      ) : (
        <ul aria-label={t`Friends`} className="flex flex-col gap-2">
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
