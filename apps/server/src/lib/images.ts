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

/**
 * Checks that `input` is a raster image by decoding it, and re-encodes it as square WebP
 * images of the given widths. Re-encoding drops EXIF (camera, GPS position) and anything
 * hidden after the image data; the picture is turned upright from its EXIF orientation first.
 */
export async function squareWebpVariants(
  input: Uint8Array,
  sizes: readonly number[],
): Promise<ImageVariant[]> {
  let format: string | undefined;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
  } catch {
    throw new UnsupportedImageError();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnsupportedImageError();

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
