import { useLingui } from '@lingui/react/macro';
import type { FriendRequestEntry } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import UserCheckIcon from 'lucide-react/icons/user-check';
import { Button } from '@/components/ui/button';
import { friendListsQueryOptions } from '../api/friends-api';
import { NO_REQUESTS } from '../friend-messages';
import { useFriendAction } from '../hooks/use-friend-action';
import { timeAgo } from '@/lib/time-ago';
import { MemberRow } from './member-row';
import { Section } from '@/components/ui/section';
import { EmptyNote, ListSkeleton, LoadFailed } from './section';

function IncomingRow({ viewerId, request }: { viewerId: string; request: FriendRequestEntry }) {
  const { t, i18n } = useLingui();
  const action = useFriendAction(viewerId);
  const { member, friendshipId } = request;
  const when = timeAgo(i18n, request.sentAt);
  return (
    <MemberRow member={member} note={t`Asked ${when}`}>
      <Button
        size="sm"
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: 'accept', member, friendshipId })}
      >
        <UserCheckIcon aria-hidden="true" />
        {t({ message: 'Accept', comment: 'Button: accept a friend request' })}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: 'decline', member, friendshipId })}
      >
        {t({ message: 'Decline', comment: 'Button: decline a friend request' })}
      </Button>
    </MemberRow>
  );
}

function OutgoingRow({ viewerId, request }: { viewerId: string; request: FriendRequestEntry }) {
  const { t, i18n } = useLingui();
  const action = useFriendAction(viewerId);
  const { member, friendshipId } = request;
  const when = timeAgo(i18n, request.sentAt);
  return (
    <MemberRow
      member={member}
      note={t({
        message: `Sent ${when}`,
        comment: 'A friend request sent some time ago, e.g. "Sent 2 days ago"',
      })}
    >
      <Button
        size="sm"
        variant="outline"
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: 'cancel', member, friendshipId })}
      >
        {t`Cancel request`}
      </Button>
    </MemberRow>
  );
}

/** Requests I received (Accept, Decline) and sent (Cancel), newest first. */
export function FriendRequests({ viewerId }: { viewerId: string }) {
  const { t, i18n } = useLingui();
  const query = useQuery(friendListsQueryOptions(viewerId));
  const incoming = query.data?.incoming ?? [];
  const outgoing = query.data?.outgoing ?? [];
  const count = incoming.length + outgoing.length;

  return (
    <Section title={count > 0 ? t`Requests (${count})` : t`Requests`}>
      {query.isPending ? (
        <ListSkeleton label={t`Loading requests`} rows={1} />
      ) : query.isError ? (
        <LoadFailed
          message={t`Your requests could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : count === 0 ? (
        <EmptyNote>{i18n._(NO_REQUESTS)}</EmptyNote>
      ) : (
        <div className="flex flex-col gap-4">
          {incoming.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
                {t({ message: 'Received', comment: 'Heading: friend requests received' })}
              </h3>
              <ul aria-label={t`Requests received`} className="flex flex-col gap-2">
                {incoming.map((request) => (
                  <li key={request.friendshipId}>
                    <IncomingRow viewerId={viewerId} request={request} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {outgoing.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
                {t({ message: 'Sent', comment: 'Heading: friend requests sent' })}
              </h3>
              <ul aria-label={t`Requests sent`} className="flex flex-col gap-2">
                {outgoing.map((request) => (
                  <li key={request.friendshipId}>
                    <OutgoingRow viewerId={viewerId} request={request} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </Section>
  );
}
