import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** Up to two letters from a name: "Ana Sousa" → "AS", "surfgirl" → "S"; '?' when there is no name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1 ? [words[0]!.charAt(0)] : [words[0]!.charAt(0), words.at(-1)!.charAt(0)];
  return letters.join('').toUpperCase();
}

type AvatarProps = {
  /** The person's name; used for the image's alt text and the initials fallback. */
  name: string | null | undefined;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
};

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-20 text-2xl',
};

/**
 * A round photo, or the person's initials when there is none or it does not load. A plain
 * `<img>`: the server's HTML carries the photo, which the browser fetches before any script
 * runs (an image that waits for its load event in script would show an empty circle until
 * the app has started).
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  // The address that failed to load, so a new one is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = src && failed !== src;
  const photo = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // One that failed before the page was hydrated sent its error event to no one.
    const image = photo.current;
    if (!src || !image?.complete) return;
    image.decode().catch(() => setFailed(src));
  }, [src]);
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-ocean-100 ring-2 ring-white',
        sizes[size],
        className,
      )}
    >
      {showPhoto ? (
        <img
          src={src}
          alt={name ?? ''}
          // Lists of people can be long: photos further down wait until they are near.
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src)}
          ref={photo}
        />
      ) : (
        <span
          className="flex size-full items-center justify-center font-display font-semibold text-ocean-800"
          {...(name ? { role: 'img', 'aria-label': name } : {})}
        >
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
