import { msg } from '@lingui/core/macro';
import CompassIcon from 'lucide-react/icons/compass';
import SquarePlusIcon from 'lucide-react/icons/square-plus';
import UserRoundIcon from 'lucide-react/icons/user-round';
import UsersIcon from 'lucide-react/icons/users';

/** docs/product.md §2 "Shell": the header's nav links; the mobile bottom bar adds Profile. */
export const mainNavItems = [
  { to: '/events', label: msg`Discover`, icon: CompassIcon, end: true },
  { to: '/events/create', label: msg`Add Event`, icon: SquarePlusIcon, end: true },
  { to: '/friends', label: msg`Connect`, icon: UsersIcon, end: false },
] as const;

export const bottomBarItems = [
  ...mainNavItems,
  { to: '/profile', label: msg`Profile`, icon: UserRoundIcon, end: false },
] as const;
