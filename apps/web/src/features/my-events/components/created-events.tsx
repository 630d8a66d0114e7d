import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventCard } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import PencilIcon from 'lucide-react/icons/pencil';
import PlusIcon from 'lucide-react/icons/plus';
import SparklesIcon from 'lucide-react/icons/sparkles';
import { useId, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { myCreatedEventsQueryOptions } from '../api/my-events-api';
import { MyEventItem, MyEventListSkeleton } from './my-event-item';

type CreatedEventsProps = {
  viewerId: string;
  /** Cancel and delete (with their confirmations) for one event, beside Edit. */
  renderEventActions?: (event: EventCard) => ReactNode;
  /** The event's picture (app/ passes the events feature's cover). */
  renderPicture?: (event: EventCard) => ReactNode;
  now?: Date;
};

export const statusLabels = {
  draft: msg({ message: 'Draft', comment: 'Status of an event' }),
  published: msg({ message: 'Published', comment: 'Status of an event' }),
  cancelled: msg({ message: 'Cancelled', comment: 'Badge on a cancelled event' }),
} as const;

const statusVariants = { draft: 'neutral', published: 'default', cancelled: 'accent' } as const;

export function StatusBadge({ status }: { status: EventCard['status'] }) {
  const { i18n } = useLingui();
  return <Badge variant={statusVariants[status]}>{i18n._(statusLabels[status])}</Badge>;
}

function Counts({ event }: { event: EventCard }) {
  const { i18n } = useLingui();
  const going = event.goingCount;
  const interested = event.interestedCount;
  const capacity = event.capacity;
  return (
    <p>
      <Trans>
        <span className="font-semibold">{going}</span> going ·{' '}
        <span className="font-semibold">{interested}</span> interested
      </Trans>
      {capacity !== null ? (
        <span className="text-muted">
          {' · '}
          {i18n._({
            ...msg`{capacity, plural, one {# spot} other {# spots}}`,
            values: { capacity },
          })}
        </span>
      ) : null}
    </p>
  );
}

function EventRows({
  title,
  events,
  renderEventActions,
  renderPicture,
  now,
}: {
  title: string;
  events: EventCard[];
  renderEventActions?: (event: EventCard) => ReactNode;
  renderPicture?: (event: EventCard) => ReactNode;
  now?: Date;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-3" aria-label={title}>
        {events.map((event) => (
          <li key={event.id}>
            <MyEventItem
              event={event}
              now={now}
              badges={<StatusBadge status={event.status} />}
              meta={<Counts event={event} />}
              picture={renderPicture?.(event)}
              actions={
                <>
                  <LinkButton to={`/events/${event.id}/edit`} variant="secondary" size="sm">
                    <PencilIcon aria-hidden="true" />
                    {t({ message: 'Edit', comment: 'Button: edit the event' })}
                  </LinkButton>
                  {renderEventActions?.(event)}
                </>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The "New Event" call to action of the dashboard. */
export function NewEventLink({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <LinkButton to="/events/create" variant="accent" className={className}>
      <PlusIcon aria-hidden="true" />
      {t`New Event`}
    </LinkButton>
  );
}

/**
 * `/dashboard` ("My Created Events"): every event I created, drafts and cancelled ones too,
 * with their status and going / interested counts.
 */
export function CreatedEvents({
  viewerId,
  renderEventActions,
  renderPicture,
  now,
}: CreatedEventsProps) {
  const { t } = useLingui();
  const query = useQuery(myCreatedEventsQueryOptions(viewerId));

  if (query.isPending) return <MyEventListSkeleton label={t`Loading your events`} />;
  if (query.isError) {
    return (
      <Alert variant="error" title={t`Your events could not be loaded.`}>
        <p>{t`Check your connection and try again.`}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </Alert>
    );
  }

  const { upcoming, past } = query.data;
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-6 py-12 text-center">
        <SparklesIcon aria-hidden="true" className="size-8 text-coral-500" />
        <p className="text-lg font-semibold">{t`You have not created any events yet`}</p>
        <p className="max-w-md text-sm text-muted">
          {t`A dawn patrol, a beach clean-up, a gig at your bar: put it on Lineup and see who is coming.`}
        </p>
        <NewEventLink className="mt-1" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-10">
      {upcoming.length > 0 ? (
        <EventRows
          title={t({ message: 'Upcoming', comment: 'Heading: the events still to come' })}
          events={upcoming}
          renderEventActions={renderEventActions}
          renderPicture={renderPicture}
          now={now}
        />
      ) : (
        <p className="text-muted">{t`Nothing coming up. Your past events are below.`}</p>
      )}
      {past.length > 0 ? (
        <EventRows
          title={t({ message: 'Past', comment: 'Heading: the events that are over' })}
          events={past}
          renderEventActions={renderEventActions}
          renderPicture={renderPicture}
          now={now}
        />
      ) : null}
    </div>
  );
}
