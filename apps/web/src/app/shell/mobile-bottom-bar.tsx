import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { bottomBarItems } from './nav-items';

const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

/**
 * docs/product.md §2: below 768 px the three nav links plus Profile sit at the bottom of the
 * screen; a member also finds the notification bell there (§10).
 */
export function MobileBottomBar({ viewerId = null }: { viewerId?: string | null }) {
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={t({
        message: 'Main',
        comment: 'The main navigation, as a screen reader names it',
      })}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ocean-900/8 bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className={cn('mx-auto grid h-16 max-w-md', viewerId ? 'grid-cols-5' : 'grid-cols-4')}>
        {bottomBarItems.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'group flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-semibold transition-colors',
                  isActive ? 'text-ocean-700' : 'text-muted hover:text-ink',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-ocean-100',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.4 : 2} />
                  </span>
                  {i18n._(label)}
                </>
              )}
            </NavLink>
          </li>
        ))}
        {viewerId ? (
          <li className="flex">
            <Suspense fallback={<span className="flex-1" aria-hidden="true" />}>
              <NotificationBell viewerId={viewerId} variant="bar" />
            </Suspense>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
