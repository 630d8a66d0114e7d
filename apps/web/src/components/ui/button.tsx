import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const pill = 'rounded-full active:scale-[0.98]';

const buttonClasses = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-150 select-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: `${pill} bg-ocean-700 text-white shadow-soft hover:bg-ocean-800`,
        accent: `${pill} bg-coral-500 text-white shadow-soft hover:bg-coral-600`,
        secondary: `${pill} bg-sand-100 text-ink ring-1 ring-sand-200 ring-inset hover:bg-sand-200`,
        outline: `${pill} bg-surface/70 text-ink ring-1 ring-ocean-900/15 ring-inset hover:bg-ocean-50`,
        ghost: `${pill} text-ink hover:bg-ocean-50 hover:text-ocean-800`,
        destructive: `${pill} bg-coral-700 text-white shadow-soft hover:bg-coral-800`,
        /** On dark or coloured backgrounds. */
        inverse: `${pill} bg-surface text-ocean-800 shadow-soft hover:bg-sand-100`,
        'inverse-outline': `${pill} bg-white/5 text-white ring-1 ring-white/35 ring-inset hover:bg-white/15`,
        link: 'rounded-md text-ocean-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3.5 text-sm [&_svg]:size-4',
        md: 'h-11 px-5 text-[0.9375rem] [&_svg]:size-[1.125rem]',
        lg: 'h-13 px-7 text-base [&_svg]:size-5',
        icon: 'size-11 [&_svg]:size-5',
        'icon-sm': 'size-9 [&_svg]:size-4',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonClasses>;

/** The classes of a button, for elements that must stay what they are (a plain `<a>`, a trigger). */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  // A link-style button takes the text's size, not a button's height and padding.
  return buttonClasses({ variant, size: variant === 'link' ? null : size });
}

type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Shows a spinner and blocks clicks while an action runs. */
    loading?: boolean;
    /** Read out while `loading`; the visible text stays. */
    loadingLabel?: string;
  };

export function Button({
  className,
  variant,
  size,
  loading = false,
  loadingLabel,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" label={loadingLabel ?? t`Loading...`} /> : null}
      {children}
    </button>
  );
}
