import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { createPlan, planAreasQueryOptions, refreshAfterPlanChange } from '../api/plans-query';
import { emptyPlanForm, newPlanRequestOf } from '../lib/plan-form-values';
import { planHref } from './plan-card';
import { PlanForm } from './plan-form';

/**
 * `/casual-plans/create`: a new plan in the area the member has selected, if any, once or
 * repeating (every session a plan of its own). Once saved the member lands on the plan itself
 * (the first session of a series), ready to share its link.
 */
export function CreatePlanForm({ defaultAreaSlug }: { defaultAreaSlug?: string | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const areas = useQuery(planAreasQueryOptions());

  if (areas.isPending) {
    return (
      <div role="status" aria-label={t`Loading the form`} className="flex flex-col gap-4">
        <Skeleton className="h-11 rounded-xl" />
        <Skeleton className="h-11 rounded-xl" />
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    );
  }
  if (areas.isError) {
    return (
      <Alert variant="error" title={t`The form could not be loaded.`}>
        <p>{t`Check your connection and try again.`}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void areas.refetch()}>
          {t`Try again`}
        </Button>
      </Alert>
    );
  }

  const known = areas.data.some((area) => area.slug === defaultAreaSlug);
  return (
    <div className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7">
      <PlanForm
        areas={areas.data}
        defaultValues={emptyPlanForm(known && defaultAreaSlug ? defaultAreaSlug : '')}
        submitLabel={t`Post plan`}
        repeatable
        onSave={async (values) => {
          // A new series answers with its first session; the others follow it.
          const plan = await createPlan(newPlanRequestOf(values));
          const title = plan.title;
          const sessions = plan.series
            ? ` ${i18n._({
                ...msg`{count, plural, one {# session in all.} other {# sessions in all.}}`,
                values: { count: plan.series.followingCount + 1 },
              })}`
            : '';
          toast({
            title: t`Plan posted`,
            description: `${t`${title} is up.`}${sessions} ${t`Share the link so people can join.`}`,
            variant: 'success',
          });
          await refreshAfterPlanChange(queryClient, plan.id, plan);
          await navigate(planHref(plan.id));
        }}
      />
    </div>
  );
}
