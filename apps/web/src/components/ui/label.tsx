import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A form label; give it `htmlFor`, or put the control inside it. */
export function Label({ className, htmlFor, ...props }: ComponentProps<'label'>) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('text-sm font-semibold text-ink', className)}
      {...props}
    />
  );
}
