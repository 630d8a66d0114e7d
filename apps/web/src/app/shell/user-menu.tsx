import CalendarHeartIcon from 'lucide-react/icons/calendar-heart';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import LogOutIcon from 'lucide-react/icons/log-out';
import PencilIcon from 'lucide-react/icons/pencil';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import ShieldIcon from 'lucide-react/icons/shield';
import UserRoundIcon from 'lucide-react/icons/user-round';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayNameOf, type ShellUser } from '@/features/auth/auth-context';
import { ThemeMenuItems } from './theme-switch';

type UserMenuProps = {
  user: ShellUser;
  onSignOut: () => Promise<void>;
};

const items = [
  { to: '/profile', label: msg`Profile`, icon: UserRoundIcon },
  { to: '/dashboard', label: msg`My Created Events`, icon: LayoutDashboardIcon },
  { to: '/my-events', label: msg`Upcoming Plans`, icon: CalendarHeartIcon },
  { to: '/profile/edit', label: msg`Edit Profile Info`, icon: PencilIcon },
  { to: '/profile/settings', label: msg`Privacy & Settings`, icon: ShieldCheckIcon },
] as const;

/**
 * docs/product.md §2 "User menu (signed in)"; an admin also finds the admin page there, after
 * the spec's items.
 */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const name = displayNameOf(user);

  async function signOut() {
    try {
      await onSignOut();
      navigate('/goodbye');
    } catch (error) {
      // docs/product.md §4: a failed sign-out from the menu is logged and the member stays where they are.
      console.error('Sign-out failed', error);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex cursor-pointer items-center gap-1 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-current/8 data-[state=open]:bg-current/8">
        {/* Named by its text rather than aria-label, so the initials shown are not a visible label
            the name lacks (WCAG 2.5.3); they would only be read twice. */}
        <span className="sr-only">{t`Account menu for ${name}`}</span>
        <span aria-hidden="true" className="contents">
          <Avatar name={name} src={user.avatarUrl} size="sm" />
        </span>
        <ChevronDownIcon aria-hidden="true" className="size-4 opacity-60 max-md:hidden" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="flex items-center gap-3 px-3 py-2.5">
          <Avatar name={name} src={user.avatarUrl} size="md" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-ink">{name}</span>
            <span className="block truncate text-xs text-muted">{user.email}</span>
          </span>
        </div>
        <DropdownMenuSeparator />
        {items.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} onSelect={() => navigate(to)}>
            <Icon aria-hidden="true" />
            {i18n._(label)}
          </DropdownMenuItem>
        ))}
        {user.isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldIcon aria-hidden="true" />
            {t({ message: 'Admin', comment: 'User menu item: the administration page' })}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden="true" />
          {t`Log out`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
