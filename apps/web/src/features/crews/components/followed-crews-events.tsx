import { useLingui } from '@lingui/react/macro';
import type { EventCard } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { followedCrewsEventsQueryOptions } from '../api/crews-api';

/** How many cards the row shows. */
const SHOWN = 6;

/**
 * "From crews you follow": the coming events of the crews the member follows, soonest first.
 * Nothing at all for a visitor, for a member who follows no crew, or while there is nothing on;
 * the page gives the grid that shows the cards.
 */
export function FollowedCrewsEvents({
  viewerId,
  renderEvents,
  className,
}: {
  viewerId: string | null;
  className?: string | undefined;
  renderEvents: (events: EventCard[]) => ReactNode;
}) {
  const { t } = useLingui();
  const query = useQuery({
    ...followedCrewsEventsQueryOptions(viewerId ?? ''),
    enabled: viewerId !== null,
  });
  const events = query.data ?? [];
  if (viewerId === null || events.length === 0) return null;
  return (
    <section
      aria-labelledby="followed-crews-events"
      className={cn('flex flex-col gap-5', className)}
    >
      <h2 id="followed-crews-events" className="text-2xl font-bold">
        {t`From crews you follow`}
      </h2>
      {renderEvents(events.slice(0, SHOWN))}
    </section>
  );
}
