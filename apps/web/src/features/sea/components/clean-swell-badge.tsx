import { useLingui } from '@lingui/react/macro';
import type { SeaMorning } from '@lineup/contracts';
import WavesIcon from 'lucide-react/icons/waves';
import { Badge } from '@/components/ui/badge';
import { formatTime } from '@/lib/zoned-time';

/** "1.3 m at 11 s, offshore wind": what makes the morning clean. */
function why(morning: SeaMorning): string {
  const swell = [
    morning.swellHeight !== null ? `${morning.swellHeight.toFixed(1)} m` : null,
    morning.swellPeriod !== null ? `at ${Math.round(morning.swellPeriod)} s` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const wind = morning.wind ? `${morning.wind} wind` : 'light wind';
  return [swell, wind].filter(Boolean).join(', ');
}

/**
 * "Clean swell" beside a day's sunrise and sunset on Discover and an area's page, when that
 * morning's forecast at the area's spot is clean (docs/product.md §16); its title and screen
 * readers say why and when.
 */
export function CleanSwellBadge({ morning, timeZone }: { morning: SeaMorning; timeZone: string }) {
  const { i18n } = useLingui();
  const from = formatTime(i18n, morning.from, timeZone);
  const to = formatTime(i18n, morning.to, timeZone);
  return (
    <Badge title={`${why(morning)}, ${from}–${to}`} className="self-center">
      <WavesIcon aria-hidden="true" />
      Clean swell
      <span className="sr-only">{`: ${why(morning)}, from ${from} to ${to}`}</span>
    </Badge>
  );
}
