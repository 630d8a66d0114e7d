import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PlanDetail, SeriesRsvpRequest, SeriesRsvpResponse } from '@lineup/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EverySessionButtons } from '@/components/ui/every-session-buttons';
import { RepeatsLine } from '@/components/ui/repeats-line';
import { SessionList } from '@/components/ui/session-list';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { zoneCity } from '@/lib/zoned-time';
import { answerEverySession, refetchPlans } from '../api/plans-query';
import { JOIN_FAILED_TITLE, LEAVE_FAILED_TITLE } from '../hooks/use-plan-membership';
import { planHref } from './plan-card';

type PlanSeries = NonNullable<PlanDetail['series']>;
type Status = SeriesRsvpRequest['status'];

/** What joining or leaving every session did, in a line. */
export function everySessionMessage(
  i18n: I18n,
  status: Status,
  answer: SeriesRsvpResponse,
): string {
  if (status === 'none') {
    return answer.left > 0
      ? i18n._({
          ...msg`{count, plural, one {You left # session.} other {You left # sessions.}}`,
          values: { count: answer.left },
        })
      : i18n._(msg`You weren’t in any of the sessions.`);
  }
  if (answer.going > 0 && answer.waitlisted > 0) {
    return i18n._({
      ...msg`{going, plural, one {You joined # session and the waitlist of {waitlisted}.} other {You joined # sessions and the waitlist of {waitlisted}.}}`,
      values: { going: answer.going, waitlisted: answer.waitlisted },
    });
  }
  if (answer.going > 0) {
    return i18n._({
      ...msg`{count, plural, one {You joined # session.} other {You joined # sessions.}}`,
      values: { count: answer.going },
    });
  }
  if (answer.waitlisted > 0) {
    return i18n._({
      ...msg`{count, plural, one {You joined the waitlist of # session.} other {You joined the waitlist of # sessions.}}`,
      values: { count: answer.waitlisted },
    });
  }
  return i18n._(msg`There are no sessions left to join.`);
}

type PlanSessionsProps = {
  plan: PlanDetail;
  series: PlanSeries;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
  /** The session is still being read: the buttons wait. */
  accountPending?: boolean;
  /** The section's heading: h2 on the plan's page, h3 in its quick view. */
  heading?: 'h2' | 'h3';
  /** Where a session leads: its page, or its quick view over the plans list. */
  hrefOf?: (planId: string) => string;
};

/**
 * On the page or in the quick view of a session of a recurring plan (docs/product.md §13,
 * decision 0028): how it repeats, the next sessions, each a plan with its own spots and page,
 * and joining or leaving all of them at once.
 */
export function PlanSessions({
  plan,
  series,
  viewerId,
  accountPending,
  heading: Heading = 'h3',
  hrefOf = planHref,
}: PlanSessionsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const city = zoneCity(plan.timeZone);
  const toCome = series.upcomingCount;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl bg-surface p-4 ring-1 ring-ocean-900/8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={headingId} className="text-base font-semibold">
          {t`Sessions`}
        </Heading>
        <RepeatsLine rule={series.rule} withEnd className="text-sm" />
      </div>
      <p className="text-sm text-muted">
        {toCome === 0
          ? t`No sessions to come.`
          : toCome === 1
            ? t`The last session to come, in ${city} time.`
            : t`${toCome} sessions to come, in ${city} time. Each has its own spots.`}
      </p>

      <SessionList
        total={series.upcomingCount}
        timeZone={plan.timeZone}
        linkState={{ preserveScroll: true }}
        sessions={series.upcoming.map((session) => ({
          id: session.id,
          to: hrefOf(session.id),
          start: session.startsAt,
          current: session.id === plan.id,
          cancelled: false,
          full: session.spotsLeft === 0,
        }))}
      />

      {/* "Every session" means something only while more than one is to come. */}
      {plan.isCreator || series.upcomingCount < 2 ? null : (
        <JoinEverySession
          plan={plan}
          seriesId={series.id}
          viewerId={viewerId}
          accountPending={accountPending}
        />
      )}
    </section>
  );
}

/**
 * "Join every session" of a recurring plan (the waitlist where one is full) and "Leave every
 * session" to take it back. Each session keeps its own membership; this answers them all at
 * once, from now on.
 */
function JoinEverySession({
  plan,
  seriesId,
  viewerId,
  accountPending = false,
}: {
  plan: Pick<PlanDetail, 'joinedByViewer' | 'myWaitlistPosition'>;
  seriesId: string;
  viewerId: string | null;
  accountPending?: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ status: Status; answer: SeriesRsvpResponse } | null>(null);
  const mutation = useMutation({
    mutationFn: (status: Status) => answerEverySession(seriesId, status),
    onSuccess: async (answer, status) => {
      setDone({ status, answer });
      // Every session's panel and the lists read again, this panel's Join / Leave included.
      await refetchPlans(queryClient);
    },
    onError: (caught, status) =>
      toast({
        title: i18n._(status === 'none' ? LEAVE_FAILED_TITLE : JOIN_FAILED_TITLE),
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      }),
  });

  const answer = (status: Status) => {
    if (viewerId === null) {
      const back = `${location.pathname}${location.search}`;
      void navigate(`/auth?redirectTo=${encodeURIComponent(back)}`);
      return;
    }
    mutation.mutate(status);
  };
  const pending = mutation.isPending ? mutation.variables : null;
  // Leaving is offered once the member is in this session (or its waitlist), or in all of them.
  const canLeave =
    done !== null
      ? done.status === 'going' && done.answer.going + done.answer.waitlisted > 0
      : plan.joinedByViewer || plan.myWaitlistPosition !== null;

  return (
    <div className="mt-1">
      <EverySessionButtons
        labels={{
          going: t`Join every session`,
          leave: t`Leave every session`,
          busy: t`Saving...`,
        }}
        variant="secondary"
        canLeave={canLeave && viewerId !== null}
        disabled={accountPending}
        pending={pending}
        onAnswer={answer}
        status={
          done
            ? everySessionMessage(i18n, done.status, done.answer)
            : viewerId === null
              ? t`Log in to join every session at once.`
              : null
        }
      />
    </div>
  );
}
