import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const roleLabels = {
  owner: msg({ message: 'Owner', comment: 'A host of an event: the member who made it' }),
  cohost: msg({ message: 'Co-host', comment: 'A host of an event: invited by its owner' }),
  crew: msg({ message: 'Crew host', comment: 'A host of an event: a host of its crew' }),
} as const;

const messageOf = (i18n: I18n, caught: unknown) =>
  isApiError(caught) ? caught.message : i18n._(msg`Something went wrong. Please try again.`);

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
  const { t, i18n } = useLingui();
  const query = useQuery(eventHostsQueryOptions(event.id, viewerId));
  const changed = useHostsChange(event.id, viewerId);
  const remove = useMutation({
    mutationFn: (userId: string) => removeCohost(event.id, userId),
    onSuccess: (answer) => changed(answer),
    onError: (caught) =>
      toast({
        title: t`That did not work`,
        description: messageOf(i18n, caught),
        variant: 'destructive',
      }),
  });

  const data = query.data;
  const owner = data?.viewerRole === 'owner';
  const crewName = event.crew?.name ?? '';
  const hosts = data?.hosts ?? (event.creator ? [{ ...event.creator, as: 'owner' as const }] : []);

  return (
    <section
      aria-label={t`Hosted by`}
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <h2 className="text-lg font-semibold">{t`Hosted by`}</h2>
      {event.crew ? (
        <p className="mt-1 text-sm text-muted">
          <Trans>
            With the crew{' '}
            <Link to={event.crew.path} className="font-semibold text-ocean-700 hover:underline">
              {crewName}
            </Link>
          </Trans>
        </p>
      ) : null}
      {hosts.length > 0 ? (
        <ul aria-label={t`Hosts`} className="mt-3 flex flex-col gap-2.5">
          {hosts.map((host) => {
            const hostName = host.username;
            return (
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
                    {i18n._(roleLabels[host.as])}
                  </span>
                </div>
                {owner && host.as === 'cohost' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove ${hostName} as co-host`}
                    loading={remove.isPending && remove.variables === host.id}
                    onClick={() => remove.mutate(host.id)}
                  >
                    {t`Remove`}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : query.isError ? (
        <p className="mt-3 text-sm text-muted">{t`The hosts could not be loaded.`}</p>
      ) : null}

      {owner && data.invited.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t`Invited to co-host`}</h3>
          <ul aria-label={t`Invited to co-host`} className="mt-2 flex flex-col gap-2">
            {data.invited.map((member) => {
              const memberName = member.username;
              return (
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
                    aria-label={t`Take back the invitation to ${memberName}`}
                    loading={remove.isPending && remove.variables === member.id}
                    onClick={() => remove.mutate(member.id)}
                  >
                    {t`Take back`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {owner ? <InviteCohostForm eventId={event.id} viewerId={viewerId} /> : null}
    </section>
  );
}

function InviteCohostForm({ eventId, viewerId }: { eventId: string; viewerId: string | null }) {
  const { t, i18n } = useLingui();
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
        title: t`Invitation sent`,
        description: t`${name} can accept it from their notifications or this page.`,
        variant: 'success',
      });
    },
    onError: (caught) => setProblem(messageOf(i18n, caught)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) {
      setProblem(t`Enter the username of the member to invite.`);
      return;
    }
    setProblem(null);
    invite.mutate(name);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t`Invite a co-host`}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t({
            message: 'username',
            comment: 'Placeholder of the field for a member’s username',
          })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${inputId}-message`}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          loading={invite.isPending}
          loadingLabel={t`Inviting…`}
        >
          <UserPlusIcon aria-hidden="true" />
          {t({ message: 'Invite', comment: 'Button: invites a member to co-host the event' })}
        </Button>
      </div>
      <p
        id={`${inputId}-message`}
        className={problem ? 'text-sm font-medium text-coral-700' : 'text-sm text-muted'}
      >
        {problem ?? t`Co-hosts edit the event, see its guests and write to them.`}
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
  const { t, i18n } = useLingui();
  const now = useNow();
  const query = useQuery({ ...eventHostsQueryOptions(event.id, viewerId), enabled: !!viewerId });
  const changed = useHostsChange(event.id, viewerId);
  const accept = useMutation({
    mutationFn: () => acceptCohostInvitation(event.id),
    onSuccess: (answer) => {
      changed(answer, true);
      toast({
        title: t`You co-host this event now`,
        description: t`You can edit it, see its guests and write to them.`,
        variant: 'success',
      });
    },
  });
  const decline = useMutation({
    mutationFn: () => removeCohost(event.id, viewerId ?? ''),
    onSuccess: (answer) => changed(answer, true),
  });
  const failure = accept.error ?? decline.error;
  const inviter = event.creator?.username ?? '';

  if (query.data?.viewerInvited) {
    return (
      <section
        aria-label={t`Invitation to co-host`}
        className="flex flex-col gap-3 rounded-3xl bg-ocean-50 p-4 ring-1 ring-ocean-200 ring-inset sm:p-5"
      >
        <p className="font-semibold text-ocean-900">
          {event.creator
            ? t`${inviter} invited you to co-host this event.`
            : t`You are invited to co-host this event.`}
        </p>
        <p className="text-sm text-ocean-900/80">
          {t`Co-hosts edit the event, see its guests and answers, write to them and check them in.`}
        </p>
        {failure ? <Alert variant="error">{messageOf(i18n, failure)}</Alert> : null}
        <div className="flex flex-wrap gap-2.5">
          <Button
            loading={accept.isPending}
            loadingLabel={t`Accepting…`}
            disabled={decline.isPending}
            onClick={() => accept.mutate()}
          >
            {t`Accept`}
          </Button>
          <Button
            variant="outline"
            loading={decline.isPending}
            loadingLabel={t`Declining…`}
            disabled={accept.isPending}
            onClick={() => decline.mutate()}
          >
            {t`Decline`}
          </Button>
        </div>
      </section>
    );
  }

  const role = event.hostRole;
  if (!role) return null;
  const base = `/events/event/${event.id}`;
  const ended = new Date(event.endDate).getTime() <= now.getTime();
  const arrived = event.arrivedCount ?? 0;
  return (
    <section
      aria-label={t`Host tools`}
      className="flex flex-col gap-3 rounded-3xl bg-ocean-50 p-4 ring-1 ring-ocean-200 ring-inset sm:p-5"
    >
      <p className="text-sm font-medium text-ocean-900">
        {role === 'checkin'
          ? t`You check guests in at this event.`
          : role === 'owner'
            ? t`You host this event.`
            : t`You co-host this event.`}
        {ended && event.arrivedCount !== null ? (
          <span className="block font-semibold">
            {i18n._({
              ...msg`{arrived, plural, one {# guest came.} other {# guests came.}}`,
              values: { arrived },
            })}
          </span>
        ) : null}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        {role !== 'checkin' ? (
          <LinkButton to={`${base}/guests`} variant="outline" size="sm">
            <UsersIcon aria-hidden="true" />
            {t`Guest list`}
          </LinkButton>
        ) : null}
        <LinkButton to={`${base}/check-in`} variant="outline" size="sm">
          <ScanLineIcon aria-hidden="true" />
          {t({ message: 'Check-in', comment: 'Link to the event’s check-in desk' })}
        </LinkButton>
        {role !== 'checkin' ? (
          <LinkButton to={`${base}/dashboard`} variant="outline" size="sm">
            <ChartColumnIcon aria-hidden="true" />
            {t`Dashboard`}
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
