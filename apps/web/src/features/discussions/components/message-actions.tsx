import { useLingui } from '@lingui/react/macro';
import type { Reply } from '@lineup/contracts';
import { useMutation } from '@tanstack/react-query';
import EllipsisIcon from 'lucide-react/icons/ellipsis';
import FlagIcon from 'lucide-react/icons/flag';
import PencilIcon from 'lucide-react/icons/pencil';
import PinIcon from 'lucide-react/icons/pin';
import PinOffIcon from 'lucide-react/icons/pin-off';
import ShieldXIcon from 'lucide-react/icons/shield-x';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast';
import { messageOf } from './message-composer';

/** The dialog that reports a message, given by the app (reports are a feature of their own). */
export type ReportMessage = (message: { id: string; onDone: () => void }) => ReactNode;

/** What the menu needs of a message or a reply. */
type ActionableMessage = Pick<Reply, 'id' | 'mine' | 'canRemove' | 'pinned' | 'deleted' | 'author'>;

type MessageActionsProps = {
  message: ActionableMessage;
  /** Only a top-level message can be pinned. */
  topLevel: boolean;
  /** The reader hosts the thread (an event's hosts, a plan's creator). */
  canModerate: boolean;
  /** "Report" on someone else's message. */
  report?: ReportMessage | undefined;
  /** The menu's button, so the focus can come back to it after an edit. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
  onRemove: () => Promise<unknown>;
  /** The message is gone from the page: the focus needs a new place. */
  onRemoved: () => void;
  onPin: (pinned: boolean) => Promise<unknown>;
};

/**
 * Everything a reader can do to one message, in one menu: the author edits and deletes it, the
 * thread's hosts pin a top-level one and remove anyone's, and any other member reports one
 * (docs/product.md §15).
 */
export function MessageActions({
  message,
  topLevel,
  canModerate,
  report,
  triggerRef,
  onEdit,
  onRemove,
  onRemoved,
  onPin,
}: MessageActionsProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<'delete' | 'remove' | null>(null);
  const [reporting, setReporting] = useState(false);
  // What to do once the menu has closed and given the focus back (the editor takes it).
  const afterClose = useRef<(() => void) | null>(null);
  const remove = useMutation({
    mutationFn: onRemove,
    onSuccess: () => {
      setConfirming(null);
      onRemoved();
    },
    onError: (caught) =>
      toast({
        title: t`The message was not removed`,
        description: messageOf(i18n, caught),
        variant: 'destructive',
      }),
  });
  const pin = useMutation({
    mutationFn: onPin,
    onSuccess: (_answer, pinned) =>
      toast({
        title: pinned ? t`Message pinned` : t`Message unpinned`,
        description: pinned ? t`It shows first in the discussion.` : undefined,
        variant: 'success',
      }),
    onError: (caught) =>
      toast({
        title: t`That did not work`,
        description: messageOf(i18n, caught),
        variant: 'destructive',
      }),
  });

  if (message.deleted) return null;
  const canPin = canModerate && topLevel;
  const canRemoveOthers = canModerate && !message.mine && message.canRemove;
  const canReport = report !== undefined && !message.mine;
  if (!message.mine && !canPin && !canRemoveOthers && !canReport) return null;

  const name = message.author?.username;
  const closeConfirm = (open: boolean) => {
    if (open) return;
    setConfirming(null);
    // Back to the menu's button once the dialog has let go of the focus.
    setTimeout(() => triggerRef.current?.focus(), 0);
  };

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            variant="ghost"
            size="icon-sm"
            aria-label={
              message.mine
                ? t`Actions for your message`
                : name
                  ? t`Actions for ${name}’s message`
                  : t`Actions for someone’s message`
            }
          >
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          onCloseAutoFocus={(event) => {
            const next = afterClose.current;
            if (!next) return;
            afterClose.current = null;
            event.preventDefault();
            next();
          }}
        >
          {message.mine ? (
            <DropdownMenuItem onSelect={() => (afterClose.current = onEdit)}>
              <PencilIcon aria-hidden="true" />
              {t({ message: 'Edit', comment: 'Menu item: edit your message' })}
            </DropdownMenuItem>
          ) : null}
          {canPin ? (
            <DropdownMenuItem onSelect={() => pin.mutate(!message.pinned)}>
              {message.pinned ? <PinOffIcon aria-hidden="true" /> : <PinIcon aria-hidden="true" />}
              {message.pinned ? t`Unpin` : t`Pin to the top`}
            </DropdownMenuItem>
          ) : null}
          {message.mine ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirming('delete')}>
              <Trash2Icon aria-hidden="true" />
              {t({ message: 'Delete', comment: 'Menu item: delete your message' })}
            </DropdownMenuItem>
          ) : null}
          {canRemoveOthers ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirming('remove')}>
              <ShieldXIcon aria-hidden="true" />
              {t({ message: 'Remove', comment: 'Menu item: a host removes someone’s message' })}
            </DropdownMenuItem>
          ) : null}
          {canReport ? (
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <FlagIcon aria-hidden="true" />
              {t({ message: 'Report', comment: 'Menu item: report a message to the moderators' })}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {canReport ? (
        <Dialog open={reporting} onOpenChange={setReporting}>
          {reporting ? report({ id: message.id, onDone: () => setReporting(false) }) : null}
        </Dialog>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={closeConfirm}
        title={
          confirming === 'remove'
            ? name
              ? t`Remove ${name}’s message?`
              : t`Remove this message?`
            : t`Delete your message?`
        }
        description={
          confirming === 'remove'
            ? topLevel
              ? t`It disappears from the discussion for everyone. Replies under it stay. This cannot be undone.`
              : t`It disappears from the discussion for everyone. This cannot be undone.`
            : topLevel
              ? t`It disappears from the discussion. Replies under it stay. This cannot be undone.`
              : t`It disappears from the discussion. This cannot be undone.`
        }
        confirmLabel={confirming === 'remove' ? t`Remove message` : t`Delete message`}
        cancelLabel={t`Keep it`}
        busy={remove.isPending}
        busyLabel={confirming === 'remove' ? t`Removing…` : t`Deleting…`}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
