import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CREW_ROLES,
  InviteCrewMemberRequest,
  type CrewMember,
  type CrewPage,
  type CrewRole,
} from '@lineup/contracts';
import UserPlusIcon from 'lucide-react/icons/user-plus';
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { serverIssues } from '@/lib/server-field-errors';
import { changeCrewRole, inviteCrewMember, refreshCrew, removeCrewMember } from '../api/crews-api';
import { CREW_ROLE_HINTS, CREW_ROLE_LABELS, CREW_ROLE_NAMES } from '../lib/crew-roles';

const FALLBACK = msg`That did not work. Please try again.`;
const messageOf = (i18n: I18n, caught: unknown) =>
  isApiError(caught) ? caught.message : i18n._(FALLBACK);

type Change =
  | { kind: 'invite'; username: string; role: CrewRole }
  | { kind: 'role'; member: CrewMember; role: CrewRole }
  | { kind: 'remove'; member: CrewMember };

function RoleSelect({
  value,
  onChange,
  disabled,
  ...props
}: {
  value: CrewRole;
  onChange: (role: CrewRole) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}) {
  const { i18n } = useLingui();
  return (
    <select
      {...props}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as CrewRole)}
      className={cn(fieldClasses, 'h-11 sm:w-40')}
    >
      {CREW_ROLES.map((role) => (
        <option key={role} value={role}>
          {i18n._(CREW_ROLE_LABELS[role])}
        </option>
      ))}
    </select>
  );
}

/**
 * The owners' members panel: everyone in the crew and invited to it with their role; owners
 * invite a member by username, change a role and remove someone. The server keeps one owner at
 * least, and its message says so when a change would leave none.
 */
export function CrewMembersPanel({ crew, viewerId }: { crew: CrewPage; viewerId: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [inviteRole, setInviteRole] = useState<CrewRole>('host');
  const [usernameError, setUsernameError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<CrewMember | null>(null);

  const change = useMutation({
    mutationFn: (next: Change) =>
      next.kind === 'invite'
        ? inviteCrewMember(crew.handle, { username: next.username, role: next.role })
        : next.kind === 'role'
          ? changeCrewRole(crew.handle, next.member.id, next.role)
          : removeCrewMember(crew.handle, next.member.id),
    onMutate: () => setProblem(null),
    onSuccess: async (_, next) => {
      if (next.kind === 'invite') {
        setUsername('');
        const invited = next.username;
        toast({
          title: t`${invited} is invited`,
          description: t`They accept from their notifications.`,
          variant: 'success',
        });
      } else if (next.kind === 'role') {
        const member = next.member.username;
        const role = i18n._(CREW_ROLE_NAMES[next.role]);
        toast({
          title: t`${member} is now ${role}`,
          variant: 'success',
        });
      } else {
        setRemoving(null);
        const member = next.member.username;
        toast({
          title:
            next.member.status === 'invited'
              ? t`The invitation to ${member} is withdrawn`
              : t`${member} is no longer in the crew`,
        });
      }
      await refreshCrew(queryClient, crew.handle);
    },
    onError: (caught, next) => {
      if (next.kind === 'remove') setRemoving(null);
      if (next.kind === 'invite' && isApiError(caught) && caught.status === 400) {
        setUsernameError(serverIssues(caught)[0]?.message ?? caught.message);
        return;
      }
      setProblem(messageOf(i18n, caught));
    },
  });

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = InviteCrewMemberRequest.safeParse({ username, role: inviteRole });
    if (!parsed.success) {
      setUsernameError(
        username.trim() === ''
          ? t`Enter the username of the member to invite.`
          : parsed.error.issues[0]?.message,
      );
      return;
    }
    setUsernameError(undefined);
    change.mutate({ kind: 'invite', ...parsed.data });
  };

  const busy = change.isPending;
  const removingName = removing?.username ?? '';
  const crewName = crew.name;
  return (
    <section
      aria-labelledby="crew-members"
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <h2 id="crew-members" className="text-xl font-bold">
        {t`Members`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {CREW_ROLES.map((role) => {
          const label = i18n._(CREW_ROLE_LABELS[role]);
          const hint = i18n._(CREW_ROLE_HINTS[role]);
          return t({
            message: `${label}: ${hint}`,
            comment: 'A crew role and what it lets a member do',
          });
        }).join(' ')}
      </p>
      {problem ? (
        <Alert variant="error" className="mt-4">
          {problem}
        </Alert>
      ) : null}
      <ul className="mt-5 divide-y divide-ocean-900/8">
        {crew.members.map((member) => {
          const username = member.username;
          return (
            <li
              key={member.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-center gap-3">
                <Avatar name={member.username} src={member.avatarUrl} size="sm" />
                <Link to={`/user/${member.id}`} className="truncate font-semibold hover:underline">
                  {member.username}
                </Link>
                {member.id === viewerId ? (
                  <span className="text-sm text-muted">{t`(you)`}</span>
                ) : null}
                {member.status === 'invited' ? <Badge>{t`Invitation sent`}</Badge> : null}
              </div>
              <div className="flex items-center gap-2">
                <RoleSelect
                  aria-label={t`Role of ${username}`}
                  value={member.role}
                  disabled={busy}
                  onChange={(role) => change.mutate({ kind: 'role', member, role })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => setRemoving(member)}
                >
                  {member.status === 'invited' ? t`Withdraw` : t`Remove`}
                  <span className="sr-only"> {member.username}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setRemoving(null);
        }}
        title={
          removing?.status === 'invited'
            ? t`Withdraw the invitation to ${removingName}?`
            : removing?.id === viewerId
              ? t`Leave ${crewName}?`
              : t`Remove ${removingName} from ${crewName}?`
        }
        description={
          removing?.id === viewerId
            ? t`You will no longer run this crew.`
            : t`They can be invited again later.`
        }
        confirmLabel={removing?.status === 'invited' ? t`Withdraw` : t`Remove`}
        cancelLabel={t({
          message: 'Keep',
          comment: 'Closes the dialog without removing the member',
        })}
        busy={busy}
        busyLabel={t`Removing...`}
        onConfirm={() => removing && change.mutate({ kind: 'remove', member: removing })}
      />
      <form
        noValidate
        onSubmit={invite}
        aria-label={t`Invite a member`}
        className="mt-5 flex flex-col gap-3 border-t border-ocean-900/8 pt-5 sm:flex-row sm:items-start"
      >
        <Field
          label={t`Invite by username`}
          error={usernameError}
          hint={t`They get a notification and join once they accept.`}
          className="flex-1"
        >
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder={t({
              message: 'username',
              comment: 'Placeholder of the field for a member’s username',
            })}
          />
        </Field>
        <Field label={t`Role`}>
          <RoleSelect value={inviteRole} onChange={setInviteRole} />
        </Field>
        <Button
          type="submit"
          className="sm:mt-7"
          loading={busy && change.variables?.kind === 'invite'}
          loadingLabel={t`Inviting...`}
          disabled={busy}
        >
          <UserPlusIcon aria-hidden="true" />
          {t({ message: 'Invite', comment: 'Button: invites a member into the crew' })}
        </Button>
      </form>
    </section>
  );
}
