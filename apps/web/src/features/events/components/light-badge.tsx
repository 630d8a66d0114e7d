import { useLingui } from '@lingui/react/macro';
import type { DayLight } from '@lineup/contracts';
import { Badge } from '@/components/ui/badge';
import { lightStyle } from '../lib/light-style';

/** "Dawn" or "Golden hour": the event starts in the hour before sunrise or sunset. */
export function LightBadge({ light, className }: { light: DayLight; className?: string }) {
  const { i18n } = useLingui();
  const { label, icon: Icon, badge } = lightStyle(light);
  return (
    <Badge variant={badge} className={className}>
      <Icon aria-hidden="true" />
      {i18n._(label)}
    </Badge>
  );
}
