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

export const JOIN_FAILED_TITLE = 'You could not join';
export const LEAVE_FAILED_TITLE = 'You are still in';

const membershipKey = (planId: string) => ['plan-membership', planId] as const;

type Action = 'join' | 'wait' | 'leave';

const requests: Record<Action, (planId: string) => Promise<PlanDetail>> = {
  join: joinPlan,
  wait: joinPlanWaitlist,
  leave: leavePlan,
};

function doneTitle(action: Action, saved: PlanDetail): string {
  if (action === 'leave') return 'You left the plan';
  if (saved.myWaitlistPosition !== null)
    return `You’re #${saved.myWaitlistPosition} on the waitlist`;
  return 'You’re in';
}

/**
 * Joining, waiting for a spot and leaving one plan. The server decides (a plan can fill up or start meanwhile):
 * its answer replaces every copy of the plan, and a refusal comes back as a toast with the
 * server's reason while the lists read the plan again.
 */
export function usePlanMembership(plan: Pick<PlanListItem, 'id' | 'title'>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: membershipKey(plan.id),
    mutationFn: (action: Action) => requests[action](plan.id),
    onSuccess: async (saved, action) => {
      toast({
        title: doneTitle(action, saved),
        description: saved.title,
        variant: action === 'leave' ? 'default' : 'success',
      });
      await refreshAfterPlanChange(queryClient, plan.id, saved);
    },
    onError: async (caught, action) => {
      toast({
        title: action === 'leave' ? LEAVE_FAILED_TITLE : JOIN_FAILED_TITLE,
        description: isApiError(caught) ? caught.message : 'Please try again.',
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
