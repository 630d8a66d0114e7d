import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from './qr-decoder';

/** RGBA pixels of a QR code of `text`, each module `scale` pixels, dark on white. */
function qrPixels(text: string, scale = 4) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const shade = data[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      pixels.set([shade, shade, shade, 255], (y * side + x) * 4);
    }
  }
  return { pixels, side };
}

describe('decodeQrPixels', () => {
  it('reads the ticket code the ticket page draws', async () => {
    const code = 'lineup:44444444-4444-4444-8444-444444444444:member-rui:abcdefghijklmnopqrstuv';
    const { pixels, side } = qrPixels(code);
    expect(await decodeQrPixels(pixels, side, side)).toBe(code);
  });

  it('reads a code shown light on dark', async () => {
    const { pixels, side } = qrPixels('lineup:inverted');
    for (let i = 0; i < pixels.length; i += 4) {
      const shade = 255 - pixels[i]!;
      pixels.set([shade, shade, shade], i);
    }
    expect(await decodeQrPixels(pixels, side, side)).toBe('lineup:inverted');
  });

  it('answers null for a picture without a code', async () => {
    const side = 64;
    const blank = new Uint8ClampedArray(side * side * 4).fill(255);
    expect(await decodeQrPixels(blank, side, side)).toBeNull();
  });
});
