import RepeatIcon from 'lucide-react/icons/repeat';
import { cn } from '@/lib/cn';

/**
 * "Every Tuesday" on a session of a recurring event or plan: the card stands for the whole
 * series.
 */
export function RepeatsLine({ repeats, className }: { repeats: string; className?: string }) {
  return (
    <p className={cn('flex items-center gap-1.5 text-xs font-semibold text-ocean-800', className)}>
      <RepeatIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 truncate">{repeats}</span>
    </p>
  );
}
