import type { ReactNode } from 'react';

export function ShowcaseSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="scroll-mt-24 border-t border-sand-200 py-10 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1.5 max-w-2xl text-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <span className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</span>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
