import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/features/auth/auth-context';
import { FollowedCrewsEvents } from '@/features/crews/components/followed-crews-events';
import { EventGrid } from '@/features/events/components/event-grid';

/**
 * "From crews you follow" on home and on Discover: members who follow crews see their coming
 * events. The page's server render is the same for every visitor and never carries it; it
 * fills in once the member is known, and stays away while there is nothing to show.
 */
export function FollowedCrewsSlot({ className }: { className?: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <FollowedCrewsEvents
      viewerId={user.id}
      className={className}
      renderEvents={(events) => (
        <EventGrid events={events} label={t`Events from crews you follow`} />
      )}
    />
  );
}
