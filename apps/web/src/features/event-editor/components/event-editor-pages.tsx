import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EditableEvent, EditableEventStatus } from '@lineup/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import LockIcon from 'lucide-react/icons/lock';
import RepeatIcon from 'lucide-react/icons/repeat';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { describeRuleIn } from '@/components/ui/repeat-words';
import { Skeleton } from '@/components/ui/skeleton';
import { SessionsScopeField, type Sessions } from '@/components/ui/sessions-scope-field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import {
  createEvent,
  editorAreasQueryOptions,
  editorGuestSettingsQueryOptions,
  myCrewsQueryOptions,
  putGuestSettings,
  refreshAfterEventChange,
  updateEvent,
} from '../api/event-editor-api';
import {
  crewChangeOf,
  emptyEventForm,
  formValuesOf,
  guestSettingsChanged,
  guestSettingsRequestOf,
  requestOf,
  updateRequestOf,
  type EventFormValues,
} from '../lib/event-form-values';
import { CancelEventButton, DeleteEventButton } from './event-actions';
import { EventForm, EventFormSection, type EventFormAction } from './event-form';

function savedToast(
  i18n: I18n,
  event: EditableEvent,
  status: EditableEventStatus | undefined,
  created: boolean,
  sessions: Sessions = 'this',
) {
  const series = event.series;
  const title = event.title;
  // A new series answers with its first session; the others follow it.
  const scope = created
    ? series
      ? ` ${i18n._({
          ...msg`{count, plural, one {# session in all.} other {# sessions in all.}}`,
          values: { count: series.followingCount + 1 },
        })}`
      : ''
    : sessions === 'following'
      ? ` ${i18n._(msg`This and the following sessions.`)}`
      : '';
  if (event.status === 'draft') {
    toast({
      title: i18n._(msg`Draft saved`),
      description: `${i18n._(msg`Only you can see it until you publish it.`)}${scope}`,
      variant: 'success',
    });
  } else if (created || status === 'published') {
    toast({
      title: created ? i18n._(msg`Event published`) : i18n._(msg`Event updated`),
      description: `${i18n._(msg`${title} is live on Lineup.`)}${scope}`,
      variant: 'success',
    });
  } else {
    toast({
      title: i18n._(msg`Changes saved`),
      description: scope ? `${title}.${scope}` : title,
      variant: 'success',
    });
  }
}

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the form`} className="flex flex-col gap-5">
      <Skeleton className="h-72 rounded-3xl" />
      <Skeleton className="h-56 rounded-3xl" />
    </div>
  );
}

function useAreas() {
  return useQuery(editorAreasQueryOptions());
}

/** The crews the member may host an event with (owners and hosts); none while unread. */
function useHostableCrews() {
  const { data } = useQuery(myCrewsQueryOptions());
  return (data?.running ?? []).filter((crew) => crew.role === 'owner' || crew.role === 'host');
}

function AreasError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert variant="error" title={t`The form could not be loaded.`}>
      <p>{t`Check your connection and try again.`}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Alert>
  );
}

/** `/events/create`: a new event, in the area the member has selected if any. */
export function CreateEventForm({ defaultAreaId }: { defaultAreaId?: string | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const areas = useAreas();
  const crews = useHostableCrews();

  if (areas.isPending) return <FormSkeleton />;
  if (areas.isError) return <AreasError onRetry={() => void areas.refetch()} />;

  const known = areas.data.some((area) => area.id === defaultAreaId);
  const empty = emptyEventForm(known && defaultAreaId ? defaultAreaId : '', i18n.locale);
  const save = async (values: EventFormValues, status: EditableEventStatus | undefined) => {
    const event = await createEvent({
      ...requestOf(values),
      ...crewChangeOf(values, ''),
      status: status ?? 'draft',
    });
    await refreshAfterEventChange(queryClient);
    // The event exists now: its approval and questions are saved with their own call.
    if (guestSettingsChanged(values, empty)) {
      try {
        await putGuestSettings(event.id, guestSettingsRequestOf(values));
      } catch (caught) {
        toast({
          title: t`The event was saved, but not its guest settings`,
          description: isApiError(caught) ? caught.message : t`Set them again on the edit page.`,
          variant: 'destructive',
        });
        navigate(`/events/${event.id}/edit`);
        return;
      }
    }
    savedToast(i18n, event, status, true);
    navigate(event.path);
  };
  const actions: EventFormAction[] = [
    { status: 'draft', label: t`Save draft`, variant: 'outline' },
    { status: 'published', label: t`Publish`, variant: 'accent' },
  ];
  return (
    <EventForm
      defaultValues={empty}
      areas={areas.data}
      actions={actions}
      onSave={save}
      crews={crews}
      repeatable
    />
  );
}

const statusBadges = {
  draft: { label: msg({ message: 'Draft', comment: 'An event’s status' }), variant: 'neutral' },
  published: {
    label: msg({ message: 'Published', comment: 'An event’s status' }),
    variant: 'default',
  },
  cancelled: {
    label: msg({ message: 'Cancelled', comment: 'An event’s status' }),
    variant: 'accent',
  },
} as const;

/** `/events/:eventId/edit` for its creator or an admin; `event` comes from the edit endpoint. */
export function EditEventForm({ event }: { event: EditableEvent }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const areas = useAreas();
  const settings = useQuery(editorGuestSettingsQueryOptions(event.id));
  const crews = useHostableCrews();
  const [sessions, setSessions] = useState<Sessions>('this');

  if (areas.isPending || settings.isPending) return <FormSkeleton />;
  if (areas.isError) return <AreasError onRetry={() => void areas.refetch()} />;
  if (settings.isError) return <AreasError onRetry={() => void settings.refetch()} />;

  const initial = formValuesOf(event, settings.data);
  const followingCount = event.series?.followingCount ?? 0;
  const save = async (values: EventFormValues, status: EditableEventStatus | undefined) => {
    const scope = followingCount > 0 ? sessions : 'this';
    const saved = await updateEvent(
      event.id,
      { ...updateRequestOf(values, status), ...crewChangeOf(values, initial.crew) },
      scope,
    );
    await refreshAfterEventChange(queryClient, event.id);
    // Then the approval and questions, with their own call (docs/decisions/0036).
    if (guestSettingsChanged(values, initial)) {
      await putGuestSettings(event.id, guestSettingsRequestOf(values));
      queryClient.removeQueries({ queryKey: editorGuestSettingsQueryOptions(event.id).queryKey });
      // The RSVP buttons read the questions again on the next Going.
      queryClient.removeQueries({ queryKey: ['events', event.id, 'guest-settings'] });
    }
    savedToast(i18n, saved, status, false, scope);
    navigate(saved.path);
  };

  const actions: EventFormAction[] =
    event.status === 'draft'
      ? [
          { status: 'draft', label: t`Save draft`, variant: 'outline' },
          { status: 'published', label: t`Publish`, variant: 'accent' },
        ]
      : event.status === 'published'
        ? [
            { status: 'draft', label: t`Move to drafts`, variant: 'outline' },
            { status: 'published', label: t`Save changes`, variant: 'accent' },
          ]
        : [
            { label: t`Save changes`, variant: 'outline' },
            { status: 'published', label: t`Publish again`, variant: 'accent' },
          ];
  const badge = statusBadges[event.status];
  const going = i18n.number(event.goingCount);
  const interested = i18n.number(event.interestedCount);

  return (
    <div className="flex flex-col gap-5">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Badge variant={badge.variant}>{i18n._(badge.label)}</Badge>
        {t`${going} going · ${interested} interested`}
        {event.series ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-ocean-800">
            <RepeatIcon aria-hidden="true" className="size-4" />
            {describeRuleIn(i18n, event.series.rule)}
          </span>
        ) : null}
      </p>
      <EventForm
        defaultValues={initial}
        areas={areas.data}
        actions={actions}
        onSave={save}
        crews={crews}
        beforeActions={
          followingCount > 0 ? (
            <EventFormSection title={t`Sessions`}>
              <SessionsScopeField
                legend={t`Save the changes to`}
                value={sessions}
                onChange={setSessions}
                followingCount={followingCount}
                followingHint={t`Their time can change with this one; move a day one session at a time.`}
              />
            </EventFormSection>
          ) : null
        }
        footer={
          <section
            aria-label={t`Cancel or delete`}
            className="mt-4 flex flex-col gap-3 rounded-3xl border border-dashed border-coral-300 p-5 sm:p-6"
          >
            <h2 className="font-semibold">{t`Cancel or delete`}</h2>
            <p className="text-sm text-muted">
              {t`Cancelling keeps the page up with a banner so everyone who planned to go finds out. Deleting removes the event and its RSVPs for good.`}
            </p>
            <div className="flex flex-wrap gap-2.5">
              {event.status === 'published' ? (
                <CancelEventButton event={event} onDone={() => navigate(event.path)} />
              ) : null}
              <DeleteEventButton event={event} onDone={() => navigate('/dashboard')} />
            </div>
          </section>
        }
      />
    </div>
  );
}

/** What a member who did not create the event sees on its edit page. */
export function NotYourEvent({ eventPath }: { eventPath?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-surface px-6 py-12 text-center shadow-soft ring-1 ring-ocean-900/8">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-coral-50 text-coral-700">
        <LockIcon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-xl font-semibold">{t`You can only edit events you host.`}</h2>
      <p className="max-w-sm text-muted">
        {t`Only the member who created this event can change it. You can still RSVP from its page.`}
      </p>
      <div className="flex flex-wrap justify-center gap-2.5">
        {eventPath ? (
          <LinkButton to={eventPath} variant="outline">
            {t`See the event`}
          </LinkButton>
        ) : null}
        <LinkButton to="/dashboard">{t`My Created Events`}</LinkButton>
      </div>
    </div>
  );
}
