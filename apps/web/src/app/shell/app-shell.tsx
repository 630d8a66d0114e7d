import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigation, useOutlet } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { CookieConsentBanner } from '@/features/consent/cookie-consent-banner';
import { InstallInvitationSlot } from '@/features/pwa/components/install-invitation-slot';
import { OfflineBanner } from '@/features/pwa/components/offline-banner';
import { cn } from '@/lib/cn';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { MobileBottomBar } from './mobile-bottom-bar';
import { NavigationSpinner, PageSpinner } from './page-spinner';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from './site-header';

// Phones never show the footer (the bottom bar replaces it), so they never download it.
const SiteFooter = lazy(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);

// Asked only of members, after their first "going": loaded with the signed-in shell.
const PushPrompt = lazy(() =>
  import('@/features/push/components/push-prompt').then((module) => ({
    default: module.PushPrompt,
  })),
);

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame around every page. It is also the router's first-load fallback: before the first
 * page's code has arrived there is no outlet yet, and the spinner stands in for it.
 */
export function AppShell() {
  const { t } = useLingui();
  const outlet = useOutlet();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { user, status, signOut } = useAuth();
  const isHome = pathname === '/';
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const loadingPage = navigation.state === 'loading';

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-full bg-ocean-800 px-4 py-2.5 text-sm font-semibold text-white shadow-lift transition-transform focus:translate-y-0"
      >
        {t`Skip to content`}
      </a>
      <ScrollToTop pageReady={outlet !== null} />
      <SiteHeader
        user={user}
        onSignOut={signOut}
        sessionLoading={status === 'loading'}
        overHero={isHome}
      />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cn(
          'flex-1 pb-[calc(4rem+env(safe-area-inset-bottom))] outline-none md:pt-16 md:pb-0',
          !isHome && 'pt-16',
        )}
      >
        {/* A boundary of its own: React hydrates the shell before the page, so a tap on the
            header while the page still hydrates waits for the shell's part alone. */}
        <Suspense fallback={<PageSpinner />}>{outlet ?? <PageSpinner />}</Suspense>
      </main>
      {loadingPage ? <NavigationSpinner /> : null}
      {/* Until the app knows the width, the bottom bar's own CSS hides it on wide screens. */}
      {isDesktop === true ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
      {isDesktop === true ? null : <MobileBottomBar viewerId={user?.id ?? null} />}
      <CookieConsentBanner />
      <OfflineBanner />
      <InstallInvitationSlot />
      {user ? (
        <Suspense fallback={null}>
          {/* Once per member: their session is the one this device's push belongs to. */}
          <PushPrompt key={user.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
