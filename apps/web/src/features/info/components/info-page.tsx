import { Trans, useLingui } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { intlLocale } from '@/lib/i18n-locale';
import { infoPages, legalLastUpdated, type InfoPageKey } from '../info-links';

export type InfoSection = {
  /** The in-page anchor, e.g. `/privacy#your-rights`; keep it stable once published. */
  id: string;
  title: string;
  content: ReactNode;
};

type InfoPageProps = {
  page: InfoPageKey;
  /** Shown in the browser tab as "{documentTitle} · Lineup". */
  documentTitle: string;
  eyebrow: string;
  title: ReactNode;
  intro: ReactNode;
  sections: InfoSection[];
  /** The legal pages are long: they get a dated header and a table of contents. */
  legal?: boolean;
};

/**
 * The shared frame of the informational pages: a header (eyebrow, display heading, intro),
 * optionally the "last updated" date and a table of contents, the sections as h2 blocks, and
 * links to the other informational pages. It renders inside the shell's `<main>`.
 */
export function InfoPage({
  page,
  documentTitle,
  eyebrow,
  title,
  intro,
  sections,
  legal = false,
}: InfoPageProps) {
  const { i18n } = useLingui();
  useScrollToHash();
  const updated = new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${legalLastUpdated.iso}T12:00:00Z`));
  const headingId = `${page}-title`;

  return (
    <article aria-labelledby={headingId} className="pb-16 sm:pb-24">
      <title>{`${documentTitle} · Lineup`}</title>

      <header className="relative overflow-hidden bg-linear-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12 sm:pb-16 lg:px-8">
          <p className="text-xs font-semibold tracking-[0.16em] text-coral-700 uppercase">
            {eyebrow}
          </p>
          <h1
            id={headingId}
            className="mt-2 max-w-3xl font-display text-4xl leading-[1.08] font-bold tracking-tight text-ink sm:text-5xl"
          >
            {title}
          </h1>
          <div className="mt-4 max-w-[60ch] text-base leading-7 text-muted sm:text-lg sm:leading-8">
            {intro}
          </div>
          {legal && (
            <p className="mt-6 text-sm text-muted">
              <Trans>
                Last updated{' '}
                <time dateTime={legalLastUpdated.iso} className="font-medium text-ink">
                  {updated}
                </time>
              </Trans>
            </p>
          )}
        </div>
        <Swell />
      </header>

      <div
        className={`mx-auto max-w-6xl px-4 pt-10 sm:px-6 sm:pt-12 lg:px-8 ${
          legal ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14' : ''
        }`}
      >
        {legal && <TableOfContents page={page} sections={sections} />}

        <div className={legal ? 'mt-10 max-w-3xl lg:mt-0' : 'max-w-4xl'}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={`scroll-mt-28 ${index > 0 ? 'mt-12 border-t border-sand-200 pt-10 sm:mt-14 sm:pt-12' : ''}`}
            >
              <h2
                id={`${section.id}-heading`}
                className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl"
              >
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>

      <RelatedPages current={page} />
    </article>
  );
}

function TableOfContents({ page, sections }: { page: InfoPageKey; sections: InfoSection[] }) {
  const { t } = useLingui();
  const labelId = `${page}-toc-label`;
  return (
    <nav aria-labelledby={labelId} className="lg:sticky lg:top-28 lg:self-start">
      <div className="rounded-2xl border border-sand-200 bg-surface/70 p-5 shadow-soft lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
        <p id={labelId} className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">
          {t`On this page`}
        </p>
        <ol className="mt-3 space-y-1 text-sm lg:border-l lg:border-sand-200">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="group flex gap-3 rounded-lg px-2 py-1.5 text-ink/80 transition-colors hover:bg-sand-100 hover:text-ocean-800 lg:-ml-px lg:rounded-none lg:border-l-2 lg:border-transparent lg:pl-4 lg:hover:border-ocean-500 lg:hover:bg-transparent"
              >
                <span
                  aria-hidden="true"
                  className="w-5 shrink-0 text-right font-mono text-xs leading-5 text-muted group-hover:text-ocean-600"
                >
                  {index + 1}
                </span>
                <span className="leading-5">{section.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function RelatedPages({ current }: { current: InfoPageKey }) {
  const { t, i18n } = useLingui();
  const others = infoPages.filter((info) => info.key !== current);
  return (
    <nav
      aria-labelledby={`${current}-related-label`}
      className="mx-auto mt-16 max-w-6xl px-4 sm:mt-20 sm:px-6 lg:px-8"
    >
      <h2
        id={`${current}-related-label`}
        className="font-display text-xl font-bold tracking-tight text-ink"
      >
        {t`More about Lineup`}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {others.map((info) => (
          <li key={info.key}>
            <Link
              to={info.path}
              className="group flex h-full flex-col rounded-2xl border border-sand-200 bg-surface p-4 shadow-soft transition hover:-translate-y-0.5 hover:border-ocean-200 hover:shadow-lift"
            >
              <span className="flex items-center justify-between gap-2 font-display font-semibold text-ink group-hover:text-ocean-800">
                {i18n._(info.label)}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-ocean-500 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm leading-6 text-muted">{i18n._(info.summary)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A soft wave along the bottom of the header, in the palette of the coast. */
function Swell() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1440 48"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-6 w-full text-sand-50 sm:h-8"
    >
      <path
        fill="currentColor"
        d="M0 32c120-18 240-27 360-18s240 36 360 36 240-27 360-36 240 0 360 18v16H0z"
      />
      <path
        fill="none"
        stroke="var(--color-ocean-200)"
        strokeWidth="2"
        d="M0 32c120-18 240-27 360-18s240 36 360 36 240-27 360-36 240 0 360 18"
      />
    </svg>
  );
}

/*
 * The page arrives lazily, after the browser has already given up on scrolling to the URL's
 * fragment, and the shell scrolls to the top on navigation. Waiting one frame lets that reset
 * happen first, then brings the requested section into view (also for table-of-contents
 * clicks, which change only the hash). Web fonts arriving later change line heights above the
 * section, so it is aligned once more when they are ready.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let cancelled = false;
    const scroll = () => {
      if (!cancelled) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    const frame = requestAnimationFrame(scroll);
    if ('fonts' in document && document.fonts.status === 'loading') {
      void document.fonts.ready.then(scroll);
    }
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [hash]);
}
