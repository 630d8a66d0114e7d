import type { EventDetail } from '@lineup/contracts';
import SunriseIcon from 'lucide-react/icons/sunrise';
import { Badge } from '@/components/ui/badge';
import { sunTimes, type SunMoment } from '@/lib/sun-times';
import { formatTime } from '@/lib/zoned-time';

const MOMENT_BADGES = {
  dawn: { label: 'Dawn', variant: 'default' },
  'golden-hour': { label: 'Golden hour', variant: 'accent' },
} as const satisfies Record<SunMoment, { label: string; variant: 'default' | 'accent' }>;

/**
 * "Sunrise 06:17 · Sunset 21:07" of the event's day in its area, and a badge when it starts in
 * the hour before either. Nothing when the area has no coordinates or the sun neither rises
 * nor sets that day.
 */
export function EventDaylight({
  event,
}: {
  event: Pick<EventDetail, 'startDate' | 'timeZone' | 'area'>;
}) {
  const sun = sunTimes(event.startDate, event.timeZone, event.area);
  if (!sun) return null;
  const badge = sun.moment ? MOMENT_BADGES[sun.moment] : null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm">
      <SunriseIcon aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
      <span>
        {`Sunrise ${formatTime(sun.sunrise, event.timeZone)} · Sunset ${formatTime(sun.sunset, event.timeZone)}`}
      </span>
      {badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null}
    </p>
  );
}
