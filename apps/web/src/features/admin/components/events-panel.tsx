import { intlLocale } from '@/lib/i18n-locale';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EventStatus, type AdminEvent } from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClasses } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import {
  type AdminEventFilters,
  adminEventsQuery,
  adminKeys,
  deleteEvent,
  readAgainAfterChange,
  unpublishEvent,
} from '../api/admin-api';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading, Pager, SearchForm, toastFailure } from './panel-states';

export const eventStatusLabels: Record<EventStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', comment: 'An event’s status' }),
  published: msg({ message: 'Published', comment: 'An event’s status' }),
  cancelled: msg({ message: 'Cancelled', comment: 'An event’s status' }),
};
const statusVariants = { draft: 'neutral', published: 'default', cancelled: 'accent' } as const;

/** The event's start in its area's time zone, with the zone named. */
function startsAt(i18n: I18n, event: AdminEvent) {
  return new Date(event.startDate).toLocaleString(intlLocale(i18n.locale), {
    timeZone: event.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** Event moderation: every event, any status; unpublish a published one or delete it. */
export function EventsPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<AdminEventFilters>({ q: '', status: '', page: 1 });
  const query = useQuery(adminEventsQuery(filters));
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [unpublishing, setUnpublishing] = useState<AdminEvent | null>(null);

  const refresh = () => readAgainAfterChange(queryClient, ['admin', 'events']);
  const unpublishingTitle = unpublishing?.title ?? '';
  const deletingTitle = deleting?.title ?? '';

  const unpublish = useMutation({
    mutationFn: (event: AdminEvent) => unpublishEvent(event.id),
    onSuccess: async (event) => {
      setUnpublishing(null);
      const title = event.title;
      toast({
        title: t`Event unpublished`,
        description: t`${title} is a draft again; only its creator and admins see it.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => toastFailure(i18n, t`The event was not unpublished`, error),
  });

  const remove = useMutation({
    mutationFn: (event: AdminEvent) => deleteEvent(event.id),
    onSuccess: async (_, event) => {
      setDeleting(null);
      const title = event.title;
      toast({
        title: t`Event deleted`,
        description: t`${title} and its RSVPs are gone.`,
        variant: 'success',
      });
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: adminKeys.areas })]);
    },
    onError: (error) => toastFailure(i18n, t`The event was not deleted`, error),
  });

  const columns: Column<AdminEvent>[] = [
    {
      header: t`Event`,
      cell: (event) => (
        <div className="flex flex-col">
          <Link to={event.path} className="font-semibold text-ink hover:underline">
            {event.title}
          </Link>
          <span className="text-xs text-muted">{event.areaName}</span>
        </div>
      ),
    },
    { header: t`Starts`, cell: (event) => startsAt(i18n, event) },
    {
      header: t`Status`,
      cell: (event) => (
        <Badge variant={statusVariants[event.status]}>
          {i18n._(eventStatusLabels[event.status])}
        </Badge>
      ),
    },
    {
      header: t`Created by`,
      cell: (event) =>
        event.creator ? (
          <Link to={`/user/${event.creator.id}`} className="hover:underline">
            {event.creator.username}
          </Link>
        ) : (
          <span className="text-muted">{t`Deleted account`}</span>
        ),
    },
    {
      header: t`Actions`,
      align: 'end',
      cell: (event) => {
        const title = event.title;
        return (
          <div className="flex flex-wrap gap-2 md:justify-end">
            {event.status === 'published' ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setUnpublishing(event)}
                aria-label={t`Unpublish ${title}`}
              >
                <EyeOffIcon aria-hidden="true" />
                {t`Unpublish`}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className="text-coral-700"
              onClick={() => setDeleting(event)}
              aria-label={t`Delete ${title}`}
            >
              <Trash2Icon aria-hidden="true" />
              {t`Delete`}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="admin-events-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="admin-events-heading" className="text-xl font-semibold">
          {t`Events`}
        </h2>
        <p className="text-sm text-muted">
          {t`Every event, newest first. Unpublishing makes an event a draft again; deleting removes it with its RSVPs.`}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchForm
          label={t`Search events`}
          placeholder={t`Title, description, tag...`}
          initial={filters.q}
          onSearch={(q) => setFilters((current) => ({ ...current, q, page: 1 }))}
        />
        <select
          aria-label={t`Status`}
          value={filters.status}
          onChange={(event) =>
            setFilters((current) => ({
              ...current,
              status: event.target.value as EventStatus | '',
              page: 1,
            }))
          }
          className={cn(fieldClasses, 'h-11 sm:w-44')}
        >
          <option value="">{t`Any status`}</option>
          {EventStatus.options.map((status) => (
            <option key={status} value={status}>
              {i18n._(eventStatusLabels[status])}
            </option>
          ))}
        </select>
      </div>
      {query.isPending ? (
        <PanelLoading label={t`Loading events`} />
      ) : query.isError ? (
        <PanelError
          title={t`The events could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable
            label={t`Events`}
            columns={columns}
            rows={query.data.events}
            rowKey={(event) => event.id}
            empty={filters.q || filters.status ? t`No events match.` : t`No events yet.`}
          />
          <Pager
            page={query.data.page}
            hasMore={query.data.hasMore}
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </>
      )}
      <ConfirmDialog
        open={unpublishing !== null}
        onOpenChange={(open) => !open && setUnpublishing(null)}
        title={t`Unpublish this event?`}
        description={
          <Trans>
            <strong className="text-ink">{unpublishingTitle}</strong> becomes a draft again: it
            leaves every list and its page, and only its hosts and admins see it. Its RSVPs stay.
          </Trans>
        }
        confirmLabel={t`Unpublish event`}
        cancelLabel={t`Keep it published`}
        busy={unpublish.isPending}
        busyLabel={t`Unpublishing...`}
        onConfirm={() => unpublishing && unpublish.mutate(unpublishing)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete this event?`}
        description={
          <Trans>
            <strong className="text-ink">{deletingTitle}</strong> and everyone’s RSVPs to it are
            removed for good. Its creator is not told.
          </Trans>
        }
        confirmLabel={t`Delete event`}
        cancelLabel={t`Keep as it is`}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
