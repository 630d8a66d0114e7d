import { PHOTO_MAX_BYTES, PHOTO_SIZES, type PhotoSize } from '@lineup/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import { fittedWebpVariants, UnsupportedImageError } from '../../lib/images';
import { keyOfUrl, publicUrlOf, type Storage } from '../../lib/storage';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE, type UploadedFile } from '../uploads';

// A photo's files: both sizes under `/uploads/photos/<photo id>/`, made by the image pipeline
// (checked by content, turned upright, EXIF and GPS position dropped by re-encoding).

const SIZES = Object.keys(PHOTO_SIZES) as PhotoSize[];

export type StoredPhoto = {
  smallUrl: string;
  largeUrl: string;
  /** The large size's. */
  width: number;
  height: number;
};

/** Checks and stores an uploaded photo under `photos/<id>/{small,large}.webp`. */
export async function storePhotoFiles(options: {
  storage: Storage;
  id: string;
  file: UploadedFile;
}): Promise<StoredPhoto> {
  const { storage, id, file } = options;
  if (file.size > PHOTO_MAX_BYTES) throw new AppError('payload_too_large', 413, IMAGE_TOO_LARGE);
  const input = await file.bytes();
  if (input.byteLength > PHOTO_MAX_BYTES) {
    throw new AppError('payload_too_large', 413, IMAGE_TOO_LARGE);
  }
  let variants;
  try {
    variants = await fittedWebpVariants(
      input,
      SIZES.map((size) => PHOTO_SIZES[size]),
    );
  } catch (error) {
    if (error instanceof UnsupportedImageError) {
      throw new AppError('unsupported_media_type', 415, NOT_AN_IMAGE);
    }
    throw error;
  }
  const folder = `photos/${id}`;
  await Promise.all(
    SIZES.map((size, index) =>
      storage.put(`${folder}/${size}.webp`, variants[index]!.body, 'image/webp'),
    ),
  );
  const large = variants[SIZES.indexOf('large')]!;
  return {
    smallUrl: publicUrlOf(`${folder}/small.webp`),
    largeUrl: publicUrlOf(`${folder}/large.webp`),
    width: large.width,
    height: large.height,
  };
}

/**
 * Removes a photo's stored files. A file that cannot be removed is logged and left: the row is
 * gone, so nothing links to it any more.
 */
export async function deletePhotoFiles(options: {
  storage: Storage;
  urls: readonly string[];
  logger?: Logger | undefined;
}): Promise<void> {
  for (const url of options.urls) {
    const key = keyOfUrl(url);
    if (!key?.startsWith('photos/')) continue;
    await options.storage.delete(key).catch((error: unknown) => {
      options.logger?.warn({ err: error, key }, 'photo file could not be deleted');
    });
  }
}
