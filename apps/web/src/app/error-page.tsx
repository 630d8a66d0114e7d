import { useLingui } from '@lingui/react/macro';
import HouseIcon from 'lucide-react/icons/house';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { useHref } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LineupMark } from './shell/lineup-logo';
import { PageTitle } from './shell/page-title';

/**
 * docs/product.md §2 "Error fallback page", texts exactly as specified. React Router has already logged
 * the error to the console by the time this renders.
 */
export function ErrorPage({
  error,
  fullScreen = false,
}: {
  error?: unknown;
  fullScreen?: boolean;
}) {
  const { t } = useLingui();
  const home = useHref('/');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center px-5 py-16 text-center',
        fullScreen ? 'min-h-dvh bg-sand-50' : 'min-h-[70dvh]',
      )}
    >
      <PageTitle>{t`Something went wrong`}</PageTitle>
      <div className="relative mb-7">
        <div
          className="absolute inset-0 -z-10 scale-150 rounded-full bg-coral-100 blur-2xl"
          aria-hidden="true"
        />
        <LineupMark className="size-16 -rotate-6" />
      </div>
      <h1 className="text-3xl font-bold sm:text-4xl">{t`Something went wrong`}</h1>
      <p className="mt-3 max-w-md text-base leading-relaxed text-muted sm:text-lg">
        {t`The page encountered an error. Please try refreshing or go back to the home page.`}
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-2.5 sm:max-w-none sm:flex-row sm:justify-center">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden="true" />
          {t`Refresh Page`}
        </button>
        {/* A full page load, so whatever broke starts afresh. */}
        <a href={home} className={buttonVariants({ variant: 'outline' })}>
          <HouseIcon aria-hidden="true" />
          {t`Go Home`}
        </a>
      </div>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-10 max-w-2xl overflow-x-auto rounded-2xl bg-ink p-4 text-left text-xs text-sand-100">
          {error.stack ?? error.message}
        </pre>
      ) : null}
    </div>
  );
}
