import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EVENT_IMAGE_MAX_BYTES } from '@lineup/contracts';

// The server checks the bytes themselves; this only spares a phone a long upload that would
// be refused. Texts are the server's own, so the member reads the same either way.
export const IMAGE_TOO_LARGE = msg`That image is too large. Please choose one under 10 MB.`;
export const NOT_AN_IMAGE = msg`That file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF.`;

/** Types the server decodes (it also takes HEIF and TIFF, which phones may hand over). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
];

/** Why `file` would be refused, or null to go ahead. */
export function coverImageProblem(file: Pick<File, 'size' | 'type'>): MessageDescriptor | null {
  // Some systems report no type for HEIC photos; the server decides those.
  if (file.type !== '' && !ACCEPTED_IMAGE_TYPES.includes(file.type.toLowerCase())) {
    return NOT_AN_IMAGE;
  }
  if (file.size > EVENT_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
