import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

type UploadOptions = {
  url: string;
  method?: 'POST' | 'PUT';
  /** Sent as multipart form data under `fieldName`. */
  file: File;
  fieldName?: string;
  /** 0–1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** What to say when the answer is not the API's error shape (a proxy's page, a cut connection). */
  fallbackMessage?: string;
};

function readError(status: number, text: string, fallbackMessage?: string): ApiError {
  try {
    const body = JSON.parse(text) as {
      error?: { code?: string; message?: string; details?: unknown };
    };
    if (
      body.error &&
      typeof body.error.code === 'string' &&
      typeof body.error.message === 'string'
    ) {
      return new ApiError({
        status,
        code: body.error.code as ApiError['code'],
        message: body.error.message,
        details: body.error.details,
      });
    }
  } catch {
    // Not the API's error shape (a proxy's page): fall through to the generic message.
  }
  return new ApiError({
    status,
    code: status === 413 ? 'payload_too_large' : 'internal',
    message:
      fallbackMessage ??
      (status === 413 ? 'The image is too large.' : 'The server sent an unexpected response.'),
  });
}

/**
 * Uploads a file as multipart form data with XMLHttpRequest, because `fetch` reports no upload
 * progress, which matters for a photo on a phone connection. Resolves with the JSON body;
 * rejects with an `ApiError` like `apiFetch` does.
 */
export function uploadWithProgress<T>({
  url,
  method = 'POST',
  file,
  fieldName = 'file',
  onProgress,
  signal,
  fallbackMessage,
}: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(readError(xhr.status, '', fallbackMessage));
        }
      } else {
        reject(readError(xhr.status, xhr.responseText, fallbackMessage));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE }));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was stopped.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const body = new FormData();
    body.append(fieldName, file);
    xhr.send(body);
  });
}
