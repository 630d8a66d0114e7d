import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import BanIcon from 'lucide-react/icons/ban';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Button, type ButtonVariantProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SessionsScopeField, type Sessions } from '@/components/ui/sessions-scope-field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cancelEvent, deleteEvent, refreshAfterEventChange } from '../api/event-editor-api';

type EventActionProps = {
  /** `series` when the page knows it: a session with later ones may cancel them too. */
  event: { id: string; title: string; series?: { followingCount: number } | null };
  size?: ButtonVariantProps['size'];
  className?: string;
  /** Runs after the change is saved and the lists are refreshed. */
  onDone?: () => void;
};

const failed = (title: string, caught: unknown, tryAgain: string) =>
  toast({
    title,
    description: isApiError(caught) ? caught.message : tryAgain,
    variant: 'destructive',
  });

/**
 * "Cancel event" with a confirmation: the event stays visible with a cancelled banner. For a
 * session of a series with later sessions, it asks whether those are cancelled too.
 */
export function CancelEventButton({ event, size = 'md', className, onDone }: EventActionProps) {
  const { t } = useLingui();
  const title = event.title;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sessions, setSessions] = useState<Sessions>('this');
  const followingCount = event.series?.followingCount ?? 0;
  const mutation = useMutation({
    mutationFn: (scope: Sessions) => cancelEvent(event.id, scope),
    onSuccess: async (_cancelled, scope) => {
      await refreshAfterEventChange(queryClient, event.id);
      setOpen(false);
      toast({
        title: scope === 'following' ? t`Sessions cancelled` : t`Event cancelled`,
        description:
          scope === 'following'
            ? t`This and the following sessions of ${title} now show as cancelled.`
            : t`${title} now shows as cancelled.`,
        variant: 'success',
      });
      onDone?.();
    },
    onError: (caught) => failed(t`The event could not be cancelled`, caught, t`Please try again.`),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSessions('this');
      }}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate(followingCount > 0 ? sessions : 'this')}
      title={followingCount > 0 ? t`Cancel this session?` : t`Cancel this event?`}
      description={
        <Trans>
          <strong className="text-ink">{title}</strong> stays on Lineup with a banner saying it has
          been cancelled, so everyone who planned to go finds out. It no longer takes RSVPs.
        </Trans>
      }
      confirmLabel={t`Cancel event`}
      cancelLabel={t`Keep it on`}
      trigger={
        <Button variant="outline" size={size} className={className}>
          <BanIcon aria-hidden="true" />
          {t`Cancel event`}
        </Button>
      }
    >
      {followingCount > 0 ? (
        <SessionsScopeField
          legend={t({ message: 'Cancel', comment: 'Legend: which sessions to cancel' })}
          value={sessions}
          onChange={setSessions}
          followingCount={followingCount}
          disabled={mutation.isPending}
          className="mt-5"
        />
      ) : null}
    </ConfirmDialog>
  );
}

/** "Delete" with a confirmation: the event and its RSVPs are gone for good. */
export function DeleteEventButton({ event, size = 'md', className, onDone }: EventActionProps) {
  const { t } = useLingui();
  const title = event.title;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteEvent(event.id),
    onSuccess: async () => {
      setOpen(false);
      toast({
        title: t`Event deleted`,
        description: t`${title} was deleted.`,
        variant: 'success',
      });
      onDone?.();
      await refreshAfterEventChange(queryClient, event.id);
    },
    onError: (caught) => failed(t`The event could not be deleted`, caught, t`Please try again.`),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      title={t`Delete this event?`}
      description={
        <Trans>
          <strong className="text-ink">{title}</strong> and everyone’s RSVPs to it will be deleted.
          This cannot be undone.
        </Trans>
      }
      confirmLabel={t`Delete event`}
      cancelLabel={t`Keep it`}
      trigger={
        <Button variant="ghost" size={size} className={className}>
          <Trash2Icon aria-hidden="true" />
          {t({ message: 'Delete', comment: 'Button: delete an event' })}
        </Button>
      }
    />
  );
}
