import type { EventDetail, EventHostsResponse } from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ChartColumnIcon from 'lucide-react/icons/chart-column';
import ScanLineIcon from 'lucide-react/icons/scan-line';
import UserPlusIcon from 'lucide-react/icons/user-plus';
import UsersIcon from 'lucide-react/icons/users';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/link-button';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useNow } from '@/lib/render-time';
import {
  acceptCohostInvitation,
  eventHostsKey,
  eventHostsQueryOptions,
  inviteCohost,
  removeCohost,
} from '../api/hosts-api';

type HostsProps = {
  event: EventDetail;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
};

const roleLabels = { owner: 'Owner', cohost: 'Co-host', crew: 'Crew host' } as const;

const messageOf = (caught: unknown) =>
  isApiError(caught) ? caught.message : 'Something went wrong. Please try again.';

/** The hosts' answer is saved, and the event page reads what the reader may now do. */
function useHostsChange(eventId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return (answer: EventHostsResponse | undefined, eventChanged = false) => {
    if (answer) queryClient.setQueryData(eventHostsKey(eventId, viewerId), answer);
    else void queryClient.invalidateQueries({ queryKey: ['hosts', eventId] });
    if (eventChanged) void queryClient.invalidateQueries({ queryKey: ['events'] });
  };
}

/**
 * Who hosts the event (docs/product.md §14 "Co-hosts"), for everyone: its owner, co-hosts and
 * the hosts of its crew, with their faces. Its owner invites and removes co-hosts here.
 */
export function EventHostsList({ event, viewerId }: HostsProps) {
  const query = useQuery(eventHostsQueryOptions(event.id, viewerId));
  const changed = useHostsChange(event.id, viewerId);
  const remove = useMutation({
    mutationFn: (userId: string) => removeCohost(event.id, userId),
    onSuccess: (answer) => changed(answer),
    onError: (caught) =>
      toast({ title: 'That did not work', description: messageOf(caught), variant: 'destructive' }),
  });

  const data = query.data;
  const owner = data?.viewerRole === 'owner';
  const hosts = data?.hosts ?? (event.creator ? [{ ...event.creator, as: 'owner' as const }] : []);

  return (
    <section
      aria-label="Hosted by"
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <h2 className="text-lg font-semibold">Hosted by</h2>
      {event.crew ? (
        <p className="mt-1 text-sm text-muted">
          With the crew{' '}
          <Link to={event.crew.path} className="font-semibold text-ocean-700 hover:underline">
            {event.crew.name}
          </Link>
        </p>
      ) : null}
      {hosts.length > 0 ? (
        <ul aria-label="Hosts" className="mt-3 flex flex-col gap-2.5">
          {hosts.map((host) => (
            <li key={host.id} className="flex items-center justify-between gap-3">
              <div className="flex min-w-0 items-center gap-3">
                <Link
                  to={`/user/${host.id}`}
                  className="flex min-w-0 items-center gap-3 rounded-2xl font-semibold hover:text-ocean-800"
                >
                  <span aria-hidden="true">
                    <Avatar name={host.username} src={host.avatarUrl} />
                  </span>
                  <span className="truncate">{host.username}</span>
                </Link>
                <span className="shrink-0 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-sand-900">
                  {roleLabels[host.as]}
                </span>
              </div>
              {owner && host.as === 'cohost' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${host.username} as co-host`}
                  loading={remove.isPending && remove.variables === host.id}
                  onClick={() => remove.mutate(host.id)}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p className="mt-3 text-sm text-muted">The hosts could not be loaded.</p>
      ) : null}

      {owner && data.invited.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">Invited to co-host</h3>
          <ul aria-label="Invited to co-host" className="mt-2 flex flex-col gap-2">
            {data.invited.map((member) => (
              <li key={member.id} className="flex items-center justify-between gap-3 text-sm">
                <Link
                  to={`/user/${member.id}`}
                  className="flex min-w-0 items-center gap-2 hover:text-ocean-800"
                >
                  <span aria-hidden="true">
                    <Avatar name={member.username} src={member.avatarUrl} size="sm" />
                  </span>
                  <span className="truncate">{member.username}</span>
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Take back the invitation to ${member.username}`}
                  loading={remove.isPending && remove.variables === member.id}
                  onClick={() => remove.mutate(member.id)}
                >
                  Take back
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {owner ? <InviteCohostForm eventId={event.id} viewerId={viewerId} /> : null}
    </section>
  );
}

function InviteCohostForm({ eventId, viewerId }: { eventId: string; viewerId: string | null }) {
  const inputId = useId();
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const changed = useHostsChange(eventId, viewerId);
  const invite = useMutation({
    mutationFn: (name: string) => inviteCohost(eventId, name),
    onSuccess: (answer, name) => {
      changed(answer);
      setUsername('');
      toast({
        title: 'Invitation sent',
        description: `${name} can accept it from their notifications or this page.`,
        variant: 'success',
      });
    },
    onError: (caught) => setProblem(messageOf(caught)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) {
      setProblem('Enter the username of the member to invite.');
      return;
    }
    setProblem(null);
    invite.mutate(name);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        Invite a co-host
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="username"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${inputId}-message`}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Button type="submit" variant="outline" loading={invite.isPending} loadingLabel="Inviting…">
          <UserPlusIcon aria-hidden="true" />
          Invite
        </Button>
      </div>
      <p
        id={`${inputId}-message`}
        className={problem ? 'text-sm font-medium text-coral-700' : 'text-sm text-muted'}
      >
        {problem ?? 'Co-hosts edit the event, see its guests and write to them.'}
      </p>
    </form>
  );
}

/**
 * Under the RSVP, for the reader the event concerns as a host: an invitation to co-host to
 * accept or decline, and for its hosts the ways to the guest list, check-in and dashboard,
 * and after the event how many came.
 */
export function EventHostPanel({ event, viewerId }: HostsProps) {
  const now = useNow();
  const query = useQuery({ ...eventHostsQueryOptions(event.id, viewerId), enabled: !!viewerId });
  const changed = useHostsChange(event.id, viewerId);
  const accept = useMutation({
    mutationFn: () => acceptCohostInvitation(event.id),
    onSuccess: (answer) => {
      changed(answer, true);
      toast({
        title: 'You co-host this event now',
        description: 'You can edit it, see its guests and write to them.',
        variant: 'success',
      });
    },
  });
  const decline = useMutation({
    mutationFn: () => removeCohost(event.id, viewerId ?? ''),
    onSuccess: (answer) => changed(answer, true),
  });
  const failure = accept.error ?? decline.error;

  if (query.data?.viewerInvited) {
    return (
      <section
        aria-label="Invitation to co-host"
        className="flex flex-col gap-3 rounded-3xl bg-ocean-50 p-4 ring-1 ring-ocean-200 ring-inset sm:p-5"
      >
        <p className="font-semibold text-ocean-900">
          {event.creator
            ? `${event.creator.username} invited you to co-host this event.`
            : 'You are invited to co-host this event.'}
        </p>
        <p className="text-sm text-ocean-900/80">
          Co-hosts edit the event, see its guests and answers, write to them and check them in.
        </p>
        {failure ? <Alert variant="error">{messageOf(failure)}</Alert> : null}
        <div className="flex flex-wrap gap-2.5">
          <Button
            loading={accept.isPending}
            loadingLabel="Accepting…"
            disabled={decline.isPending}
            onClick={() => accept.mutate()}
          >
            Accept
          </Button>
          <Button
            variant="outline"
            loading={decline.isPending}
            loadingLabel="Declining…"
            disabled={accept.isPending}
            onClick={() => decline.mutate()}
          >
            Decline
          </Button>
        </div>
      </section>
    );
  }

  const role = event.hostRole;
  if (!role) return null;
  const base = `/events/event/${event.id}`;
  const ended = new Date(event.endDate).getTime() <= now.getTime();
  return (
    <section
      aria-label="Host tools"
      className="flex flex-col gap-3 rounded-3xl bg-ocean-50 p-4 ring-1 ring-ocean-200 ring-inset sm:p-5"
    >
      <p className="text-sm font-medium text-ocean-900">
        {role === 'checkin'
          ? 'You check guests in at this event.'
          : role === 'owner'
            ? 'You host this event.'
            : 'You co-host this event.'}
        {ended && event.arrivedCount !== null ? (
          <span className="block font-semibold">
            {event.arrivedCount === 1 ? '1 guest came' : `${event.arrivedCount} guests came`}.
          </span>
        ) : null}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        {role !== 'checkin' ? (
          <LinkButton to={`${base}/guests`} variant="outline" size="sm">
            <UsersIcon aria-hidden="true" />
            Guest list
          </LinkButton>
        ) : null}
        <LinkButton to={`${base}/check-in`} variant="outline" size="sm">
          <ScanLineIcon aria-hidden="true" />
          Check-in
        </LinkButton>
        {role !== 'checkin' ? (
          <LinkButton to={`${base}/dashboard`} variant="outline" size="sm">
            <ChartColumnIcon aria-hidden="true" />
            Dashboard
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
