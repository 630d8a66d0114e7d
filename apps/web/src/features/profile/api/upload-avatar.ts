import type { Profile } from '@lineup/contracts';
import { apiUrl, type ApiAnswer } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/** `POST /api/profiles/me/avatar`: sends a new avatar (field `file`) with upload progress. */
export async function uploadAvatar(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Profile> {
  const body = await uploadWithProgress<ApiAnswer<'/profiles/me/avatar', 'post'>>({
    url: apiUrl('/profiles/me/avatar'),
    file,
    fieldName: 'file',
    ...options,
    fallbackMessage: 'The photo could not be uploaded. Please try again.',
  });
  return body.profile;
}
