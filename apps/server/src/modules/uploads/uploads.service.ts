import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_SIZES } from '@lineup/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import { squareWebpVariants, UnsupportedImageError } from '../../lib/images';
import { keyOfUrl, publicUrlOf, type Storage } from '../../lib/storage';

export const AVATAR_TOO_LARGE = 'That image is too large. Please choose one under 5 MB.';
export const NOT_AN_IMAGE =
  'That file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF.';

/** The size the profile stores in `avatar_url`; the others sit beside it as `<size>.webp`. */
const STORED_SIZE = 256;

/**
 * Checks an uploaded avatar by its content, and stores it as square WebPs of every size in
 * AVATAR_SIZES under a new folder: `/uploads/avatars/<id>/256.webp` (and 96, 512).
 */
export async function storeAvatar(options: {
  storage: Storage;
  file: { size: number; bytes: () => Promise<Uint8Array> };
}): Promise<string> {
  const { storage, file } = options;
  if (file.size > AVATAR_MAX_BYTES) throw new AppError('payload_too_large', 413, AVATAR_TOO_LARGE);
  const input = await file.bytes();
  if (input.byteLength > AVATAR_MAX_BYTES) {
    throw new AppError('payload_too_large', 413, AVATAR_TOO_LARGE);
  }

  let variants;
  try {
    variants = await squareWebpVariants(input, AVATAR_SIZES);
  } catch (error) {
    if (error instanceof UnsupportedImageError) {
      throw new AppError('unsupported_media_type', 415, NOT_AN_IMAGE);
    }
    throw error;
  }

  const folder = `avatars/${randomUUID()}`;
  await Promise.all(
    variants.map((variant) =>
      storage.put(`${folder}/${variant.size}.webp`, variant.body, 'image/webp'),
    ),
  );
  return publicUrlOf(`${folder}/${STORED_SIZE}.webp`);
}

/** Removes every size of avatars this server stored; other values (none, external) are left. */
export async function deleteAvatars(options: {
  storage: Storage;
  urls: readonly string[] | null | undefined;
  logger: Logger;
}): Promise<void> {
  for (const url of options.urls ?? []) {
    const key = keyOfUrl(url);
    if (!key?.startsWith('avatars/')) continue;
    const folder = key.slice(0, key.lastIndexOf('/'));
    for (const size of AVATAR_SIZES) {
      await options.storage.delete(`${folder}/${size}.webp`).catch((error: unknown) => {
        options.logger.warn({ err: error, key }, 'old avatar could not be deleted');
      });
    }
  }
}
