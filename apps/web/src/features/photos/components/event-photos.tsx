import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PHOTO_SIZES, type EventDetail, type Photo } from '@lineup/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import ImagePlusIcon from 'lucide-react/icons/image-plus';
import ImagesIcon from 'lucide-react/icons/images';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useNow } from '@/lib/render-time';
import {
  addToAlbum,
  deletePhoto,
  photosKey,
  photosQueryOptions,
  removeFromAlbum,
  uploadPhoto,
} from '../api/photos-api';
import { PhotoLightbox } from './photo-lightbox';

const messageOf = (i18n: I18n, caught: unknown) =>
  isApiError(caught) ? caught.message : i18n._(msg`Something went wrong. Please try again.`);

// A refusal that holds for every photo after it (not allowed, at the cap, too fast, signed
// out): the rest of the chosen files are not sent.
const STOPS_THE_REST = new Set([401, 403, 404, 409, 429]);

/** The grid's size of a photo: the small size fits within `PHOTO_SIZES.small`, never enlarged. */
function smallSize(photo: Photo) {
  const scale = Math.min(1, PHOTO_SIZES.small / Math.max(photo.width, photo.height));
  return {
    width: Math.max(1, Math.round(photo.width * scale)),
    height: Math.max(1, Math.round(photo.height * scale)),
  };
}

type Upload = { done: number; total: number; fraction: number };
type Failure = { name: string; message: string };

type Props = {
  /** What the album needs of the event page's event. */
  event: Pick<EventDetail, 'id' | 'startDate' | 'timeZone' | 'myRsvp'>;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: string | null;
  /** "Report" on a photo in the lightbox (the app's report dialog), for members. */
  report?: ((photo: Photo) => ReactNode) | undefined;
};

/**
 * The event's photos (docs/product.md §15 "Photos after the event"), once it has started: a grid
 * of everyone's photos with a lightbox, and "Add photos" for those who were going and the hosts.
 * Nothing shows while there are none and the reader cannot add any.
 */
export function EventPhotos({ event, viewerId, report }: Props) {
  const now = useNow();
  if (new Date(event.startDate) > now) return null;
  return <Album event={event} viewerId={viewerId} report={report} />;
}

function Album({ event, viewerId, report }: Props) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const key = photosKey(event.id, viewerId, event.myRsvp);
  // While the album is read again for the member (once the session or their RSVP is known), the
  // one on screen stays: the grid and "Add photos" do not vanish and come back under a finger.
  const query = useInfiniteQuery({
    ...photosQueryOptions(event.id, viewerId, event.myRsvp),
    placeholderData: keepPreviousData,
  });
  const [shown, setShown] = useState<number | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  const remove = useMutation({
    mutationFn: (photo: Photo) => deletePhoto(photo.id),
    onSuccess: (_answer, photo) => {
      const left = photos.filter((each) => each.id !== photo.id);
      removeFromAlbum(queryClient, key, photo.id);
      // The next photo takes the removed one's place; closing when none is left.
      setShown((index) =>
        left.length === 0 || index === null ? null : Math.min(index, left.length - 1),
      );
      toast({ title: t`Photo removed`, variant: 'success' });
    },
    onError: (caught) =>
      toast({
        title: t`The photo was not removed`,
        description: messageOf(i18n, caught),
        variant: 'destructive',
      }),
  });

  const pages = query.data?.pages ?? [];
  const photos = pages.flatMap((page) => page.photos);
  const canAdd = pages[0]?.canAdd ?? false;

  // Nothing to show, nothing to add: the section stays out of the page (and while it loads).
  if (query.isPending || query.isError || (photos.length === 0 && !canAdd)) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <ImagesIcon aria-hidden="true" className="size-5 text-ocean-700" />
          {t`Photos`}
        </h2>
      </div>
      {canAdd ? (
        <PhotoAdder
          eventId={event.id}
          buttonRef={addButton}
          onAdded={(photo) => addToAlbum(queryClient, key, photo)}
        />
      ) : null}
      {photos.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          {t`No photos yet. Add the ones you took for everyone who was there.`}
        </p>
      ) : (
        <ul
          aria-label={t`Photos, newest first`}
          className="mt-4 grid grid-cols-3 gap-1.5 sm:grid-cols-4"
        >
          {photos.map((photo, index) => {
            const size = smallSize(photo);
            const name = photo.uploader.username;
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  ref={(element) => {
                    if (element) thumbnails.current.set(photo.id, element);
                    else thumbnails.current.delete(photo.id);
                  }}
                  onClick={() => setShown(index)}
                  className="block aspect-square w-full cursor-pointer overflow-hidden rounded-xl bg-sand-100 ring-1 ring-ocean-900/8 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-600"
                >
                  {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "Photo by …" is how the album names each one: who took it. */}
                  <img
                    src={photo.urls.small}
                    width={size.width}
                    height={size.height}
                    loading="lazy"
                    decoding="async"
                    alt={t`Photo by ${name}`}
                    className="size-full object-cover transition-transform duration-200 hover:scale-[1.03]"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          loading={query.isFetchingNextPage}
          loadingLabel={t`Loading more photos...`}
          onClick={() => void query.fetchNextPage()}
        >
          {t`Show more photos`}
        </Button>
      ) : null}
      <PhotoLightbox
        photos={photos}
        index={shown}
        onIndexChange={setShown}
        timeZone={event.timeZone}
        removing={remove.isPending}
        onRemove={async (photo) => {
          await remove.mutateAsync(photo).catch(() => undefined);
        }}
        focusOnClose={(photo) => {
          const target = (photo && thumbnails.current.get(photo.id)) ?? addButton.current;
          target?.focus();
          return target !== null && target !== undefined;
        }}
        report={
          report && viewerId
            ? (photo) => (photo.uploader.id === viewerId ? null : report(photo))
            : undefined
        }
      />
    </section>
  );
}

/** "Add photos": the chosen files go up one after another, each with its progress. */
function PhotoAdder({
  eventId,
  buttonRef,
  onAdded,
}: {
  eventId: string;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  onAdded: (photo: Photo) => void;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = async (files: File[]) => {
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    const controller = new AbortController();
    abortRef.current = controller;
    const failed: Failure[] = [];
    setFailures([]);
    let added = 0;
    for (const [index, file] of files.entries()) {
      setUpload({ done: index, total: files.length, fraction: 0 });
      try {
        const photo = await uploadPhoto(eventId, file, {
          signal: controller.signal,
          onProgress: (fraction) => setUpload({ done: index, total: files.length, fraction }),
          fallbackMessage: t`The photo could not be uploaded. Please try again.`,
        });
        added += 1;
        onAdded(photo);
      } catch (caught) {
        if (controller.signal.aborted) break;
        failed.push({ name: file.name, message: messageOf(i18n, caught) });
        if (isApiError(caught) && STOPS_THE_REST.has(caught.status)) {
          const skipped = files.length - index - 1;
          if (skipped > 0) {
            failed.push({
              name: i18n._({
                ...msg`{skipped, plural, one {One more photo} other {# more photos}}`,
                values: { skipped },
              }),
              message: t`Not sent.`,
            });
          }
          break;
        }
      }
    }
    if (abortRef.current === controller) abortRef.current = null;
    setUpload(null);
    setFailures(failed);
    if (added > 0) {
      toast({
        title: i18n._({
          ...msg`{added, plural, one {Photo added} other {# photos added}}`,
          values: { added },
        }),
        variant: 'success',
      });
    }
  };

  const uploading = upload !== null;
  const percent = upload ? Math.round(((upload.done + upload.fraction) / upload.total) * 100) : 0;
  const current = upload ? upload.done + 1 : 0;
  const total = upload?.total ?? 0;

  return (
    <div className="mt-3 flex flex-col gap-3">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t`Choose photos to add`}
        onChange={(event) => void send([...(event.target.files ?? [])])}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={buttonRef}
          variant="secondary"
          size="sm"
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlusIcon aria-hidden="true" />
          {t`Add photos`}
        </Button>
        {uploading ? (
          <Button variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
            {t({ message: 'Stop', comment: 'Button: stop uploading photos' })}
          </Button>
        ) : (
          <p className="text-sm text-muted">
            {t`JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each. Location data is removed.`}
          </p>
        )}
      </div>
      {upload ? (
        <div>
          <p className="mb-1.5 text-sm font-semibold" aria-live="polite">
            {t`Uploading photo ${current} of ${total}… ${percent}%`}
          </p>
          <ProgressBar value={percent} label={t`Uploading photos`} className="max-w-sm" />
        </div>
      ) : null}
      {failures.length > 0 ? (
        <Alert
          variant="error"
          title={failures.length === 1 ? t`A photo was not added` : t`Some photos were not added`}
        >
          <ul className="flex flex-col gap-0.5">
            {failures.map((failure, index) => (
              <li key={index}>
                <span className="font-semibold">{failure.name}:</span> {failure.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
