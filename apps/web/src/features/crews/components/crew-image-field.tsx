import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EVENT_IMAGE_MAX_BYTES, eventImageUrl } from '@lineup/contracts';
import ImageIcon from 'lucide-react/icons/image';
import ImageUpIcon from 'lucide-react/icons/image-up';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { apiUrl, isApiError, type ApiAnswer } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';

const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
];

/** Why `file` would be refused, or null; the server checks the bytes themselves. */
function imageProblem(i18n: I18n, file: File): string | null {
  if (file.type !== '' && !ACCEPTED_IMAGE_TYPES.includes(file.type.toLowerCase())) {
    return i18n._(msg`That file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF.`);
  }
  if (file.size > EVENT_IMAGE_MAX_BYTES) {
    return i18n._(msg`That image is too large. Please choose one under 10 MB.`);
  }
  return null;
}

type CrewImageFieldProps = {
  value: string | null;
  onChange: (imageUrl: string | null) => void;
  /** Told when an upload starts and ends, so the form waits for it before saving. */
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
};

/** The crew's picture: chosen on the device, uploaded at once, shown as the server stored it. */
export function CrewImageField({ value, onChange, onUploadingChange, error }: CrewImageFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const reason = imageProblem(i18n, file);
    setProblem(reason);
    if (reason) return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    onUploadingChange(true);
    try {
      const stored = await uploadWithProgress<ApiAnswer<'/event-images', 'post'>>({
        url: apiUrl('/event-images'),
        file,
        fieldName: 'file',
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange(stored.imageUrl);
    } catch (caught) {
      if (controller.signal.aborted) return;
      setProblem(isApiError(caught) ? caught.message : t`The image could not be uploaded.`);
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setProgress(null);
        onUploadingChange(false);
      }
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {t`Picture`}
      </p>
      <div className="relative aspect-video w-full max-w-md overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-ocean-900/10">
        {value ? (
          <img
            src={eventImageUrl(value, 'card')}
            alt={t`Chosen for the crew’s page`}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-muted">
            <ImageIcon aria-hidden="true" className="size-8" />
            <p className="text-sm">{t`No picture yet. A logo or a photo of the crew works well.`}</p>
          </div>
        )}
        {uploading ? (
          <div className="absolute inset-x-0 bottom-0 bg-ink/60 p-3 text-white">
            <p className="mb-1.5 text-sm font-semibold" aria-hidden="true">
              {t`Uploading… ${percent}%`}
            </p>
            <ProgressBar
              value={percent}
              label={t`Uploading the picture`}
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
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
        >
          <ImageUpIcon aria-hidden="true" />
          {value ? t`Replace picture` : t`Choose a picture`}
        </Button>
        {value && !uploading ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2Icon aria-hidden="true" />
            {t`Remove picture`}
          </Button>
        ) : null}
        {uploading ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
            {t`Stop upload`}
          </Button>
        ) : null}
      </div>
      {message ? (
        <p id={`${id}-message`} className="text-sm font-medium text-coral-700" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
