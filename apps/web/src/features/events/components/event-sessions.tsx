import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventDetail, EventSeries } from '@lineup/contracts';
import CalendarRangeIcon from 'lucide-react/icons/calendar-range';
import { buttonVariants } from '@/components/ui/button';
import { apiUrl } from '@/lib/api-client';
import { RepeatsLine } from '@/components/ui/repeats-line';
import { cn } from '@/lib/cn';
import { SessionList } from '@/components/ui/session-list';
import { zoneCity } from '@/lib/zoned-time';
import { EventSeriesRsvpSlot } from './event-rsvp-slot';

/** Every session of a series as one repeating calendar entry. */
export function seriesCalendarFileUrl(seriesId: string): string {
  return apiUrl('/series/{id}/calendar.ics', { path: { id: seriesId } });
}

/**
 * On the page of a session of a recurring event (docs/product.md §13 "Recurring events"): how
 * it repeats, the next sessions, each with its own page, going to all of them at once, and
 * every session in the calendar. Public data only: the page is rendered on the server.
 */
export function EventSessions({ event, series }: { event: EventDetail; series: EventSeries }) {
  const { t, i18n } = useLingui();
  const city = zoneCity(event.timeZone);
  const count = series.upcomingCount;
  return (
    <section
      aria-labelledby={`sessions-${series.id}`}
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`sessions-${series.id}`} className="text-lg font-semibold">
          {t({ message: 'Sessions', comment: 'Heading: the dates of a recurring event' })}
        </h2>
        <RepeatsLine rule={series.rule} withEnd className="text-sm" />
      </div>
      <p className="mt-1 text-sm text-muted">
        {count === 0
          ? t`No sessions to come.`
          : count === 1
            ? t`The last session to come, in ${city} time.`
            : i18n._({
                ...msg`{count, plural, one {# session to come, in {city} time. Each has its own spots and RSVPs.} other {# sessions to come, in {city} time. Each has its own spots and RSVPs.}}`,
                values: { count, city },
              })}
      </p>

      <div className="mt-3">
        <SessionList
          total={series.upcomingCount}
          timeZone={event.timeZone}
          sessions={series.upcoming.map((session) => ({
            id: session.id,
            to: session.path,
            start: session.startDate,
            current: session.id === event.id,
            cancelled: session.status === 'cancelled',
            full: session.spotsLeft === 0,
          }))}
        />
      </div>

      {/* "Every session" means something only while more than one is to come. */}
      {series.upcomingCount > 1 ? <EventSeriesRsvpSlot event={event} /> : null}

      <a
        href={seriesCalendarFileUrl(series.id)}
        download={`${event.slug}-sessions.ics`}
        className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-4 w-full')}
      >
        <CalendarRangeIcon aria-hidden="true" />
        {t`Add every session to your calendar`}
      </a>
    </section>
  );
}
