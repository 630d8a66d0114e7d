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
  const { i18n } = useLingui();
  const action = useFriendAction(viewerId);
  const { member, friendshipId } = request;
  return (
    <MemberRow member={member} note={`Asked ${timeAgo(i18n, request.sentAt)}`}>
      <Button
        size="sm"
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: 'accept', member, friendshipId })}
      >
        <UserCheckIcon aria-hidden="true" />
        Accept
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: 'decline', member, friendshipId })}
      >
        Decline
      </Button>
    </MemberRow>
  );
}

function OutgoingRow({ viewerId, request }: { viewerId: string; request: FriendRequestEntry }) {
  const { i18n } = useLingui();
  const action = useFriendAction(viewerId);
  const { member, friendshipId } = request;
  return (
    <MemberRow member={member} note={`Sent ${timeAgo(i18n, request.sentAt)}`}>
      <Button
        size="sm"
        variant="outline"
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: 'cancel', member, friendshipId })}
      >
        Cancel request
      </Button>
    </MemberRow>
  );
}

/** Requests I received (Accept, Decline) and sent (Cancel), newest first. */
export function FriendRequests({ viewerId }: { viewerId: string }) {
  const query = useQuery(friendListsQueryOptions(viewerId));
  const incoming = query.data?.incoming ?? [];
  const outgoing = query.data?.outgoing ?? [];
  const count = incoming.length + outgoing.length;

  return (
    <Section title={count > 0 ? `Requests (${count})` : 'Requests'}>
      {query.isPending ? (
        <ListSkeleton label="Loading requests" rows={1} />
      ) : query.isError ? (
        <LoadFailed what="Your requests" onRetry={() => void query.refetch()} />
      ) : count === 0 ? (
        <EmptyNote>{NO_REQUESTS}</EmptyNote>
      ) : (
        <div className="flex flex-col gap-4">
          {incoming.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Received</h3>
              <ul aria-label="Requests received" className="flex flex-col gap-2">
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
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Sent</h3>
              <ul aria-label="Requests sent" className="flex flex-col gap-2">
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
