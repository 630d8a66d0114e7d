import { useLingui } from '@lingui/react/macro';
import { AVATAR_MAX_BYTES, type Profile } from '@lineup/contracts';
import CameraIcon from 'lucide-react/icons/camera';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { uploadAvatar } from '../api/upload-avatar';
import { PROFILE_UPDATE_FAILED, profileUpdateErrorMessage } from '../profile-messages';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

type AvatarUploaderProps = {
  name: string;
  /** The photo shown now, already reduced to one URL. */
  src: string | null;
  onUploaded: (profile: Profile) => void;
};

/**
 * Picks a photo, shows it at once, and uploads it with a progress bar. The server checks the
 * content, caps the size and re-encodes it; the checks here only save a pointless upload.
 */
export function AvatarUploader({ name, src, onUploaded }: AvatarUploaderProps) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem(t`Choose an image file: JPEG, PNG, WebP, GIF or AVIF.`);
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setProblem(t`That photo is larger than ${maxMb} MB. Choose a smaller one.`);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const profile = await uploadAvatar(file, { onProgress: setProgress });
      onUploaded(profile);
      toast({
        title: t`Photo updated`,
        description: t`Your new photo is on your profile.`,
        variant: 'success',
      });
    } catch (error) {
      setPreview(null);
      toast({
        title: i18n._(PROFILE_UPDATE_FAILED),
        description: profileUpdateErrorMessage(i18n, error),
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const maxMb = i18n.number(MAX_MB);
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="flex items-center gap-4">
      <div className="relative">
        <Avatar name={name} src={preview ?? src} size="xl" />
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-ocean-900/45 text-sm font-semibold text-white">
            {i18n.number(percent / 100, { style: 'percent' })}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t`Profile photo`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => input.current?.click()}
          loading={uploading}
          loadingLabel={t`Uploading photo...`}
        >
          {uploading ? null : <CameraIcon aria-hidden="true" />}
          {src || preview ? t`Change photo` : t`Add a photo`}
        </Button>
        {uploading ? (
          <ProgressBar value={percent} label="Upload progress" className="max-w-48" />
        ) : (
          <p className={problem ? 'text-sm font-medium text-coral-700' : 'text-sm text-muted'}>
            {problem ?? t`JPEG, PNG, WebP, GIF or AVIF, up to ${maxMb} MB.`}
          </p>
        )}
      </div>
    </div>
  );
}
