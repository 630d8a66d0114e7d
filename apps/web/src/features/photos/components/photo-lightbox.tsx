import { useLingui } from '@lingui/react/macro';
import type { Photo } from '@lineup/contracts';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatStartWithZone } from '@/lib/zoned-time';

/** How far a finger moves sideways before it counts as a swipe to the next or previous photo. */
const SWIPE_PX = 50;

type PhotoLightboxProps = {
  photos: Photo[];
  /** The photo shown; null while closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The event's zone, in which the time a photo was added is told. */
  timeZone: string;
  removing: boolean;
  /** Removes the photo; resolves once it is gone (the album moves on by itself). */
  onRemove: (photo: Photo) => Promise<void>;
  /** Where focus goes back to on closing: the thumbnail of the photo last shown. */
  focusOnClose: (photo: Photo | undefined) => boolean;
  /** "Report" for a photo someone else added, as the app provides it; null for none. */
  report?: ((photo: Photo) => ReactNode) | undefined;
};

/**
 * One photo at a time, large, over the page: previous and next by button, arrow key or swipe;
 * Escape or the close button closes it. The dialog traps focus while open.
 */
export function PhotoLightbox({
  photos,
  index,
  onIndexChange,
  timeZone,
  removing,
  onRemove,
  focusOnClose,
  report,
}: PhotoLightboxProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const touchStart = useRef<number | null>(null);
  const open = index !== null && photos[index] !== undefined;
  const photo = open ? photos[index] : undefined;
  const name = photo?.uploader.username ?? '';
  const position = (index ?? 0) + 1;
  const count = photos.length;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < count - 1;

  const go = (step: -1 | 1) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < count) onIndexChange(next);
  };

  // On the window, not the dialog: the arrow keys keep working after the focused Previous or
  // Next button is disabled at either end (a disabled button drops the focus to the page).
  useEffect(() => {
    if (index === null || confirming) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step === 0) return;
      event.preventDefault();
      const next = index + step;
      if (next >= 0 && next < count) onIndexChange(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, confirming, onIndexChange]);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    if (end - start > SWIPE_PX) go(-1);
    else if (start - end > SWIPE_PX) go(1);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      {photo ? (
        <DialogContent
          wide
          closeLabel={t`Close photo`}
          onCloseAutoFocus={(event) => {
            if (focusOnClose(photo)) event.preventDefault();
          }}
        >
          <DialogTitle className="sr-only">{t`Photo ${position} of ${count}`}</DialogTitle>
          <DialogDescription className="sr-only">
            {t`Added by ${name}. Use the arrow keys for the previous or next photo.`}
          </DialogDescription>
          <div
            className="relative -mx-6 mt-8 flex items-center justify-center bg-ink sm:-mx-7"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "Photo by …" is how the album names each one: who took it. */}
            <img
              key={photo.id}
              src={photo.urls.large}
              width={photo.width}
              height={photo.height}
              alt={t`Photo by ${name}`}
              className="h-auto max-h-[70dvh] w-auto max-w-full object-contain"
            />
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex min-w-0 items-center gap-2.5 text-sm">
              <span aria-hidden="true">
                <Avatar name={photo.uploader.username} src={photo.uploader.avatarUrl} size="sm" />
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold">{photo.uploader.username}</span>
                <time dateTime={photo.createdAt} className="block text-muted">
                  {formatStartWithZone(i18n, photo.createdAt, timeZone)}
                </time>
              </span>
            </div>
            <div className="flex items-center gap-2">
              {report?.(photo) ?? null}
              {photo.canRemove ? (
                <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                  <Trash2Icon aria-hidden="true" />
                  {t({ message: 'Remove', comment: 'Button: remove a photo' })}
                </Button>
              ) : null}
              <p className="px-1 text-sm text-muted" aria-hidden="true">
                {index! + 1} / {count}
              </p>
              <Button
                variant="outline"
                size="icon-sm"
                aria-label={t`Previous photo`}
                disabled={!hasPrevious}
                onClick={() => go(-1)}
              >
                <ChevronLeftIcon aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon-sm"
                aria-label={t`Next photo`}
                disabled={!hasNext}
                onClick={() => go(1)}
              >
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t`Remove this photo?`}
            description={t`It leaves the event’s photos for everyone. This cannot be undone.`}
            confirmLabel={t`Remove photo`}
            cancelLabel={t`Keep it`}
            busy={removing}
            busyLabel={t`Removing...`}
            onConfirm={() => {
              void onRemove(photo).then(
                () => setConfirming(false),
                () => setConfirming(false),
              );
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
