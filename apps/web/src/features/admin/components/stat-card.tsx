import type { ReactNode } from 'react';

/** One figure with its name, inside a `<dl>`. */
export function StatCard({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/8">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-ink">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}
