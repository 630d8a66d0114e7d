import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SeaMorning } from '@lineup/contracts';
import WavesIcon from 'lucide-react/icons/waves';
import { Badge } from '@/components/ui/badge';
import { formatTime } from '@/lib/zoned-time';
import { metres, seconds, WIND_SIDE_WIND } from './sea-words';

/** "1.3 m at 11 s, offshore wind": what makes the morning clean. */
function why(i18n: I18n, morning: SeaMorning): string {
  const height = morning.swellHeight !== null ? metres(i18n, morning.swellHeight) : null;
  const period = morning.swellPeriod !== null ? seconds(i18n, morning.swellPeriod) : null;
  const swell =
    height && period
      ? i18n._({
          ...msg({ message: '{height} at {period}', comment: 'A swell: "1.3 m at 11 s"' }),
          values: { height, period },
        })
      : (height ?? (period ? i18n._(msg`at ${period}`) : null));
  const wind = i18n._(morning.wind ? WIND_SIDE_WIND[morning.wind] : msg`light wind`);
  return [swell, wind].filter(Boolean).join(', ');
}

/**
 * "Clean swell" beside a day's sunrise and sunset on Discover and an area's page, when that
 * morning's forecast at the area's spot is clean (docs/product.md §16); its title and screen
 * readers say why and when.
 */
export function CleanSwellBadge({ morning, timeZone }: { morning: SeaMorning; timeZone: string }) {
  const { t, i18n } = useLingui();
  const reason = why(i18n, morning);
  const from = formatTime(i18n, morning.from, timeZone);
  const to = formatTime(i18n, morning.to, timeZone);
  return (
    <Badge title={`${reason}, ${from}–${to}`} className="self-center">
      <WavesIcon aria-hidden="true" />
      {t`Clean swell`}
      <span className="sr-only">: {t`${reason}, from ${from} to ${to}`}</span>
    </Badge>
  );
}
