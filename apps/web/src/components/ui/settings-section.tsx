import type { ReactNode } from 'react';

/** One block of the settings page: a heading, a line saying what it is for, its controls. */
export function SettingsSection({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-label={title}
      className={
        tone === 'danger'
          ? 'rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-coral-200 sm:p-6'
          : 'rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6'
      }
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? (
        <p className="mt-1 text-sm leading-relaxed text-muted">{description}</p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
