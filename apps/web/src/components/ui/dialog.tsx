import { useLingui } from '@lingui/react/macro';
import XIcon from 'lucide-react/icons/x';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows the corner close button (Escape and a click outside always close the dialog). */
  showClose?: boolean;
  closeLabel?: string;
  /** As wide as a large screen allows, for a picture (a lightbox) rather than a form. */
  wide?: boolean;
};

// Shared with the confirm dialog (an alert dialog is a dialog with another Radix root).
export const dialogOverlayClasses =
  'fixed inset-0 z-50 bg-scrim backdrop-blur-[2px] data-[state=open]:animate-fade-in';
const dialogBoxClasses = cn(
  'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-[1.75rem] bg-sand-50 p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-lift focus:outline-none data-[state=open]:animate-rise-in',
  'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem] sm:p-7',
);
export const dialogContentClasses = cn(dialogBoxClasses, 'sm:max-w-md');
export const dialogTitleClasses = 'font-display text-2xl font-semibold tracking-tight text-ink';
export const dialogDescriptionClasses = 'text-[0.9375rem] leading-relaxed text-muted';

/** A centred dialog on larger screens, a bottom sheet on phones. Focus is trapped and restored. */
export function DialogContent({
  className,
  children,
  showClose = true,
  closeLabel,
  wide = false,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayClasses} />
      <DialogPrimitive.Content
        className={cn(dialogBoxClasses, wide ? 'sm:max-w-5xl' : 'sm:max-w-md', className)}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            aria-label={closeLabel ?? t`Close`}
            className="absolute top-4 right-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-sand-200 hover:text-ink"
          >
            <XIcon aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('mt-6 flex flex-col gap-2.5 sm:flex-row-reverse', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(dialogTitleClasses, className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn(dialogDescriptionClasses, className)} {...props} />
  );
}
