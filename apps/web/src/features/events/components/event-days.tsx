import { useLingui } from '@lingui/react/macro';
import type { EventCard as EventCardData } from '@lineup/contracts';
import SunriseIcon from 'lucide-react/icons/sunrise';
import { useId, type ReactNode } from 'react';
import { sunTimes } from '@/lib/sun-times';
import { dayKey, formatLongDay } from '@/lib/zoned-time';
import { EventGrid } from './event-grid';
import { SunriseSunset } from './sunrise-sunset';

/** The list's one area: its zone counts the days, its coordinates give each day's sun. */
export type DaysArea = { timeZone: string; latitude: number | null; longitude: number | null };

type EventDaysProps = {
  events: EventCardData[];
  area: DaysArea;
  hideArea?: boolean;
  /** As EventGrid's: the first card's picture loads first. */
  priority?: boolean;
  label?: string;
  /** A mark beside a day's sunrise and sunset, given its local day (`2026-11-29`). */
  renderDayBadge?: ((day: string) => ReactNode) | undefined;
};

type Day = { key: string; events: EventCardData[] };

/** The events in runs of one local day, in list order (the list is by start). */
function byDay(events: EventCardData[], timeZone: string): Day[] {
  const days: Day[] = [];
  for (const event of events) {
    const key = dayKey(event.startDate, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.events.push(event);
    else days.push({ key, events: [event] });
  }
  return days;
}

/**
 * One area's events under day headings, each with that day's sunrise and sunset there
 * (docs/product.md §13). Everything comes from the events and the area, never from the clock or
 * the browser's zone, so the server's render and the browser's agree.
 */
export function EventDays({
  events,
  area,
  hideArea,
  priority,
  label,
  renderDayBadge,
}: EventDaysProps) {
  return (
    <ul aria-label={label} className="flex flex-col gap-8 sm:gap-10">
      {byDay(events, area.timeZone).map((day, index) => (
        <EventDay
          key={day.key}
          day={day.key}
          events={day.events}
          area={area}
          hideArea={hideArea}
          priority={priority && index === 0}
          renderDayBadge={renderDayBadge}
        />
      ))}
    </ul>
  );
}

function EventDay({
  day,
  events,
  area,
  hideArea,
  priority,
  renderDayBadge,
}: Omit<EventDaysProps, 'label'> & { day: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const first = events[0]!.startDate;
  const sun = sunTimes(first, area.timeZone, area);
  return (
    <li>
      <div className="mb-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-lg font-bold">
          {formatLongDay(i18n, first, area.timeZone)}
        </h3>
        {sun ? (
          <p className="flex items-center gap-1.5 self-center text-sm text-muted">
            <SunriseIcon aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
            <SunriseSunset sun={sun} timeZone={area.timeZone} />
          </p>
        ) : null}
        {renderDayBadge?.(day)}
      </div>
      <EventGrid
        events={events}
        hideArea={hideArea}
        priority={priority}
        labelledBy={headingId}
        titleLevel={4}
      />
    </li>
  );
}
