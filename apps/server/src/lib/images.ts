import sharp from 'sharp';

/** Formats accepted as uploads, as sharp detects them from the bytes (never the file name). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

// A small file can still decode to a huge bitmap; 40 megapixels covers any phone photo.
const MAX_INPUT_PIXELS = 40_000_000;

export class UnsupportedImageError extends Error {
  constructor(message = 'The file is not an image we can read.') {
    super(message);
    this.name = 'UnsupportedImageError';
  }
}

export type ImageVariant = { size: number; body: Buffer };

/** Decodes `input`'s header: refuses what is not an image of an accepted format. */
async function assertAcceptedImage(input: Uint8Array): Promise<void> {
  let format: string | undefined;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
  } catch {
    throw new UnsupportedImageError();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnsupportedImageError();
}

/**
 * Checks that `input` is a raster image by decoding it, and re-encodes it as square WebP
 * images of the given widths. Re-encoding drops EXIF (camera, GPS position) and anything
 * hidden after the image data; the picture is turned upright from its EXIF orientation first.
 */
export async function squareWebpVariants(
  input: Uint8Array,
  sizes: readonly number[],
): Promise<ImageVariant[]> {
  await assertAcceptedImage(input);
  try {
    return await Promise.all(
      sizes.map(async (size) => ({
        size,
        body: await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    // Valid headers over broken pixel data.
    throw new UnsupportedImageError();
  }
}

export type FittedImageVariant = ImageVariant & { width: number; height: number };

/**
 * Like `squareWebpVariants`, but keeps the picture whole: each variant fits within `size` on
 * its longest side, is never enlarged, and reports its own width and height (photos, where
 * cropping would cut people out). EXIF, GPS position included, is dropped by re-encoding.
 */
export async function fittedWebpVariants(
  input: Uint8Array,
  sizes: readonly number[],
): Promise<FittedImageVariant[]> {
  await assertAcceptedImage(input);
  try {
    return await Promise.all(
      sizes.map(async (size) => {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { size, body: data, width: info.width, height: info.height };
      }),
    );
  } catch {
    // Valid headers over broken pixel data.
    throw new UnsupportedImageError();
  }
}
