import { useLingui } from '@lingui/react/macro';
import type { DaySun } from '@lineup/contracts/day-light';
import { formatTime } from '@/lib/zoned-time';

/**
 * "Sunrise 06:17 · Sunset 21:07" in the zone. Screen readers get the same times as a sentence
 * rather than the separator.
 */
export function SunriseSunset({ sun, timeZone }: { sun: DaySun; timeZone: string }) {
  const { t, i18n } = useLingui();
  const sunrise = formatTime(i18n, sun.sunrise, timeZone);
  const sunset = formatTime(i18n, sun.sunset, timeZone);
  return (
    <span>
      <span aria-hidden="true">{t`Sunrise ${sunrise} · Sunset ${sunset}`}</span>
      <span className="sr-only">{t`Sunrise at ${sunrise}, sunset at ${sunset}`}</span>
    </span>
  );
}
