import { encode } from 'uqr';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';

/**
 * A QR code of `text`, drawn as one SVG path: dark modules on a white square with its quiet
 * zone, whatever the theme, so a scanner reads it in dark mode too. The text itself stays
 * readable below for when a camera cannot.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  /** What the code is, for screen readers. */
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [text]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('scheme-light block aspect-square w-full rounded-xl bg-white', className)}
      data-testid="ticket-qr"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
