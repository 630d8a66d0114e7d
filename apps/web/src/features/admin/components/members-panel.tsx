import { intlLocale } from '@/lib/i18n-locale';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
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
const joined = (i18n: I18n, member: AdminMember) =>
  new Date(member.createdAt).toLocaleDateString(intlLocale(i18n.locale), { dateStyle: 'medium' });

type BanDialogProps = {
  member: AdminMember | null;
  onClose: () => void;
  onBanned: (member: AdminMember) => void;
};

/** Confirms a ban, with an optional reason kept for other admins. */
function BanDialog({ member, onClose, onBanned }: BanDialogProps) {
  const { t, i18n } = useLingui();
  const name = member ? nameOf(member) : '';
  const reasonMax = i18n.number(BAN_REASON_MAX);
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
    onError: (error) => toastFailure(i18n, t`The member was not banned`, error),
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
      title={member ? t`Ban ${name}?` : t`Ban this member?`}
      description={t`They are logged out on every device at once and cannot log in again until you lift the ban. Their events stay.`}
      confirmLabel={t`Ban member`}
      cancelLabel={t`Keep as it is`}
      busy={ban.isPending}
      onConfirm={() => void submit()}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5">
        <Field
          label={t`Reason (optional)`}
          error={form.formState.errors.reason?.message}
          hint={t`Seen only by admins, up to ${reasonMax} characters.`}
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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<AdminMemberFilters>({ q: '', page: 1 });
  const query = useQuery(adminMembersQuery(filters));
  const [banning, setBanning] = useState<AdminMember | null>(null);
  const [demoting, setDemoting] = useState<AdminMember | null>(null);
  const [promoting, setPromoting] = useState<AdminMember | null>(null);

  const refresh = () => readAgainAfterChange(queryClient, ['admin', 'members']);
  const promotingName = promoting ? nameOf(promoting) : '';
  const demotingName = demoting ? nameOf(demoting) : '';

  const unban = useMutation({
    mutationFn: (member: AdminMember) => unbanMember(member.id),
    onSuccess: async (member) => {
      const name = nameOf(member);
      toast({
        title: t`Ban lifted`,
        description: t`${name} can log in again.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => toastFailure(i18n, t`The ban was not lifted`, error),
  });

  const role = useMutation({
    mutationFn: ({ member, to }: { member: AdminMember; to: 'admin' | 'user' }) =>
      setMemberRole(member.id, to),
    onSuccess: async (member) => {
      setDemoting(null);
      setPromoting(null);
      const name = nameOf(member);
      toast({
        title: member.role === 'admin' ? t`Admin added` : t`Admin removed`,
        description:
          member.role === 'admin'
            ? t`${name} can now use the admin page.`
            : t`${name} is a regular member again.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => toastFailure(i18n, t`The role was not changed`, error),
  });

  const columns: Column<AdminMember>[] = [
    {
      header: t({ message: 'Member', comment: 'Column: the member' }),
      cell: (member) => (
        <div className="flex flex-col">
          <span className="font-semibold text-ink">
            {nameOf(member)}
            {member.id === currentUserId ? (
              <Badge variant="outline" className="ml-2">
                {t({ message: 'You', comment: 'Badge beside the admin’s own row' })}
              </Badge>
            ) : null}
          </span>
          <span className="text-xs break-all text-muted">{member.email}</span>
        </div>
      ),
    },
    {
      header: t`Role`,
      cell: (member) =>
        member.role === 'admin' ? (
          <Badge variant="solid">{t({ message: 'Admin', comment: 'A member’s role' })}</Badge>
        ) : (
          <Badge variant="neutral">{t({ message: 'Member', comment: 'A member’s role' })}</Badge>
        ),
    },
    {
      header: t`Status`,
      cell: (member) =>
        member.banned ? (
          <div className="flex flex-col items-start gap-1">
            <Badge variant="accent">{t`Banned`}</Badge>
            {member.banReason ? (
              <span className="text-xs text-muted">{member.banReason}</span>
            ) : null}
          </div>
        ) : member.emailVerified ? (
          <Badge>{t({ message: 'Active', comment: 'A member’s status' })}</Badge>
        ) : (
          <Badge variant="neutral">{t`Unconfirmed e-mail`}</Badge>
        ),
    },
    { header: t`Joined`, cell: (member) => joined(i18n, member) },
    {
      header: t`Actions`,
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
                title={self ? t`You cannot remove your own admin role.` : undefined}
                onClick={() => setDemoting(member)}
                aria-label={t`Remove admin from ${name}`}
              >
                <ShieldOffIcon aria-hidden="true" />
                {t`Remove admin`}
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPromoting(member)}
                aria-label={t`Make ${name} an admin`}
              >
                <ShieldCheckIcon aria-hidden="true" />
                {t`Make admin`}
              </Button>
            )}
            {member.banned ? (
              <Button
                variant="secondary"
                size="sm"
                loading={unban.isPending && unban.variables?.id === member.id}
                loadingLabel={t`Saving...`}
                onClick={() => unban.mutate(member)}
                aria-label={t`Unban ${name}`}
              >
                {t`Unban`}
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className="text-coral-700"
                disabled={self}
                title={self ? t`You cannot ban yourself.` : undefined}
                onClick={() => setBanning(member)}
                aria-label={t`Ban ${name}`}
              >
                <BanIcon aria-hidden="true" />
                {t({ message: 'Ban', comment: 'Button: bans the member' })}
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
          {t`Members`}
        </h2>
        <p className="text-sm text-muted">
          {t`Newest first. A banned member is logged out at once and cannot log in.`}
        </p>
      </div>
      <SearchForm
        label={t`Search members`}
        placeholder={t`Username or e-mail`}
        initial={filters.q}
        onSearch={(q) => setFilters({ q, page: 1 })}
      />
      {query.isPending ? (
        <PanelLoading label={t`Loading members`} />
      ) : query.isError ? (
        <PanelError
          title={t`The members could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable
            label={t`Members`}
            columns={columns}
            rows={query.data.members}
            rowKey={(member) => member.id}
            empty={filters.q ? t`No members match.` : t`No members yet.`}
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
          const name = nameOf(member);
          toast({
            title: t`Member banned`,
            description: t`${name} is logged out and cannot log in.`,
            variant: 'success',
          });
          void refresh();
        }}
      />
      <ConfirmDialog
        open={promoting !== null}
        onOpenChange={(open) => !open && setPromoting(null)}
        title={promoting ? t`Make ${promotingName} an admin?` : t`Make this member an admin?`}
        description={t`Admins see every member's e-mail address, unpublish and delete any event, and ban members. Only make admins of people you trust.`}
        confirmLabel={t`Make admin`}
        cancelLabel={t`Keep as it is`}
        busy={role.isPending}
        busyLabel={t`Saving...`}
        onConfirm={() => promoting && role.mutate({ member: promoting, to: 'admin' })}
      />
      <ConfirmDialog
        open={demoting !== null}
        onOpenChange={(open) => !open && setDemoting(null)}
        title={demoting ? t`Remove admin from ${demotingName}?` : t`Remove admin from this member?`}
        description={t`They keep their account but can no longer open the admin page. An address listed in ADMIN_EMAILS becomes an admin again when the server restarts.`}
        confirmLabel={t`Remove admin`}
        cancelLabel={t`Keep as it is`}
        busy={role.isPending}
        onConfirm={() => demoting && role.mutate({ member: demoting, to: 'user' })}
      />
    </section>
  );
}
