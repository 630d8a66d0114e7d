import { useLingui } from '@lingui/react/macro';
import { PLAN_LIST_MAX } from '@lineup/contracts';
import PlusIcon from 'lucide-react/icons/plus';
import { lazy, Suspense } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { useAreaLocation } from '@/features/areas/area-location';
import { useAuth } from '@/features/auth/auth-context';
import { PlanBoard } from '@/features/plans/components/plan-board';
import { upcomingPlansQueryOptions } from '@/features/plans/api/plans-query';
import { DiscussionSlot } from '../discussion-slot';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { PlanDaylight } from '../plan-daylight';
import { PageLayout } from '../shell/page-layout';

export const handle: PageHandle = { serverRendered: true };

// A member's report form loads when a plan opens for them, never for a visitor.
const ReportButton = lazy(() =>
  import('@/features/reports/components/report-dialog').then((module) => ({
    default: module.ReportButton,
  })),
);

/** What `PlanBoard` reads; on the server, for a visitor with no area chosen: every area's plans. */
export const loader = pageLoader(({ queryClient, viewer }) =>
  queryClient.ensureQueryData(
    upcomingPlansQueryOptions(viewer.area?.slug, PLAN_LIST_MAX, viewer.id),
  ),
);

export function Component() {
  const { t } = useLingui();
  const { selectedArea } = useAreaLocation();
  const { user, status } = useAuth();
  return (
    <PageLayout
      title={t`Casual Plans`}
      eyebrow={selectedArea ? selectedArea.name : t`All Areas`}
      heading={t`Casual plans`}
      description={t`Low-key meetups anyone can join: a dawn paddle-out, a sunset drink, a lift to the next break.`}
      actions={
        <LinkButton to="/casual-plans/create">
          <PlusIcon aria-hidden="true" />
          {t`New plan`}
        </LinkButton>
      }
    >
      <PlanBoard
        area={selectedArea ? { slug: selectedArea.slug, name: selectedArea.name } : null}
        viewerId={user?.id ?? null}
        accountPending={status === 'loading'}
        discussion={(plan) => (
          <DiscussionSlot thread={{ kind: 'plan', id: plan.id }} placement="panel" />
        )}
        daylight={(plan) => <PlanDaylight plan={plan} />}
        report={(plan) => (
          <Suspense fallback={null}>
            <ReportButton kind="plan" id={plan.id} label={t`Report this plan`} />
          </Suspense>
        )}
      />
    </PageLayout>
  );
}
