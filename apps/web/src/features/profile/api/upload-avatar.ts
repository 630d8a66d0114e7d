import type { Profile, ProfileResponse } from '@lineup/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * Sends a new avatar as multipart/form-data (field `file`). XMLHttpRequest rather than fetch,
 * because only it reports upload progress, which matters for a photo on a phone connection.
 */
export function uploadAvatar(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Profile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/profiles/me/avatar');
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE }));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300 && body) {
        resolve((body as ProfileResponse).profile);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(
        new ApiError({
          status: request.status,
          code: (error?.code as ApiError['code'] | undefined) ?? 'internal',
          message: error?.message ?? 'The photo could not be uploaded. Please try again.',
        }),
      );
    };
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
