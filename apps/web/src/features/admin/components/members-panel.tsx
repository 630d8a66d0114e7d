import { zodResolver } from '@hookform/resolvers/zod';
import { BAN_REASON_MAX, BanMemberRequest, type AdminMember } from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import BanIcon from 'lucide-react/icons/ban';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import ShieldOffIcon from 'lucide-react/icons/shield-off';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import {
  type AdminMemberFilters,
  adminMembersQuery,
  banMember,
  readAgainAfterChange,
  setMemberRole,
  unbanMember,
} from '../api/admin-api';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading, Pager, SearchForm, toastFailure } from './panel-states';

const nameOf = (member: AdminMember) => member.username ?? member.email.split('@')[0] ?? 'User';
const joined = (member: AdminMember) =>
  new Date(member.createdAt).toLocaleDateString('en-GB', { dateStyle: 'medium' });

type BanDialogProps = {
  member: AdminMember | null;
  onClose: () => void;
  onBanned: (member: AdminMember) => void;
};

/** Confirms a ban, with an optional reason kept for other admins. */
function BanDialog({ member, onClose, onBanned }: BanDialogProps) {
  const form = useForm<
    z.input<typeof BanMemberRequest>,
    unknown,
    z.output<typeof BanMemberRequest>
  >({ resolver: zodResolver(BanMemberRequest), defaultValues: { reason: '' } });
  const ban = useMutation({
    mutationFn: (input: z.output<typeof BanMemberRequest>) => banMember(member!.id, input),
    onSuccess: (banned) => {
      form.reset();
      onBanned(banned);
    },
    onError: (error) => toastFailure('The member was not banned', error),
  });
  const submit = form.handleSubmit((values) => ban.mutate(values));
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (open) return;
        form.reset();
        onClose();
      }}
      title={`Ban ${member ? nameOf(member) : 'this member'}?`}
      description="They are logged out on every device at once and cannot log in again until you lift the ban. Their events stay."
      confirmLabel="Ban member"
      cancelLabel="Keep as it is"
      busy={ban.isPending}
      onConfirm={() => void submit()}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5">
        <Field
          label="Reason (optional)"
          error={form.formState.errors.reason?.message}
          hint={`Seen only by admins, up to ${BAN_REASON_MAX} characters.`}
        >
          <Textarea rows={2} {...form.register('reason')} />
        </Field>
      </form>
    </ConfirmDialog>
  );
}

type MembersPanelProps = { currentUserId: string };

/** Members: find by username or e-mail; ban, unban, make admin, remove admin. */
export function MembersPanel({ currentUserId }: MembersPanelProps) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<AdminMemberFilters>({ q: '', page: 1 });
  const query = useQuery(adminMembersQuery(filters));
  const [banning, setBanning] = useState<AdminMember | null>(null);
  const [demoting, setDemoting] = useState<AdminMember | null>(null);
  const [promoting, setPromoting] = useState<AdminMember | null>(null);

  const refresh = () => readAgainAfterChange(queryClient, ['admin', 'members']);

  const unban = useMutation({
    mutationFn: (member: AdminMember) => unbanMember(member.id),
    onSuccess: async (member) => {
      toast({
        title: 'Ban lifted',
        description: `${nameOf(member)} can log in again.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => toastFailure('The ban was not lifted', error),
  });

  const role = useMutation({
    mutationFn: ({ member, to }: { member: AdminMember; to: 'admin' | 'user' }) =>
      setMemberRole(member.id, to),
    onSuccess: async (member) => {
      setDemoting(null);
      setPromoting(null);
      toast({
        title: member.role === 'admin' ? 'Admin added' : 'Admin removed',
        description:
          member.role === 'admin'
            ? `${nameOf(member)} can now use the admin page.`
            : `${nameOf(member)} is a regular member again.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => toastFailure('The role was not changed', error),
  });

  const columns: Column<AdminMember>[] = [
    {
      header: 'Member',
      cell: (member) => (
        <div className="flex flex-col">
          <span className="font-semibold text-ink">
            {nameOf(member)}
            {member.id === currentUserId ? (
              <Badge variant="outline" className="ml-2">
                You
              </Badge>
            ) : null}
          </span>
          <span className="text-xs break-all text-muted">{member.email}</span>
        </div>
      ),
    },
    {
      header: 'Role',
      cell: (member) =>
        member.role === 'admin' ? (
          <Badge variant="solid">Admin</Badge>
        ) : (
          <Badge variant="neutral">Member</Badge>
        ),
    },
    {
      header: 'Status',
      cell: (member) =>
        member.banned ? (
          <div className="flex flex-col items-start gap-1">
            <Badge variant="accent">Banned</Badge>
            {member.banReason ? (
              <span className="text-xs text-muted">{member.banReason}</span>
            ) : null}
          </div>
        ) : member.emailVerified ? (
          <Badge>Active</Badge>
        ) : (
          <Badge variant="neutral">Unconfirmed e-mail</Badge>
        ),
    },
    { header: 'Joined', cell: joined },
    {
      header: 'Actions',
      align: 'end',
      cell: (member) => {
        const self = member.id === currentUserId;
        const name = nameOf(member);
        return (
          <div className="flex flex-wrap gap-2 md:justify-end">
            {member.role === 'admin' ? (
              <Button
                variant="outline"
                size="sm"
                disabled={self}
                title={self ? 'You cannot remove your own admin role.' : undefined}
                onClick={() => setDemoting(member)}
                aria-label={`Remove admin from ${name}`}
              >
                <ShieldOffIcon aria-hidden="true" />
                Remove admin
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPromoting(member)}
                aria-label={`Make ${name} an admin`}
              >
                <ShieldCheckIcon aria-hidden="true" />
                Make admin
              </Button>
            )}
            {member.banned ? (
              <Button
                variant="secondary"
                size="sm"
                loading={unban.isPending && unban.variables?.id === member.id}
                loadingLabel="Saving..."
                onClick={() => unban.mutate(member)}
                aria-label={`Unban ${name}`}
              >
                Unban
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className="text-coral-700"
                disabled={self}
                title={self ? 'You cannot ban yourself.' : undefined}
                onClick={() => setBanning(member)}
                aria-label={`Ban ${name}`}
              >
                <BanIcon aria-hidden="true" />
                Ban
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="admin-members-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="admin-members-heading" className="text-xl font-semibold">
          Members
        </h2>
        <p className="text-sm text-muted">
          Newest first. A banned member is logged out at once and cannot log in.
        </p>
      </div>
      <SearchForm
        label="Search members"
        placeholder="Username or e-mail"
        initial={filters.q}
        onSearch={(q) => setFilters({ q, page: 1 })}
      />
      {query.isPending ? (
        <PanelLoading label="Loading members" />
      ) : query.isError ? (
        <PanelError title="The members could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            label="Members"
            columns={columns}
            rows={query.data.members}
            rowKey={(member) => member.id}
            empty={filters.q ? 'No members match.' : 'No members yet.'}
          />
          <Pager
            page={query.data.page}
            hasMore={query.data.hasMore}
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </>
      )}
      <BanDialog
        member={banning}
        onClose={() => setBanning(null)}
        onBanned={(member) => {
          setBanning(null);
          toast({
            title: 'Member banned',
            description: `${nameOf(member)} is logged out and cannot log in.`,
            variant: 'success',
          });
          void refresh();
        }}
      />
      <ConfirmDialog
        open={promoting !== null}
        onOpenChange={(open) => !open && setPromoting(null)}
        title={`Make ${promoting ? nameOf(promoting) : 'this member'} an admin?`}
        description="Admins see every member's e-mail address, unpublish and delete any event, and ban members. Only make admins of people you trust."
        confirmLabel="Make admin"
        cancelLabel="Keep as it is"
        busy={role.isPending}
        busyLabel="Saving..."
        onConfirm={() => promoting && role.mutate({ member: promoting, to: 'admin' })}
      />
      <ConfirmDialog
        open={demoting !== null}
        onOpenChange={(open) => !open && setDemoting(null)}
        title={`Remove admin from ${demoting ? nameOf(demoting) : 'this member'}?`}
        description="They keep their account but can no longer open the admin page. An address listed in ADMIN_EMAILS becomes an admin again when the server restarts."
        confirmLabel="Remove admin"
        cancelLabel="Keep as it is"
        busy={role.isPending}
        onConfirm={() => demoting && role.mutate({ member: demoting, to: 'user' })}
      />
    </section>
  );
}
