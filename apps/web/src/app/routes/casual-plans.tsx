import { PLAN_LIST_MAX } from '@lineup/contracts';
import PlusIcon from 'lucide-react/icons/plus';
import { LinkButton } from '@/components/ui/link-button';
import { useAreaLocation } from '@/features/areas/area-location';
import { useAuth } from '@/features/auth/auth-context';
import { PlanBoard } from '@/features/plans/components/plan-board';
import { upcomingPlansQueryOptions } from '@/features/plans/api/plans-query';
import type { PageHandle } from '../page-handle';
import { PageLayout } from '../shell/page-layout';

/** Rendered for a visitor with no area chosen yet: every area's plans. */
export const handle: PageHandle = {
  serverRendered: true,
  prefetch: ({ queryClient }) =>
    queryClient.prefetchQuery(upcomingPlansQueryOptions(undefined, PLAN_LIST_MAX)),
};

export function Component() {
  const { selectedArea } = useAreaLocation();
  const { user, status } = useAuth();
  return (
    <PageLayout
      title="Casual Plans"
      eyebrow={selectedArea ? selectedArea.name : 'All Areas'}
      heading="Casual plans"
      description="Low-key meetups anyone can join: a dawn paddle-out, a sunset drink, a lift to the next break."
      actions={
        <LinkButton to="/casual-plans/create">
          <PlusIcon aria-hidden="true" />
          New plan
        </LinkButton>
      }
    >
      <PlanBoard
        area={selectedArea ? { slug: selectedArea.slug, name: selectedArea.name } : null}
        viewerId={user?.id ?? null}
        accountPending={status === 'loading'}
      />
    </PageLayout>
  );
}
