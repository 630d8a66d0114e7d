import { useLingui } from '@lingui/react/macro';
import LockKeyholeIcon from 'lucide-react/icons/lock-keyhole';
import { useId, type ReactNode } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { withRedirectTo } from '../redirect-to';

type LoginRequiredOverlayProps = {
  title?: string;
  description?: string;
  /** Adds a "Just Browse Events" way out to /events. */
  showBrowseButton?: boolean;
  /** Where Log In and Sign Up bring the member back to afterwards. */
  redirectTo?: string | null;
  /** The page behind: shown dimmed, cannot be clicked or focused. */
  children?: ReactNode;
};

/**
 * docs/product.md §2 "Login-required overlay": a page only members can use, shown to a visitor. The
 * header and bottom bar stay usable; only the page itself is covered.
 */
export function LoginRequiredOverlay({
  title,
  description,
  showBrowseButton = true,
  redirectTo,
  children,
}: LoginRequiredOverlayProps) {
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div className="relative isolate z-30 min-h-[calc(100dvh-8rem)]">
      <div
        inert
        aria-hidden="true"
        data-testid="login-required-backdrop"
        className="pointer-events-none opacity-35 blur-[2px] saturate-50 select-none"
      >
        {children}
      </div>
      {/* The tint covers the whole window under the header, the footer too, however short the page. */}
      <div
        className="fixed inset-0 z-10 bg-ocean-900/6"
        aria-hidden="true"
        data-testid="login-required-dim"
      />
      <section
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="absolute inset-x-0 top-0 z-20 flex justify-center px-4 pt-10 sm:pt-20"
      >
        <div className="w-full max-w-md animate-rise-in rounded-[1.75rem] bg-surface p-6 text-center shadow-lift ring-1 ring-ocean-900/10 sm:p-8">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
            <LockKeyholeIcon aria-hidden="true" className="size-6" />
          </span>
          <h2 id={titleId} className="text-2xl font-semibold">
            {title ?? t`Log in to continue`}
          </h2>
          <p id={descriptionId} className="mt-2 leading-relaxed text-muted">
            {description ??
              t`You need a Lineup account for this page. Log in, or join in a minute — it is free.`}
          </p>
          <div className="mt-6 flex flex-col gap-2.5 sm:flex-row sm:justify-center">
            <LinkButton to={withRedirectTo('/login', redirectTo)} className="sm:min-w-32">
              {t`Log In`}
            </LinkButton>
            <LinkButton
              to={withRedirectTo('/signup', redirectTo)}
              variant="accent"
              className="sm:min-w-32"
            >
              {t`Sign Up`}
            </LinkButton>
          </div>
          {showBrowseButton ? (
            <LinkButton to="/events" variant="ghost" className="mt-2 w-full">
              {t`Just Browse Events`}
            </LinkButton>
          ) : null}
        </div>
      </section>
    </div>
  );
}
