import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PageTitle } from './page-title';

export { PageTitle, pageTitle } from './page-title';

type PageLayoutProps = {
  /** The browser tab's title, without " · Lineup". */
  title: string;
  /** Small line above the heading, e.g. the country of an area. */
  eyebrow?: ReactNode;
  heading: ReactNode;
  description?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** Forms are narrow; every other page shares the header's width, so edges line up. */
  width?: 'narrow' | 'default';
  children?: ReactNode;
  className?: string;
};

const widths = { narrow: 'max-w-2xl', default: 'max-w-7xl' };
/** The header's side padding (site-header.tsx), so a page's left edge is the logo's. */
const sides = 'px-4 sm:px-5 lg:px-8';

/** The standard page: a heading band in sand with a swell line, then the page's content. */
export function PageLayout({
  title,
  eyebrow,
  heading,
  description,
  actions,
  width = 'default',
  children,
  className,
}: PageLayoutProps) {
  return (
    <div className={className}>
      <PageTitle>{title}</PageTitle>
      <div className="relative overflow-hidden border-b border-sand-200/70 bg-linear-to-b from-sand-100 to-sand-50">
        <svg
          aria-hidden="true"
          viewBox="0 0 600 120"
          className="pointer-events-none absolute -right-16 -bottom-6 w-[28rem] text-ocean-200/60 sm:right-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
          <path d="M0 60c50 0 50-22 100-22s50 22 100 22 50-22 100-22 50 22 100 22 50-22 100-22 50 22 100 22" />
          <path
            d="M0 92c50 0 50-22 100-22s50 22 100 22 50-22 100-22 50 22 100 22 50-22 100-22 50 22 100 22"
            className="text-coral-200/70"
            stroke="currentColor"
          />
        </svg>
        <div
          className={cn(
            'relative mx-auto flex flex-col gap-5 pt-8 pb-9 sm:pt-12 sm:pb-12 md:flex-row md:items-end md:justify-between',
            sides,
            widths[width],
          )}
        >
          <div className="max-w-3xl">
            {eyebrow ? (
              <p className="mb-2 text-xs font-semibold tracking-[0.16em] text-coral-600 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="text-3xl font-bold sm:text-4xl md:text-[2.75rem] md:leading-[1.1]">
              {heading}
            </h1>
            {description ? (
              <p className="mt-3 text-base leading-relaxed text-muted sm:text-lg">{description}</p>
            ) : null}
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2.5">{actions}</div> : null}
        </div>
      </div>
      {children ? (
        <div className={cn('mx-auto py-8 sm:py-12', sides, widths[width])}>{children}</div>
      ) : null}
    </div>
  );
}
