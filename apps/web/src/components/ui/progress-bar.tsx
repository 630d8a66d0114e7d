import { Progress } from 'radix-ui';
import { cn } from '@/lib/cn';

type ProgressBarProps = {
  /** 0–100. */
  value: number;
  /** Names the bar for screen readers ("Upload progress"). */
  label: string;
  className?: string;
  /** Colours of the filled part, for bars on a dark or photo background. */
  indicatorClassName?: string;
};

/** A thin determinate progress bar (role "progressbar" with its value, from Radix). */
export function ProgressBar({ value, label, className, indicatorClassName }: ProgressBarProps) {
  return (
    <Progress.Root
      value={value}
      aria-label={label}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-sand-200', className)}
    >
      <Progress.Indicator
        className={cn('h-full rounded-full bg-ocean-600 transition-[width]', indicatorClassName)}
        style={{ width: `${value}%` }}
      />
    </Progress.Root>
  );
}
