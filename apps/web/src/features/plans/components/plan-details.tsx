import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { PlanDetail } from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CalendarClockIcon from 'lucide-react/icons/calendar-clock';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import LinkIcon from 'lucide-react/icons/link';
import LockIcon from 'lucide-react/icons/lock';
import MapPinIcon from 'lucide-react/icons/map-pin';
import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import UsersIcon from 'lucide-react/icons/users';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PlaceMap, useOpenInMapsHref, type PlacePoint } from '@/components/ui/map/place-map';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LinkButton } from '@/components/ui/link-button';
import { SessionsScopeField, type Sessions } from '@/components/ui/sessions-scope-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/render-time';
import {
  deletePlan,
  planAreasQueryOptions,
  planQueryOptions,
  refreshAfterPlanChange,
  updatePlan,
} from '../api/plans-query';
import { planFormValuesOf, planRequestOf } from '../lib/plan-form-values';
import { planWhen } from '../lib/plan-time';
import { peopleLine, planHref, planQuickViewHref } from './plan-card';
import { PlanForm } from './plan-form';
import { PlanJoinButton } from './plan-join-button';
import { PlanSessions } from './plan-sessions';

/** Where a plan is shown: the quick view over the plans list, or its own page. */
export type PlanLayout = 'panel' | 'page';

type PlanSlots = {
  /** What the app shows under the plan: its discussion. */
  discussion?: ((plan: PlanDetail) => ReactNode) | undefined;
  /** What the app adds beside Copy link: "Report this plan" (docs/product.md §15). */
  report?: ((plan: PlanDetail) => ReactNode) | undefined;
  /** What the app shows under the time: the day's sunrise and sunset, and the plan's light. */
  daylight?: ((plan: PlanDetail) => ReactNode) | undefined;
  /** On the plan's page, beside it: the sea at its start hour (docs/product.md §16). */
  sea?: ((plan: PlanDetail) => ReactNode) | undefined;
};

export type PlanDetailsProps = PlanSlots & {
  planId: string;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
  /** The session is still being read: joining waits for it. */
  accountPending?: boolean;
  /** Closes the panel (after the plan is deleted, too). */
  onClose: () => void;
  now?: Date;
};

/**
 * One plan in the quick view opened from a card on the plans page (or an older shared link,
 * `?plan=<id>`): the plan as `PlanContent` shows it, with a link to its own page.
 */
export function PlanDetails({ planId, viewerId, onClose, ...rest }: PlanDetailsProps) {
  const { t } = useLingui();
  const query = useQuery({
    ...planQueryOptions(planId, viewerId),
    // The copy read before the session was known stays while the member's own is read.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === planId ? previous : undefined,
  });

  if (query.isPending) {
    return (
      <div role="status" aria-label={t`Loading the plan`} className="flex flex-col gap-3">
        <DialogTitle className="sr-only">{t`Loading the plan`}</DialogTitle>
        <DialogDescription className="sr-only">{t`One moment.`}</DialogDescription>
        <PlanSkeleton />
      </div>
    );
  }
  if (query.isError) {
    const gone = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <div className="flex flex-col gap-4">
        <DialogTitle>{gone ? t`Plan not found` : t`The plan could not be loaded`}</DialogTitle>
        <DialogDescription>
          {gone
            ? t`This plan does not exist or is no longer available.`
            : t`Check your connection and try again.`}
        </DialogDescription>
        {gone ? null : (
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        )}
      </div>
    );
  }
  return (
    <PlanContent
      plan={query.data}
      layout="panel"
      viewerId={viewerId}
      onDeleted={onClose}
      {...rest}
    />
  );
}

/** The shape of a plan while it loads. */
export function PlanSkeleton() {
  return (
    <>
      <Skeleton className="h-8 w-3/4 rounded-xl" />
      <Skeleton className="h-5 w-1/2 rounded-xl" />
      <Skeleton className="h-24 rounded-2xl" />
    </>
  );
}

export type PlanContentProps = PlanSlots & {
  plan: PlanDetail;
  layout: PlanLayout;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
  /** The session is still being read: joining waits for it. */
  accountPending?: boolean;
  /** After the plan (or this and the following sessions) was deleted. */
  onDeleted: () => void;
  now?: Date;
};

/**
 * One plan, as its page and its quick view show it: what, when (in the area's zone, named, with
 * the day's light), where, who made it, how many joined and, for the people in it, who; the
 * waitlist for its creator; for a session of a recurring plan, the sessions to come. Its
 * creator (or an admin) edits and deletes it here (a session alone, or with the following ones).
 */
export function PlanContent({
  plan,
  layout,
  viewerId,
  accountPending,
  onDeleted,
  now: givenNow,
  discussion,
  report,
  daylight,
  sea,
}: PlanContentProps) {
  const clock = useNow();
  const now = givenNow ?? clock;
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  if (mode === 'edit') {
    return <EditPlan plan={plan} layout={layout} onDone={() => setMode('view')} />;
  }
  return (
    <PlanView
      plan={plan}
      layout={layout}
      viewerId={viewerId}
      accountPending={accountPending}
      now={now}
      confirmingDelete={mode === 'delete'}
      onEdit={() => setMode('edit')}
      onDelete={() => setMode('delete')}
      onKeep={() => setMode('view')}
      onDeleted={onDeleted}
      discussion={discussion}
      daylight={daylight?.(plan)}
      sea={sea?.(plan)}
      report={viewerId && !plan.isCreator ? report?.(plan) : null}
    />
  );
}

/**
 * The title and the line under it: the dialog's own title and description in the quick view
 * (so the dialog is named by them), the page's heading on the page.
 */
function PlanTitle({ layout, children }: { layout: PlanLayout; children: string }) {
  return layout === 'panel' ? (
    <DialogTitle>{children}</DialogTitle>
  ) : (
    <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
      {children}
    </h1>
  );
}

function PlanSummary({ layout, children }: { layout: PlanLayout; children: ReactNode }) {
  return layout === 'panel' ? (
    <DialogDescription asChild>{children}</DialogDescription>
  ) : (
    <div className="text-[0.9375rem] leading-relaxed text-muted">{children}</div>
  );
}

function PlanView({
  plan,
  layout,
  viewerId,
  accountPending,
  now,
  confirmingDelete,
  onEdit,
  onDelete,
  onKeep,
  onDeleted,
  discussion,
  daylight,
  sea,
  report,
}: {
  plan: PlanDetail;
  layout: PlanLayout;
  viewerId: string | null;
  accountPending?: boolean;
  now?: Date;
  report?: ReactNode;
  daylight?: ReactNode;
  sea?: ReactNode;
  confirmingDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onKeep: () => void;
  onDeleted: () => void;
  discussion?: ((plan: PlanDetail) => ReactNode) | undefined;
}) {
  const { t, i18n } = useLingui();
  const membersId = useId();
  const vibe = plan.vibe;
  const creator = plan.creator.username;
  const page = layout === 'page';
  // The page's sections sit under its h1; the quick view's under the dialog's title.
  const Heading = page ? 'h2' : 'h3';
  const details = (
    <div
      className={cn(
        'flex flex-col gap-5',
        page && 'rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7',
      )}
    >
      <div className={cn('flex flex-col gap-2', !page && 'pr-8')}>
        <div className="flex flex-wrap gap-1.5">
          {plan.isCreator ? <Badge variant="solid">{t`Your plan`}</Badge> : null}
          {plan.joinedByViewer ? <Badge variant="solid">{t`You’re in`}</Badge> : null}
          {plan.visibility === 'friends' ? (
            <Badge variant="outline">
              <LockIcon aria-hidden="true" />
              {t({ message: 'Friends only', comment: 'Who can see a plan' })}
            </Badge>
          ) : null}
          {plan.started ? (
            <Badge variant="neutral">{t({ message: 'Started', comment: 'A plan’s state' })}</Badge>
          ) : null}
        </div>
        <PlanTitle layout={layout}>{plan.title}</PlanTitle>
        <PlanSummary layout={layout}>
          <div className="flex flex-col gap-1.5">
            <span className="flex items-center gap-2 font-semibold text-coral-600">
              <CalendarClockIcon aria-hidden="true" className="size-4 shrink-0" />
              {planWhen(i18n, plan, now)}
            </span>
            {daylight}
            <span className="flex items-start gap-2">
              <MapPinIcon aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {plan.location}, {plan.area.name}
              </span>
            </span>
          </div>
        </PlanSummary>
      </div>

      {vibe ? <p className="text-sm font-medium text-ink/80">{t`Vibe: ${vibe}`}</p> : null}
      {page && plan.meetingPoint ? <MeetingPoint plan={plan} point={plan.meetingPoint} /> : null}
      {plan.description ? (
        <p className="text-[0.9375rem] leading-relaxed whitespace-pre-line">{plan.description}</p>
      ) : null}

      <div className="flex items-center gap-3 rounded-2xl bg-surface p-3 ring-1 ring-ocean-900/8">
        <Avatar name={plan.creator.username} src={plan.creator.avatarUrl} size="md" />
        <p className="text-sm">
          <Trans>
            <span className="text-muted">Made by</span>{' '}
            <Link to={`/user/${plan.creator.id}`} className="font-semibold hover:underline">
              {creator}
            </Link>
          </Trans>
        </p>
      </div>

      <section aria-labelledby={membersId} className="flex flex-col gap-2">
        <Heading id={membersId} className="flex items-center gap-2 text-base font-semibold">
          <UsersIcon aria-hidden="true" className="size-4" />
          {t`Who’s going`}
        </Heading>
        {/* The same line as the plan's card. */}
        <p className="text-sm text-muted">{peopleLine(i18n, plan)}</p>
        {plan.members === null ? null : plan.members.length === 0 ? (
          <p className="text-sm text-muted">{t`Nobody has joined yet.`}</p>
        ) : (
          <ul aria-label={t`Members who joined`} className="flex flex-col gap-2">
            {plan.members.map((member) => (
              <li key={member.id} className="flex items-center gap-2.5">
                <Avatar name={member.username} src={member.avatarUrl} size="sm" />
                <Link to={`/user/${member.id}`} className="text-sm font-medium hover:underline">
                  {member.username}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {plan.waitlist && plan.waitlist.length > 0 ? (
        <section aria-label={t`Waitlist`} className="flex flex-col gap-2">
          <Heading className="text-base font-semibold">{t`Waitlist`}</Heading>
          <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
            {plan.waitlist.map((member) => (
              <li key={member.id}>
                <Link to={`/user/${member.id}`} className="font-medium hover:underline">
                  {member.username}
                </Link>
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted">
            {t`When a spot opens, the first in line joins and is told.`}
          </p>
        </section>
      ) : null}

      <PlanJoinButton
        plan={plan}
        viewerId={viewerId}
        accountPending={accountPending}
        variant="full"
        now={now}
      />

      {plan.series ? (
        <PlanSessions
          plan={plan}
          series={plan.series}
          viewerId={viewerId}
          accountPending={accountPending}
          heading={Heading}
          hrefOf={page ? planHref : planQuickViewHref}
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-2 border-t border-ocean-900/8 pt-4">
        {page ? null : (
          <LinkButton to={planHref(plan.id)} variant="outline" size="sm">
            <ExternalLinkIcon aria-hidden="true" />
            {t`Open plan page`}
          </LinkButton>
        )}
        <CopyLinkButton planId={plan.id} />
        {report}
        {plan.canEdit && !confirmingDelete ? (
          <>
            <Button variant="outline" size="sm" onClick={onEdit}>
              <PencilIcon aria-hidden="true" />
              {t({ message: 'Edit', comment: 'Button: edit a plan' })}
            </Button>
            <Button variant="ghost" size="sm" onClick={onDelete}>
              <Trash2Icon aria-hidden="true" />
              {t({ message: 'Delete', comment: 'Button: delete a plan' })}
            </Button>
          </>
        ) : null}
      </div>
      {plan.canEdit && confirmingDelete ? (
        <ConfirmDelete plan={plan} onKeep={onKeep} onDeleted={onDeleted} />
      ) : null}

      {discussion && !page ? (
        <div className="border-t border-ocean-900/8 pt-4">{discussion(plan)}</div>
      ) : null}
    </div>
  );
  if (!page) return details;
  // On the page the discussion is a section of its own under the plan.
  return (
    <div className="flex flex-col gap-6">
      {details}
      {sea}
      {discussion ? discussion(plan) : null}
    </div>
  );
}

function CopyLinkButton({ planId }: { planId: string }) {
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        const url = new URL(planHref(planId), window.location.origin).toString();
        navigator.clipboard
          ?.writeText(url)
          .then(() => toast({ title: t`Link copied`, description: url, variant: 'success' }))
          .catch(() => toast({ title: t`Copy this link`, description: url, variant: 'info' }));
      }}
    >
      <LinkIcon aria-hidden="true" />
      {t`Copy link`}
    </Button>
  );
}

function ConfirmDelete({
  plan,
  onKeep,
  onDeleted,
}: {
  plan: PlanDetail;
  onKeep: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useLingui();
  const title = plan.title;
  const queryClient = useQueryClient();
  const titleId = useId();
  const [sessions, setSessions] = useState<Sessions>('this');
  const followingCount = plan.series?.followingCount ?? 0;
  const scope = followingCount > 0 ? sessions : 'this';
  const mutation = useMutation({
    mutationFn: (chosen: Sessions) => deletePlan(plan.id, chosen),
    onSuccess: async (_deleted, chosen) => {
      toast(
        chosen === 'following'
          ? {
              title: t`Sessions deleted`,
              description: t`This and the following sessions of ${title} were deleted.`,
              variant: 'success',
            }
          : {
              title: t`Plan deleted`,
              description: t`${title} was deleted.`,
              variant: 'success',
            },
      );
      onDeleted();
      await refreshAfterPlanChange(queryClient, plan.id, null);
    },
    onError: (caught) =>
      toast({
        title: t`The plan could not be deleted`,
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      }),
  });
  const joined = plan.memberCount;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-coral-50 p-4 ring-1 ring-coral-200 ring-inset"
    >
      <p id={titleId} className="font-semibold text-coral-900">
        {followingCount > 0 ? t`Delete this session?` : t`Delete this plan?`}
      </p>
      <p className="text-sm text-coral-900">
        {scope === 'following'
          ? t`They disappear from Lineup, with everyone who joined them. This cannot be undone.`
          : joined === 0
            ? t`It disappears from Lineup. This cannot be undone.`
            : i18n._({
                ...msg`{joined, plural, one {The 1 member who joined loses it too. This cannot be undone.} other {All # members who joined lose it too. This cannot be undone.}}`,
                values: { joined },
              })}
      </p>
      {followingCount > 0 ? (
        <SessionsScopeField
          legend={t({ message: 'Delete', comment: 'Legend: which sessions to delete' })}
          value={sessions}
          onChange={setSessions}
          followingCount={followingCount}
          disabled={mutation.isPending}
        />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="destructive"
          loading={mutation.isPending}
          loadingLabel={t`Deleting...`}
          onClick={() => mutation.mutate(scope)}
        >
          {followingCount === 0
            ? t`Delete plan`
            : scope === 'following'
              ? t`Delete sessions`
              : t`Delete session`}
        </Button>
        <Button variant="outline" disabled={mutation.isPending} onClick={onKeep}>
          {t`Keep it`}
        </Button>
      </div>
    </div>
  );
}

function EditPlan({
  plan,
  layout,
  onDone,
}: {
  plan: PlanDetail;
  layout: PlanLayout;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const areas = useQuery(planAreasQueryOptions());
  const [sessions, setSessions] = useState<Sessions>('this');
  const followingCount = plan.series?.followingCount ?? 0;
  // An inactive area keeps its plans; it stays a choice for them.
  const choices =
    areas.data && !areas.data.some((area) => area.slug === plan.area.slug)
      ? [
          ...areas.data,
          {
            id: plan.area.slug,
            name: plan.area.name,
            slug: plan.area.slug,
            country: '',
            countrySlug: '',
            description: '',
            timeZone: plan.timeZone,
            latitude: null,
            longitude: null,
            displayOrder: 0,
            eventCount: 0,
            upcomingEventCount: 0,
          },
        ]
      : areas.data;
  return (
    <div
      className={cn(
        'flex flex-col gap-5',
        layout === 'page' &&
          'rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7',
      )}
    >
      <div className={layout === 'panel' ? 'pr-8' : undefined}>
        <PlanTitle layout={layout}>{t`Edit plan`}</PlanTitle>
        <PlanSummary layout={layout}>
          <p>{plan.title}</p>
        </PlanSummary>
      </div>
      {areas.isError ? (
        <Alert variant="error" title={t`The form could not be loaded.`}>
          <p>{t`Check your connection and try again.`}</p>
        </Alert>
      ) : !choices ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : (
        <PlanForm
          areas={choices}
          defaultValues={planFormValuesOf(plan)}
          submitLabel={t`Save changes`}
          secondary={
            <Button type="button" variant="outline" size="lg" onClick={onDone}>
              {t({ message: 'Cancel', comment: 'Button: stop editing a plan' })}
            </Button>
          }
          beforeActions={
            followingCount > 0 ? (
              <SessionsScopeField
                legend={t`Save the changes to`}
                value={sessions}
                onChange={setSessions}
                followingCount={followingCount}
                followingHint={t`Their time can change with this one; move a day one session at a time.`}
              />
            ) : null
          }
          onSave={async (values) => {
            const scope = followingCount > 0 ? sessions : 'this';
            const saved = await updatePlan(plan.id, planRequestOf(values), scope);
            await refreshAfterPlanChange(queryClient, plan.id, saved);
            toast({
              title: t`Plan updated`,
              description:
                scope === 'following'
                  ? `${saved.title}. ${t`This and the following sessions.`}`
                  : saved.title,
              variant: 'success',
            });
            onDone();
          }}
        />
      )}
    </div>
  );
}

/** Where to meet on a small map, with "Open in Maps" (docs/product.md §17). */
function MeetingPoint({ plan, point }: { plan: PlanDetail; point: PlacePoint }) {
  const { t } = useLingui();
  const place = `${plan.location}, ${plan.area.name}`;
  const openInMaps = useOpenInMapsHref(
    point,
    plan.location,
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`,
  );
  return (
    <div className="flex flex-col gap-2">
      <PlaceMap point={point} name={plan.location} className="h-48" />
      <a
        href={openInMaps}
        target={openInMaps.startsWith('http') ? '_blank' : undefined}
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 self-start text-sm font-semibold text-ocean-700 hover:underline"
      >
        {t`Open in Maps`}
      </a>
    </div>
  );
}
