import { useLingui } from '@lingui/react/macro';
import { eventImageUrl } from '@lineup/contracts';
import ImageIcon from 'lucide-react/icons/image';
import ImageUpIcon from 'lucide-react/icons/image-up';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { isApiError } from '@/lib/api-client';
import { uploadEventImage } from '../api/event-editor-api';
import { ACCEPTED_IMAGE_TYPES, coverImageProblem } from '../lib/cover-image-check';

type CoverImageFieldProps = {
  value: string | null;
  onChange: (imageUrl: string | null) => void;
  /** Told when an upload starts and ends, so the form waits for it before saving. */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
};

/**
 * The cover: chosen on the device, checked here for type and size, uploaded at once with a
 * progress bar, then shown as the server stored it (16:9 WebP).
 */
export function CoverImageField({
  value,
  onChange,
  onUploadingChange,
  error,
}: CoverImageFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const reason = coverImageProblem(file);
    if (reason) {
      setProblem(i18n._(reason));
      return;
    }
    setProblem(null);
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const stored = await uploadEventImage(file, setProgress, controller.signal);
      onChange(stored.imageUrl);
    } catch (caught) {
      if (controller.signal.aborted) return;
      setProblem(isApiError(caught) ? caught.message : t`The image could not be uploaded.`);
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setPreview(null);
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  };

  const uploading = progress !== null;
  const shown = preview ?? (value ? eventImageUrl(value, 'card') : null);
  const message = problem ?? error;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {t`Cover image`}
      </p>
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-ocean-900/10">
        {shown ? (
          <img
            src={shown}
            alt={uploading ? t`The chosen cover image, uploading` : t`The cover image`}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted">
            <ImageIcon aria-hidden="true" className="size-8" />
            <p className="text-sm">{t`No cover yet: the event shows its category's colours.`}</p>
          </div>
        )}
        {uploading ? (
          <div className="absolute inset-x-0 bottom-0 bg-ink/60 p-3 text-white">
            <p className="mb-1.5 text-sm font-semibold" aria-hidden="true">
              {t`Uploading… ${percent}%`}
            </p>
            <ProgressBar
              value={percent}
              label={t`Uploading the cover image`}
              className="h-2 bg-white/30"
              indicatorClassName="bg-coral-400 duration-150"
            />
          </div>
        ) : null}
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="sr-only"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-message`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
        >
          <ImageUpIcon aria-hidden="true" />
          {value ? t`Replace image` : t`Choose an image`}
        </Button>
        {value && !uploading ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2Icon aria-hidden="true" />
            {t`Remove image`}
          </Button>
        ) : null}
        {uploading ? (
          <Button variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
            {t`Stop upload`}
          </Button>
        ) : null}
      </div>
      <p
        id={`${id}-message`}
        role={message ? 'alert' : undefined}
        className={message ? 'text-sm font-medium text-coral-700' : 'text-sm text-muted'}
      >
        {message ?? t`JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Wide pictures work best (16:9).`}
      </p>
    </div>
  );
}
