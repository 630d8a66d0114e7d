import { useLingui } from '@lingui/react/macro';
import type { FriendRelation, FriendshipChangeResponse, MemberSummary } from '@lineup/contracts';
import CheckIcon from 'lucide-react/icons/check';
import UserCheckIcon from 'lucide-react/icons/user-check';
import UserPlusIcon from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { expectedRelation, useFriendAction } from '../hooks/use-friend-action';

type FriendActionButtonsProps = {
  viewerId: string;
  member: MemberSummary;
  /** The relation as last read from the server. */
  relation: FriendRelation;
  /** After a change went through (the profile page reads the member again). */
  onChanged?: (change: FriendshipChangeResponse) => void;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * What the viewer can do about another member: Add friend; Request sent with Cancel request;
 * Accept or Decline their request; or a Friends badge. The new state shows at once and goes
 * back if the server refuses.
 */
export function FriendActionButtons(props: FriendActionButtonsProps) {
  // A fresh relation from the server replaces whatever was shown in the meantime.
  const key = `${props.relation.state}:${props.relation.friendshipId ?? ''}`;
  return <RelationButtons key={key} {...props} />;
}

function RelationButtons({
  viewerId,
  member,
  relation,
  onChanged,
  size = 'sm',
  className,
}: FriendActionButtonsProps) {
  const [shown, setShown] = useState<FriendRelation | null>(null);
  const action = useFriendAction(viewerId, {
    onMutate: (next) => setShown(expectedRelation(next)),
    onSuccess: (change) => {
      setShown(change.relation);
      onChanged?.(change);
    },
    onError: () => setShown(null),
  });
  const { t } = useLingui();
  const current = shown ?? relation;
  const busy = action.isPending;
  const id = current.friendshipId;

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {current.state === 'none' ? (
        <Button size={size} disabled={busy} onClick={() => action.mutate({ kind: 'send', member })}>
          <UserPlusIcon aria-hidden="true" />
          {t`Add friend`}
        </Button>
      ) : null}

      {current.state === 'request_sent' ? (
        <>
          <Badge variant="neutral">
            <CheckIcon aria-hidden="true" />
            {t`Request sent`}
          </Badge>
          <Button
            size={size}
            variant="outline"
            disabled={busy || !id}
            onClick={() => id && action.mutate({ kind: 'cancel', member, friendshipId: id })}
          >
            {t`Cancel request`}
          </Button>
        </>
      ) : null}

      {current.state === 'request_received' && id ? (
        <>
          <Button
            size={size}
            disabled={busy}
            onClick={() => action.mutate({ kind: 'accept', member, friendshipId: id })}
          >
            <UserCheckIcon aria-hidden="true" />
            {t({ message: 'Accept', comment: 'Button: accept a friend request' })}
          </Button>
          <Button
            size={size}
            variant="ghost"
            disabled={busy}
            onClick={() => action.mutate({ kind: 'decline', member, friendshipId: id })}
          >
            {t({ message: 'Decline', comment: 'Button: decline a friend request' })}
          </Button>
        </>
      ) : null}

      {current.state === 'friends' ? (
        <Badge variant="solid">
          <UserCheckIcon aria-hidden="true" />
          {t({ message: 'Friends', comment: 'Badge: the viewer and this member are friends' })}
        </Badge>
      ) : null}
    </div>
  );
}
