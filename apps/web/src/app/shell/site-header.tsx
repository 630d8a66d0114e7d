import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import type { ShellUser } from '@/features/auth/auth-context';
import { HeaderSearchBox, HeaderSearchButton } from '@/features/search/components/header-search';
import { cn } from '@/lib/cn';
import { useIsMobile, useMediaQuery } from '@/lib/use-media-query';
import { AreaSelectorSlot } from './area-selector-slot';
import { LineupMark } from './lineup-logo';
import { MobileLoginButton } from './mobile-login-button';
import { mainNavItems } from './nav-items';
import { NewEventButton } from './new-event-button';
import { useScrolledPast } from './use-scrolled-past';

// Only members see the menu and the bell, so visitors never download their code.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

/** docs/product.md §9: the home page's mobile header turns opaque after 20 px of scrolling. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

type SiteHeaderProps = {
  user: ShellUser | null;
  onSignOut: () => Promise<void>;
  /** While the session is read, members would see Sign In / Join flash by: hold their place. */
  sessionLoading?: boolean;
  /** On the home page the mobile header sits transparent over the hero until scrolled. */
  overHero?: boolean;
};

export function SiteHeader({
  user,
  onSignOut,
  sessionLoading = false,
  overHero = false,
}: SiteHeaderProps) {
  // Each is undefined until the app has started (the server's render and hydration): then the
  // header carries both variants of what depends on the width, and CSS shows the right one.
  const isMobile = useIsMobile();
  // The search box fits inline from 1280 px; narrower headers get a search button, so the
  // area's name keeps its room on tablets and small laptops.
  const hasRoomForSearch = useMediaQuery('(min-width: 1280px)');
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  // Phones first: until the width is known the header is transparent below 768 px only.
  const transparent = overHero && !scrolled && isMobile !== false;
  const { t, i18n } = useLingui();

  return (
    <header
      data-appearance={transparent ? 'transparent' : 'opaque'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300',
        !transparent
          ? 'bg-sand-50/92 text-ink shadow-[0_1px_0_rgb(16_38_47/0.08)] backdrop-blur-md'
          : isMobile
            ? // A scrim of the hero's own colour keeps the white text readable over anything
              // the hero shows behind it.
              'bg-linear-to-b from-ocean-900/60 to-transparent text-white scheme-light'
            : 'max-md:bg-linear-to-b max-md:from-ocean-900/60 max-md:to-transparent max-md:text-white max-md:scheme-light md:bg-sand-50/92 md:text-ink md:shadow-[0_1px_0_rgb(16_38_47/0.08)] md:backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-5 lg:gap-3 lg:px-8">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-xl py-1 pr-1 font-display text-xl font-bold tracking-tight"
        >
          <LineupMark className="size-8" />
          <span>Lineup</span>
        </Link>

        <AreaSelectorSlot className="ml-0.5 min-w-0 shrink md:max-lg:ml-0 md:max-lg:px-2.5 lg:ml-2 md:max-lg:[&>svg:first-child]:hidden" />

        {isMobile === true ? null : (
          <nav
            aria-label={t({
              message: 'Main',
              comment: 'The main navigation, as a screen reader names it',
            })}
            className="ml-1 hidden shrink-0 items-center md:flex lg:ml-4 lg:gap-0.5"
          >
            {mainNavItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    'relative rounded-full px-2 py-2 text-sm md:max-lg:px-1.5 font-semibold whitespace-nowrap transition-colors lg:px-3.5',
                    isActive
                      ? 'bg-ocean-100/80 text-ocean-800'
                      : 'text-ink/75 hover:bg-ocean-50 hover:text-ink',
                  )
                }
              >
                {i18n._(item.label)}
              </NavLink>
            ))}
          </nav>
        )}

        <div className="ml-auto flex shrink-0 items-center gap-1 sm:max-md:gap-2 lg:gap-2">
          {hasRoomForSearch === false ? null : (
            <HeaderSearchBox className={cn('w-72', hasRoomForSearch ?? 'hidden xl:block')} />
          )}
          {hasRoomForSearch === true ? null : (
            <HeaderSearchButton
              variant={transparent ? 'inverse-outline' : 'ghost'}
              className={cn('max-sm:size-8', hasRoomForSearch ?? 'xl:hidden')}
            />
          )}
          <NewEventButton signedIn={user !== null} />
          {user ? (
            <Suspense
              fallback={<span className="size-9 rounded-full bg-ocean-100" aria-hidden="true" />}
            >
              {/* On phones the bell sits in the bottom bar. */}
              {isMobile ? null : <NotificationBell viewerId={user.id} />}
              <UserMenu user={user} onSignOut={onSignOut} />
            </Suspense>
          ) : sessionLoading ? (
            <span className="size-9" aria-hidden="true" data-testid="session-placeholder" />
          ) : (
            <>
              {isMobile === false ? null : (
                <MobileLoginButton
                  variant={transparent ? 'inverse' : 'primary'}
                  className={isMobile === undefined ? 'md:hidden' : undefined}
                />
              )}
              {isMobile === true ? null : (
                <>
                  <LinkButton
                    to="/login"
                    variant="ghost"
                    size="sm"
                    className={isMobile === undefined ? 'max-md:hidden' : undefined}
                  >
                    {t`Sign In`}
                  </LinkButton>
                  <LinkButton
                    to="/signup"
                    size="sm"
                    className={isMobile === undefined ? 'max-md:hidden' : undefined}
                  >
                    {t`Join`}
                  </LinkButton>
                </>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
