import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PlanDetail, PlanListItem } from '@lineup/contracts';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import {
  joinPlan,
  joinPlanWaitlist,
  leavePlan,
  refetchPlans,
  refreshAfterPlanChange,
} from '../api/plans-query';

export const JOIN_FAILED_TITLE = msg`You could not join`;
export const LEAVE_FAILED_TITLE = msg`You are still in`;

const membershipKey = (planId: string) => ['plan-membership', planId] as const;

type Action = 'join' | 'wait' | 'leave';

const requests: Record<Action, (planId: string) => Promise<PlanDetail>> = {
  join: joinPlan,
  wait: joinPlanWaitlist,
  leave: leavePlan,
};

function doneTitle(i18n: I18n, action: Action, saved: PlanDetail): string {
  if (action === 'leave') return i18n._(msg`You left the plan`);
  const place = saved.myWaitlistPosition;
  if (place !== null) return i18n._(msg`You’re #${place} on the waitlist`);
  return i18n._(msg`You’re in`);
}

/**
 * Joining, waiting for a spot and leaving one plan. The server decides (a plan can fill up or start meanwhile):
 * its answer replaces every copy of the plan, and a refusal comes back as a toast with the
 * server's reason while the lists read the plan again.
 */
export function usePlanMembership(plan: Pick<PlanListItem, 'id' | 'title'>) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: membershipKey(plan.id),
    mutationFn: (action: Action) => requests[action](plan.id),
    onSuccess: async (saved, action) => {
      toast({
        title: doneTitle(i18n, action, saved),
        description: saved.title,
        variant: action === 'leave' ? 'default' : 'success',
      });
      await refreshAfterPlanChange(queryClient, plan.id, saved);
    },
    onError: async (caught, action) => {
      toast({
        title: i18n._(action === 'leave' ? LEAVE_FAILED_TITLE : JOIN_FAILED_TITLE),
        description: isApiError(caught) ? caught.message : i18n._(msg`Please try again.`),
        variant: 'destructive',
      });
      // The refusal may mean the counts on screen are old (someone took the last spot).
      await refetchPlans(queryClient);
    },
  });
  const busy = useIsMutating({ mutationKey: membershipKey(plan.id) }) > 0;
  return {
    join: () => !busy && mutation.mutate('join'),
    wait: () => !busy && mutation.mutate('wait'),
    leave: () => !busy && mutation.mutate('leave'),
    busy,
    pending: busy ? mutation.variables : undefined,
  };
}
