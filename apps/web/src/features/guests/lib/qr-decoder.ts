// Reading a ticket's QR code at the door. The browser's own `BarcodeDetector` is used where it
// exists (Chrome on Android and macOS, Safari); elsewhere the small pure-script jsQR decoder,
// loaded only when the check-in page first needs it.

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: ImageBitmapSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

/** The largest side a picture is read at: a phone's photo is shrunk first, which jsQR reads faster. */
const MAX_SIDE = 1024;

let nativeDetector: Promise<BarcodeDetectorLike | null> | undefined;

/** The browser's QR detector, or null where it has none. */
export function browserQrDetector(): Promise<BarcodeDetectorLike | null> {
  nativeDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
      return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return nativeDetector;
}

/** The text of the QR code in these RGBA pixels, or null when none can be read. */
export async function decodeQrPixels(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Draws `source` (at most `MAX_SIDE` on its longer side) and reads its pixels. */
function pixelsOf(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
) {
  const scale = Math.min(1, MAX_SIDE / Math.max(sourceWidth, sourceHeight));
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return { pixels: context.getImageData(0, 0, width, height).data, width, height };
}

async function decodeDrawable(
  source: CanvasImageSource & ImageBitmapSource,
  width: number,
  height: number,
  canvas?: HTMLCanvasElement,
): Promise<string | null> {
  const detector = await browserQrDetector();
  if (detector) {
    try {
      const [found] = await detector.detect(source);
      if (found?.rawValue) return found.rawValue;
    } catch {
      // Read it with the script below instead.
    }
  }
  const drawn = pixelsOf(source, width, height, canvas);
  return drawn ? decodeQrPixels(drawn.pixels, drawn.width, drawn.height) : null;
}

/** The QR code's text in a picture (a photo, a screenshot), or null when there is none. */
export async function decodeQrImage(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeDrawable(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** The QR code's text in the camera's current frame, or null. */
export function decodeQrFrame(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
): Promise<string | null> {
  if (video.readyState < 2 || !video.videoWidth) return Promise.resolve(null);
  return decodeDrawable(video, video.videoWidth, video.videoHeight, canvas);
}
