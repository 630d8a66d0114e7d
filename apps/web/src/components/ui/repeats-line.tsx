import { useLingui } from '@lingui/react/macro';
import type { SeriesRule } from '@lineup/contracts';
import RepeatIcon from 'lucide-react/icons/repeat';
import { cn } from '@/lib/cn';
import { describeRuleIn, describeSeriesIn } from './repeat-words';

/**
 * "Every Tuesday" on a session of a recurring event or plan: the card stands for the whole
 * series. With `withEnd`, the day it ends too ("Every Tuesday, until 3 December 2026").
 */
export function RepeatsLine({
  rule,
  withEnd = false,
  className,
}: {
  rule: SeriesRule;
  withEnd?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <p className={cn('flex items-center gap-1.5 text-xs font-semibold text-ocean-800', className)}>
      <RepeatIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 truncate">
        {withEnd ? describeSeriesIn(i18n, rule) : describeRuleIn(i18n, rule)}
      </span>
    </p>
  );
}
