import { useLingui } from '@lingui/react/macro';
import { EventPreviewList } from '@/features/events/components/event-preview-list';
import { FriendActionButtons } from '@/features/friends/components/friend-action-buttons';
import { PlanCard } from '@/features/plans/components/plan-card';
import { WhileYoureIn } from '@/features/stays/components/while-youre-in';

const EVENTS_SHOWN = 6;

/**
 * The stays panel wired to the features it shows: the events of the stay's days, its casual
 * plans, and Add friend for others around.
 */
export function WhileYoureInWiring({
  viewerId,
  area,
  invite,
  className,
}: {
  viewerId: string;
  area?: string;
  invite?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <WhileYoureIn
      viewerId={viewerId}
      area={area}
      invite={invite}
      className={className}
      renderEvents={(filters, label) => (
        <EventPreviewList
          filters={filters}
          limit={EVENTS_SHOWN}
          hideArea
          label={label}
          emptyTitle={t`Nothing on those days yet`}
          emptyText={t`New events show up here as soon as they are published.`}
        />
      )}
      renderPlan={(plan) => <PlanCard plan={plan} className="flex-1" />}
      renderFriendAction={(member, relation) => (
        <FriendActionButtons viewerId={viewerId} member={member} relation={relation} />
      )}
    />
  );
}
