import { randomUUID } from 'node:crypto';
import {
  EVENT_IMAGE_MAX_BYTES,
  EVENT_IMAGE_SIZES,
  type EventImageResponse,
  type EventImageSize,
} from '@lineup/contracts';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { UnsupportedImageError } from '../../lib/images';
import { keyOfUrl, publicUrlOf, type Storage } from '../../lib/storage';
import { NOT_AN_IMAGE } from './uploads.service';

export const IMAGE_TOO_LARGE = 'That image is too large. Please choose one under 10 MB.';
export const IMAGE_NOT_OURS = 'Upload the cover image again; that one was not found.';

/** Formats accepted as covers, as sharp detects them from the bytes (never the file name). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// A small file can still decode to a huge bitmap; 40 megapixels covers any phone photo.
const MAX_INPUT_PIXELS = 40_000_000;

const FOLDER = 'events';
const SIZES = Object.keys(EVENT_IMAGE_SIZES) as EventImageSize[];

/**
 * Decodes `input` to prove it is an image, then re-encodes it as WebP at the card and hero
 * sizes (16:9, cropped around the most interesting part). Re-encoding drops EXIF (camera, GPS
 * position) and anything hidden after the image data; the picture is turned upright first.
 */
export async function coverVariants(
  input: Uint8Array,
): Promise<{ size: EventImageSize; body: Buffer }[]> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new UnsupportedImageError();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnsupportedImageError();
  try {
    return await Promise.all(
      SIZES.map(async (size) => {
        const { width, height } = EVENT_IMAGE_SIZES[size];
        const body = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(width, height, { fit: 'cover', position: 'attention' })
          .webp({ quality: 80 })
          .toBuffer();
        return { size, body };
      }),
    );
  } catch {
    // Valid headers over broken pixel data.
    throw new UnsupportedImageError();
  }
}

const urlsOf = (folder: string): EventImageResponse => ({
  imageUrl: publicUrlOf(`${folder}/card.webp`),
  cardUrl: publicUrlOf(`${folder}/card.webp`),
  heroUrl: publicUrlOf(`${folder}/hero.webp`),
});

/** Stores an uploaded cover under a new folder, `/uploads/events/<id>/{card,hero}.webp`. */
export async function storeCoverImage(options: {
  storage: Storage;
  file: { size: number; bytes: () => Promise<Uint8Array> };
}): Promise<EventImageResponse> {
  const { storage, file } = options;
  if (file.size > EVENT_IMAGE_MAX_BYTES) {
    throw new AppError('payload_too_large', 413, IMAGE_TOO_LARGE);
  }
  const input = await file.bytes();
  if (input.byteLength > EVENT_IMAGE_MAX_BYTES) {
    throw new AppError('payload_too_large', 413, IMAGE_TOO_LARGE);
  }
  let variants;
  try {
    variants = await coverVariants(input);
  } catch (error) {
    if (error instanceof UnsupportedImageError) {
      throw new AppError('unsupported_media_type', 415, NOT_AN_IMAGE);
    }
    throw error;
  }
  const folder = `${FOLDER}/${randomUUID()}`;
  await Promise.all(
    variants.map((variant) =>
      storage.put(`${folder}/${variant.size}.webp`, variant.body, 'image/webp'),
    ),
  );
  return urlsOf(folder);
}

/** The folder of a cover this server stored (`events/<id>`), or null for anything else. */
function folderOf(url: string | null | undefined): string | null {
  const key = url ? keyOfUrl(url) : null;
  const match = key ? /^(events\/[0-9a-f-]{36})\/card\.webp$/.exec(key) : null;
  return match?.[1] ?? null;
}

/**
 * Whether `url` names a cover uploaded through `POST /api/event-images` that still exists:
 * an event may only point at images this server made.
 */
export async function isStoredCover(storage: Storage, url: string): Promise<boolean> {
  const folder = folderOf(url);
  if (!folder) return false;
  return (await storage.get(`${folder}/card.webp`)) !== null;
}

/** Removes both sizes of a cover this server stored; other URLs are left alone. */
export async function deleteCoverImage(options: {
  storage: Storage;
  url: string | null | undefined;
  logger: Logger;
}): Promise<void> {
  const folder = folderOf(options.url);
  if (!folder) return;
  for (const size of SIZES) {
    await options.storage.delete(`${folder}/${size}.webp`).catch((error: unknown) => {
      options.logger.warn({ err: error, folder }, 'old event image could not be deleted');
    });
  }
}
