import { useId, type ReactNode } from 'react';

/** A titled part of a page, named by its heading for screen readers and tests. */
export function Section({
  id: sectionId,
  title,
  description,
  children,
}: {
  /** The section's own address on the page (`/profile#your-stays`). */
  id?: string;
  title: ReactNode;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={sectionId}
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col gap-3"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
