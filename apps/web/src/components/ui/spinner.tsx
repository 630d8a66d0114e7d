import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  /** Read out by screen readers; shown beside (or under) the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `stacked` puts the visible label under the ring. */
  layout?: 'inline' | 'stacked';
  className?: string;
};

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-[2.5px]', lg: 'size-10 border-[3px]' };

/** A `role="status"` spinner; the ring takes the current text colour. */
export function Spinner({
  label,
  showLabel = false,
  size = 'md',
  layout = 'inline',
  className,
}: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center',
        layout === 'stacked' ? 'flex-col gap-4' : 'gap-2.5',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      <span className={showLabel ? 'text-sm font-medium text-muted' : 'sr-only'}>
        {label ?? t`Loading...`}
      </span>
    </span>
  );
}
