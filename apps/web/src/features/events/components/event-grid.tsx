import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventCard as EventCardData } from '@lineup/contracts';
import { Button } from '@/components/ui/button';
import { FallbackForm } from '@/components/ui/fallback-form';
import { cn } from '@/lib/cn';
import { EventCard, EventCardSkeleton } from './event-card';

const gridClasses = 'grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3';

type EventGridProps = {
  events: EventCardData[];
  hideArea?: boolean;
  /**
   * The list is the page's main content: its first card's picture may be the largest thing on
   * the first screen, so it alone loads at once and ahead of the rest.
   */
  priority?: boolean;
  className?: string;
  /** Cards from here on are new (after "Load more"); focus can move to the first of them. */
  label?: string;
  /** Names the list by a heading instead (a day heading). */
  labelledBy?: string;
  /** The cards' title level: 4 under a day heading. */
  titleLevel?: 3 | 4;
};

export function EventGrid({
  events,
  hideArea,
  priority,
  className,
  label,
  labelledBy,
  titleLevel,
}: EventGridProps) {
  return (
    <ul className={cn(gridClasses, className)} aria-label={label} aria-labelledby={labelledBy}>
      {events.map((event, index) => (
        <li key={event.id} className="flex">
          <EventCard
            event={event}
            hideArea={hideArea}
            priority={priority && index === 0}
            titleLevel={titleLevel}
            className="flex-1"
          />
        </li>
      ))}
    </ul>
  );
}

export function EventGridSkeleton({
  count = 6,
  className,
}: {
  count?: number;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading events`} className={cn(gridClasses, className)}>
      {Array.from({ length: count }, (_, index) => (
        <EventCardSkeleton key={index} />
      ))}
    </div>
  );
}

type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  shown: number;
  onLoadMore: () => void;
  failed?: boolean;
  /**
   * Before the app's scripts run, "Load more" asks the server for this page again with
   * `after=<nextCursor>` and these fields: the next events, as a page of their own.
   */
  fallback?: { action: string; fields: Record<string, string>; nextCursor: string | undefined };
};

/** "Load more" under a list, and a live line that tells screen readers what arrived. */
export function LoadMore({ hasMore, loading, shown, onLoadMore, failed, fallback }: LoadMoreProps) {
  const { t, i18n } = useLingui();
  const showing = hasMore
    ? msg`{shown, plural, one {Showing # event} other {Showing # events}}`
    : msg`{shown, plural, one {Showing # event · that is all for now} other {Showing # events · that is all for now}}`;
  const button = (
    <Button
      variant="outline"
      loading={loading}
      loadingLabel={t`Loading more events`}
      onClick={onLoadMore}
      {...(fallback?.nextCursor
        ? { type: 'submit', name: 'after', value: fallback.nextCursor }
        : {})}
    >
      {t`Load more`}
    </Button>
  );
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p aria-live="polite" className="text-sm text-muted">
        {failed ? t`More events could not be loaded.` : i18n._({ ...showing, values: { shown } })}
      </p>
      {hasMore && fallback ? (
        <FallbackForm action={fallback.action} fields={fallback.fields}>
          {button}
        </FallbackForm>
      ) : hasMore ? (
        button
      ) : null}
    </div>
  );
}
