import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-4 py-5 text-sm text-muted">
      {children}
    </p>
  );
}

export function ListSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-15 animate-pulse rounded-2xl bg-sand-200/70 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

/** `message`: what could not be loaded, as a whole sentence. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <p role="alert" className="text-sm font-medium text-coral-700">
      {message}{' '}
      <button type="button" className="cursor-pointer font-semibold underline" onClick={onRetry}>
        {t`Try again`}
      </button>
    </p>
  );
}
