import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import BellIcon from 'lucide-react/icons/bell';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { unreadCountQueryOptions } from '../api/notifications-api';

/** "9+" past nine: the badge stays one small circle. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The bell (docs/product.md §10): a link to /notifications with the unread count, asked again
 * every minute while the tab is visible and when it regains focus. `bar` is the mobile bottom
 * bar's look: an icon over a label.
 */
export function NotificationBell({
  viewerId,
  variant = 'header',
  className,
}: {
  viewerId: string;
  variant?: 'header' | 'bar';
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const { data: unread = 0 } = useQuery(unreadCountQueryOptions(viewerId));
  const countId = useId();
  const label =
    unread > 0
      ? i18n._({
          ...msg`{unread, plural, one {Notifications, # unread} other {Notifications, # unread}}`,
          values: { unread },
        })
      : t`Notifications`;
  const badge =
    unread > 0 ? (
      <span
        aria-hidden="true"
        className="absolute -top-1 -right-1 flex min-w-4.5 items-center justify-center rounded-full bg-coral-500 px-1 text-[0.625rem] leading-4.5 font-bold text-white"
      >
        {badgeText(unread)}
      </span>
    ) : null;

  if (variant === 'bar') {
    return (
      <NavLink
        to="/notifications"
        aria-describedby={unread > 0 ? countId : undefined}
        className={({ isActive }) =>
          cn(
            'group flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-semibold transition-colors',
            isActive ? 'text-ocean-700' : 'text-muted hover:text-ink',
            className,
          )
        }
      >
        {({ isActive }) => (
          <>
            <span
              className={cn(
                'relative flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                isActive && 'bg-ocean-100',
              )}
            >
              <BellIcon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.4 : 2} />
              {badge}
            </span>
            {/* The name is the visible word (WCAG 2.5.3 label in name); the count describes it
                (hidden from the name, still read as the description). */}
            {t({ message: 'Alerts', comment: 'Bottom bar tab for notifications (short)' })}
            {unread > 0 ? (
              <span id={countId} aria-hidden="true" className="sr-only">
                {i18n._({
                  ...msg`{unread, plural, one {# unread notification} other {# unread notifications}}`,
                  values: { unread },
                })}
              </span>
            ) : null}
          </>
        )}
      </NavLink>
    );
  }

  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      className={cn(
        'relative inline-flex size-9 items-center justify-center rounded-full text-current transition-colors hover:bg-ocean-50 focus-visible:ring-2 focus-visible:ring-ocean-500 focus-visible:outline-none',
        className,
      )}
    >
      <BellIcon aria-hidden="true" className="size-5" />
      {badge}
    </NavLink>
  );
}
