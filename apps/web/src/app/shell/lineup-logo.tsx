import { cn } from '@/lib/cn';

/** The Lineup mark: a low sun over two lines of swell (the same drawing as the favicon). */
export function LineupMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" fill="#175e61" />
      <circle cx="21.5" cy="11" r="4.5" fill="#fd7a5b" />
      <path
        d="M4 19.5c3 0 3-2.6 6-2.6s3 2.6 6 2.6 3-2.6 6-2.6 3 2.6 6 2.6"
        fill="none"
        stroke="#72cdc9"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path
        d="M4 25.2c3 0 3-2.6 6-2.6s3 2.6 6 2.6 3-2.6 6-2.6 3 2.6 6 2.6"
        fill="none"
        stroke="#fdfaf4"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
