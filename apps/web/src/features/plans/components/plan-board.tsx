import { useLingui } from '@lingui/react/macro';
import type { PlanDetail } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import SunriseIcon from 'lucide-react/icons/sunrise';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LinkButton } from '@/components/ui/link-button';
import { PLAN_LIST_MAX } from '@lineup/contracts';
import { upcomingPlansQueryOptions } from '../api/plans-query';
import { PlanCard, PlanCardSkeleton, planQuickViewHref } from './plan-card';
import { PlanDetails, type PlanDetailsProps } from './plan-details';
import { PlanJoinButton } from './plan-join-button';

/** The search parameter that opens a plan's quick view: `/casual-plans?plan=<id>`. */
export const PLAN_PARAM = 'plan';

type PlanBoardProps = {
  /** The selected area's slug and name, or undefined for every area. */
  area?: { slug: string; name: string } | null;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
  /** The session is still being read: joining waits for it. */
  accountPending?: boolean;
  now?: Date;
  /** What the app shows under an open plan: its discussion. */
  discussion?: (plan: PlanDetail) => ReactNode;
  /** Passed on to the open plan's panel ("Report this plan"). */
  report?: PlanDetailsProps['report'];
  /** Passed on to the open plan's panel: the day's sunrise and sunset. */
  daylight?: PlanDetailsProps['daylight'];
};

/**
 * `/casual-plans`: upcoming plans in the selected area, soonest first, each with Join or
 * Leave. A card opens the plan's quick view over the list (`?plan=<id>`), which leads on to
 * the plan's own page.
 */
export function PlanBoard({
  area,
  viewerId,
  accountPending,
  now,
  discussion,
  report,
  daylight,
}: PlanBoardProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const openId = params.get(PLAN_PARAM);
  const plans = useQuery({
    ...upcomingPlansQueryOptions(area?.slug, PLAN_LIST_MAX, viewerId),
    // The visitor's list of this area stays on screen while the member's own is read.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (area?.slug ?? null) ? previous : undefined,
  });
  const areaName = area?.name;

  const upcoming = areaName ? t`Upcoming plans in ${areaName}` : t`Upcoming plans on the coast`;

  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLAN_PARAM);
        return next;
      },
      { state: { preserveScroll: true } },
    );

  return (
    <>
      {plans.isPending ? (
        <div role="status" aria-label={t`Loading plans`} className="grid gap-4 md:grid-cols-3">
          <PlanCardSkeleton />
          <PlanCardSkeleton />
          <PlanCardSkeleton />
        </div>
      ) : plans.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-12 text-center ring-1 ring-ocean-900/8"
        >
          <CircleAlertIcon aria-hidden="true" className="size-8 text-coral-500" />
          <p className="font-semibold">{t`Casual plans could not be loaded.`}</p>
          <p className="max-w-sm text-sm text-muted">{t`Check your connection and try again.`}</p>
          <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : plans.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-6 py-12 text-center">
          <SunriseIcon aria-hidden="true" className="size-8 text-ocean-600" />
          <p className="text-lg font-semibold">
            {areaName ? t`No plans in ${areaName} yet` : t`No plans on the coast yet`}
          </p>
          <p className="max-w-md text-sm text-muted">
            {t`Dawn patrol, sunset drinks, a lift to the next break: post one and let people tag along.`}
          </p>
          <LinkButton to="/casual-plans/create" className="mt-1">
            {t`Make a plan`}
          </LinkButton>
        </div>
      ) : (
        <>
          {/* The cards' titles are h3: the list is headed, for readers moving by heading. */}
          <h2 className="sr-only">{upcoming}</h2>
          <ul aria-label={upcoming} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {plans.data.map((plan) => (
              <li key={plan.id} className="flex">
                <PlanCard
                  plan={plan}
                  now={now}
                  href={planQuickViewHref(plan.id)}
                  className="flex-1"
                  actions={
                    plan.isCreator ? null : (
                      <PlanJoinButton
                        plan={plan}
                        viewerId={viewerId}
                        accountPending={accountPending}
                        now={now}
                      />
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <Dialog open={openId !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent className="sm:max-w-lg">
          {openId ? (
            <PlanDetails
              key={openId}
              planId={openId}
              viewerId={viewerId}
              accountPending={accountPending}
              onClose={close}
              now={now}
              discussion={discussion}
              report={report}
              daylight={daylight}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
