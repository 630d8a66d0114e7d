import type { EventDetail } from '@lineup/contracts';
import SunriseIcon from 'lucide-react/icons/sunrise';
import { sunTimes } from '@/lib/sun-times';
import { LightBadge } from './light-badge';
import { SunriseSunset } from './sunrise-sunset';

/**
 * "Sunrise 06:17 · Sunset 21:07" of the event's day in its area, and its mark when it starts in
 * the hour before either. Nothing when the area has no coordinates or the sun neither rises
 * nor sets that day.
 */
export function EventDaylight({
  event,
}: {
  event: Pick<EventDetail, 'startDate' | 'timeZone' | 'area' | 'light'>;
}) {
  const sun = sunTimes(event.startDate, event.timeZone, event.area);
  if (!sun) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm">
      <SunriseIcon aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
      <SunriseSunset sun={sun} timeZone={event.timeZone} />
      {event.light ? <LightBadge light={event.light} /> : null}
    </p>
  );
}
