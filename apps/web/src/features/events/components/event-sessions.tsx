import type { EventDetail, EventSeries, SeriesSession } from '@lineup/contracts';
import CalendarRangeIcon from 'lucide-react/icons/calendar-range';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { RepeatsLine } from '@/components/ui/repeats-line';
import { cn } from '@/lib/cn';
import { dayKey, formatShortDay, formatTime, isoInstant, zoneCity } from '@/lib/zoned-time';
import { EventSeriesRsvpSlot } from './event-rsvp-slot';

/** Every session of a series as one repeating calendar entry. */
export function seriesCalendarFileUrl(seriesId: string): string {
  return `/api/series/${encodeURIComponent(seriesId)}/calendar.ics`;
}

/** "Tue 9 Jun · 07:00", with the year when it is not the current session's. */
function sessionWhen(session: SeriesSession, event: Pick<EventDetail, 'startDate' | 'timeZone'>) {
  const year = dayKey(session.startDate, event.timeZone).slice(0, 4);
  const sameYear = year === dayKey(event.startDate, event.timeZone).slice(0, 4);
  return `${formatShortDay(session.startDate, event.timeZone)}${sameYear ? '' : ` ${year}`} · ${formatTime(session.startDate, event.timeZone)}`;
}

function SessionMarks({ session, current }: { session: SeriesSession; current: boolean }) {
  const marks = [
    current ? 'This session' : null,
    session.status === 'cancelled' ? 'Cancelled' : null,
    session.status !== 'cancelled' && session.spotsLeft === 0 ? 'Full' : null,
  ].filter((mark): mark is string => mark !== null);
  if (marks.length === 0) return null;
  return (
    <span className="flex shrink-0 flex-wrap justify-end gap-1.5">
      {marks.map((mark) => (
        <span
          key={mark}
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            mark === 'This session'
              ? 'bg-ocean-700 text-white'
              : mark === 'Cancelled'
                ? 'bg-coral-50 text-coral-700'
                : 'bg-sand-100 text-sand-900',
          )}
        >
          {mark}
        </span>
      ))}
    </span>
  );
}

/**
 * On the page of a session of a recurring event (docs/product.md §13 "Recurring events"): how
 * it repeats, the next sessions, each with its own page, going to all of them at once, and
 * every session in the calendar. Public data only: the page is rendered on the server.
 */
export function EventSessions({ event, series }: { event: EventDetail; series: EventSeries }) {
  const more = series.upcomingCount - series.upcoming.length;
  return (
    <section
      aria-labelledby={`sessions-${series.id}`}
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`sessions-${series.id}`} className="text-lg font-semibold">
          Sessions
        </h2>
        <RepeatsLine repeats={series.repeats} className="text-sm" />
      </div>
      <p className="mt-1 text-sm text-muted">
        {series.upcomingCount === 1
          ? '1 session to come'
          : `${series.upcomingCount} sessions to come`}
        , in {zoneCity(event.timeZone)} time. Each has its own spots and RSVPs.
      </p>

      {series.upcoming.length > 0 ? (
        <ol aria-label="Upcoming sessions" className="mt-3 divide-y divide-ocean-900/8">
          {series.upcoming.map((session) => {
            const current = session.id === event.id;
            const when = (
              <time
                dateTime={isoInstant(session.startDate)}
                className={cn(session.status === 'cancelled' && 'line-through')}
              >
                {sessionWhen(session, event)}
              </time>
            );
            return (
              <li
                key={session.id}
                aria-current={current ? 'page' : undefined}
                className="flex min-h-11 items-center justify-between gap-3 py-1.5"
              >
                {current ? (
                  <span className="font-semibold">{when}</span>
                ) : (
                  <Link
                    to={session.path}
                    className="font-medium text-ocean-700 underline-offset-2 hover:underline"
                  >
                    {when}
                  </Link>
                )}
                <SessionMarks session={session} current={current} />
              </li>
            );
          })}
        </ol>
      ) : null}
      {more > 0 ? (
        <p className="mt-1 text-sm text-muted">
          and {more === 1 ? '1 more session' : `${more} more sessions`}
        </p>
      ) : null}

      <EventSeriesRsvpSlot event={event} />

      <a
        href={seriesCalendarFileUrl(series.id)}
        download={`${event.slug}-sessions.ics`}
        className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-4 w-full')}
      >
        <CalendarRangeIcon aria-hidden="true" />
        Add every session to your calendar
      </a>
    </section>
  );
}
