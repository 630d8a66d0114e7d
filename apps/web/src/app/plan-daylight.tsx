import type { PlanDetail } from '@lineup/contracts';
import { lightOf, lightSpans } from '@lineup/contracts/day-light';
import SunriseIcon from 'lucide-react/icons/sunrise';
import { LightBadge } from '@/features/events/components/light-badge';
import { SunriseSunset } from '@/features/events/components/sunrise-sunset';
import { sunTimes } from '@/lib/sun-times';

/**
 * "Sunrise 06:17 · Sunset 21:07" of a casual plan's day in its area, and "Dawn" or "Golden
 * hour" when it starts in the hour before either (docs/product.md "The day's light"), as an
 * event's page shows them. Nothing when the area has no coordinates or the sun neither rises
 * nor sets that day. It follows from the plan alone, so the server's render and the browser's
 * agree.
 */
export function PlanDaylight({
  plan,
}: {
  plan: Pick<PlanDetail, 'startsAt' | 'timeZone' | 'area'>;
}) {
  const sun = sunTimes(plan.startsAt, plan.timeZone, plan.area);
  if (!sun) return null;
  const light = lightOf(new Date(plan.startsAt), lightSpans(sun));
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <SunriseIcon aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
      <SunriseSunset sun={sun} timeZone={plan.timeZone} />
      {light ? <LightBadge light={light} /> : null}
    </span>
  );
}
