import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block while content loads; hidden from screen readers, which hear the page's status instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-xl bg-sand-200/70 motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
