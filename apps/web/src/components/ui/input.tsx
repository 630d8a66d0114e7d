import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'w-full rounded-xl border border-ocean-900/15 bg-surface px-3.5 text-[0.9375rem] text-ink shadow-[inset_0_1px_2px_rgb(16_38_47/0.04)] transition-[border-color,box-shadow] placeholder:text-muted/80 hover:border-ocean-900/25 focus-visible:border-ocean-500 focus-visible:ring-4 focus-visible:ring-ocean-200/70 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-sand-100 disabled:opacity-70 aria-invalid:border-coral-600 aria-invalid:focus-visible:ring-coral-200';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
