import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DialogFooter,
  DialogHeader,
  dialogContentClasses,
  dialogDescriptionClasses,
  dialogOverlayClasses,
  dialogTitleClasses,
} from '@/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; leave out when something else sets `open`. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes it without doing anything. */
  cancelLabel: string;
  /** While the action runs the dialog stays open and cannot be dismissed. */
  busy?: boolean;
  busyLabel?: string;
  /** Runs the action; the caller closes the dialog (at once, or once the action succeeded). */
  onConfirm: () => void;
  /** Extra fields between the text and the buttons (a ban's reason). */
  children?: ReactNode;
};

/**
 * Asks before something hard to take back (delete, cancel, ban, unfriend). An alert dialog: it
 * opens with the focus on the cancel button and a click outside does not dismiss it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content className={dialogContentClasses}>
          <DialogHeader>
            <AlertDialog.Title className={dialogTitleClasses}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={dialogDescriptionClasses}>
              {description}
            </AlertDialog.Description>
          </DialogHeader>
          {children}
          <DialogFooter>
            {/* Not an AlertDialog.Action: that would close the dialog before the action ran. */}
            <Button
              variant="destructive"
              loading={busy}
              loadingLabel={busyLabel ?? t`Working...`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
