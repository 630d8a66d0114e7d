import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Extra fields between the text and the buttons (a ban's reason). */
  children?: ReactNode;
};

/** Asks before an admin action that is hard to take back (delete, ban, remove admin). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !props.busy && props.onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
        <DialogFooter>
          <Button
            variant="destructive"
            loading={props.busy}
            loadingLabel="Working..."
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
          <DialogClose asChild>
            <Button variant="outline" disabled={props.busy}>
              Keep as it is
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
