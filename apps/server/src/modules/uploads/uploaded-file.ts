import type { Context } from 'hono';
import { AppError } from '../../lib/app-error';
import { UNREADABLE_FORM } from '../../middleware/input-guards';
import type { AppEnv } from '../../types';

/** An uploaded file as the image services read it: its size first, the bytes on demand. */
export type UploadedFile = { size: number; bytes: () => Promise<Uint8Array> };

/**
 * The `file` field of a multipart upload (avatar, event cover), checked before anything is
 * decoded. A body that is not multipart is a 415; one whose parts cannot be read (a boundary
 * that does not match the body, a truncated part) is a 400, not an unexpected error.
 */
export async function readUploadedFile(c: Context<AppEnv>): Promise<UploadedFile> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError(
      'unsupported_media_type',
      415,
      'Send the image as multipart/form-data in the field "file".',
    );
  }
  let file: unknown;
  try {
    file = (await c.req.parseBody()).file;
  } catch {
    throw new AppError('bad_request', 400, UNREADABLE_FORM);
  }
  if (!(file instanceof File)) throw new AppError('bad_request', 400, 'Choose an image to upload.');
  return { size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) };
}
