import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'bg-ocean-100 text-ocean-800',
        neutral: 'bg-sand-100 text-sand-900 ring-1 ring-sand-200 ring-inset',
        accent: 'bg-coral-100 text-coral-800',
        outline: 'text-ink ring-1 ring-ocean-900/20 ring-inset',
        solid: 'bg-ocean-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
