import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/auth-context';
import { planQueryOptions } from '@/features/plans/api/plans-query';
import { PlanContent, PlanSkeleton } from '@/features/plans/components/plan-details';
import { isApiError } from '@/lib/api-client';
import { DiscussionSlot } from '../discussion-slot';
import { SeaSlot } from '../sea-slot';
import { NotFoundPage } from '../not-found-page';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { PlanDaylight } from '../plan-daylight';
import { PageTitle } from '../shell/page-title';

export const handle: PageHandle = { serverRendered: true };

// A member's report form loads with the page for them, never for a visitor.
const ReportButton = lazy(() =>
  import('@/features/reports/components/report-dialog').then((module) => ({
    default: module.ReportButton,
  })),
);

/**
 * The plan as the page shows it; on the server, as a visitor sees it (a friends-only plan's
 * page is rendered in the browser, with the member's session: docs/decisions/0031).
 */
export const loader = pageLoader(async ({ queryClient, viewer, params }) => {
  if (params.planId) await queryClient.ensureQueryData(planQueryOptions(params.planId, viewer.id));
});

/** The width and edges of the header, a little narrower: a plan is a short read. */
const frame = 'mx-auto w-full max-w-3xl px-4 pt-6 pb-16 sm:px-5 sm:pt-10 lg:px-8';

/**
 * `/casual-plans/:planId`, a casual plan's own page (docs/product.md §2), the address its card,
 * its notices and "Copy link" lead to: the plan with Join or Leave, its sessions, its
 * discussion, Report, and Edit and Delete for its creator. A plan the reader may not see
 * (friends-only, blocked either way, gone) is the not-found page, as the server answers it.
 */
export function Component() {
  const { t } = useLingui();
  const { planId = '' } = useParams();
  const { user, status } = useAuth();
  const viewerId = user?.id ?? null;
  const navigate = useNavigate();
  const query = useQuery({
    ...planQueryOptions(planId, viewerId),
    // The visitor's copy of this plan stays on screen while the member's own is read.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === planId ? previous : undefined,
  });

  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={t`Loading the plan`}
        className={`${frame} flex flex-col gap-3`}
      >
        <PlanSkeleton />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && [400, 404].includes(query.error.status)) {
      return <NotFoundPage />;
    }
    return (
      <div role="alert" className={`${frame} flex flex-col items-start gap-3`}>
        <PageTitle>{t`Casual plan`}</PageTitle>
        <h1 className="text-2xl font-semibold">{t`The plan could not be loaded`}</h1>
        <p className="text-muted">{t`Check your connection and try again.`}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  }

  const plan = query.data;
  return (
    <article className={frame}>
      <PageTitle>{plan.title}</PageTitle>
      <Link
        to="/casual-plans"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-ocean-700 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {t`Casual plans`}
      </Link>
      <PlanContent
        plan={plan}
        layout="page"
        viewerId={viewerId}
        accountPending={status === 'loading'}
        onDeleted={() => void navigate('/casual-plans')}
        daylight={(shown) => <PlanDaylight plan={shown} />}
        sea={(shown) => (
          <SeaSlot subject={{ kind: 'plan', id: shown.id }} timeZone={shown.timeZone} />
        )}
        discussion={(shown) => <DiscussionSlot thread={{ kind: 'plan', id: shown.id }} />}
        report={(shown) => (
          <Suspense fallback={null}>
            <ReportButton kind="plan" id={shown.id} label={t`Report this plan`} />
          </Suspense>
        )}
      />
    </article>
  );
}
