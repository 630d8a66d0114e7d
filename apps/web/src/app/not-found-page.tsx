import { useLingui } from '@lingui/react/macro';
import CompassIcon from 'lucide-react/icons/compass';
import { LinkButton } from '@/components/ui/link-button';
import { PageTitle } from './shell/page-title';

/** docs/product.md §2: unknown routes (and unknown countries, cities or areas) show this page. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className="relative flex min-h-[70dvh] flex-col items-center justify-center overflow-hidden px-5 py-16 text-center">
      <PageTitle>{t`Page not found`}</PageTitle>
      {/* Decoration, drawn by CSS: a faint 404 behind the heading is no text to read, so it is
          neither announced nor held to text contrast; the heading says what happened. */}
      <span
        aria-hidden="true"
        className="font-display text-[7rem] leading-none font-extrabold tracking-tighter text-ocean-100 before:content-['404'] sm:text-[10rem]"
      />
      <h1 className="-mt-3 text-3xl font-bold sm:-mt-6 sm:text-4xl">{t`Page not found`}</h1>
      <p className="mt-3 max-w-md text-base leading-relaxed text-muted sm:text-lg">
        {t`This page drifted out with the tide. The link may be old, or the address may have a typo.`}
      </p>
      <div className="mt-8 flex flex-col gap-2.5 sm:flex-row">
        <LinkButton to="/">{t`Go Home`}</LinkButton>
        <LinkButton to="/events" variant="outline">
          <CompassIcon aria-hidden="true" />
          {t`Discover events`}
        </LinkButton>
      </div>
    </section>
  );
}
