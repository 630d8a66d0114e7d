import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import InfoIcon from 'lucide-react/icons/info';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  error: { icon: CircleAlertIcon, classes: 'bg-coral-50 text-coral-900 ring-coral-200' },
  success: { icon: CircleCheckIcon, classes: 'bg-ocean-50 text-ocean-900 ring-ocean-200' },
  info: { icon: InfoIcon, classes: 'bg-sand-100 text-sand-900 ring-sand-200' },
};

type AlertProps = {
  variant?: keyof typeof variants;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A message inside the page. Errors are announced at once (`role="alert"`), the rest politely. */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const { icon: Icon, classes } = variants[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-2xl p-4 text-sm ring-1 ring-inset', classes, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-[1.125rem] shrink-0" />
      <div className="min-w-0 leading-relaxed">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-0.5' : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
