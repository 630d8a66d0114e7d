import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Share2Icon from 'lucide-react/icons/share-2';
import { Button } from '@/components/ui/button';

type ShareEventButtonProps = { title: string; url: string; className?: string };

export const LINK_COPIED_TITLE = msg`Link copied`;

/** The phone's own share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareEventButton({ title, url, className }: ShareEventButtonProps) {
  const { t, i18n } = useLingui();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    // The toast code is fetched when there is something to say, not with the page.
    const { toast } = await import('@/components/ui/toast');
    try {
      await navigator.clipboard.writeText(url);
      toast.success(i18n._(LINK_COPIED_TITLE), t`Paste it anywhere to share this event.`);
    } catch {
      toast({ title: t`Could not copy the link`, description: url, variant: 'warning' });
    }
  };

  return (
    <Button variant="outline" className={className} onClick={() => void share()}>
      <Share2Icon aria-hidden="true" />
      {t({ message: 'Share', comment: 'Button: share the event' })}
    </Button>
  );
}
