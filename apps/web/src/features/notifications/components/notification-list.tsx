import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Notification, NotificationKind } from '@lineup/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import BellIcon from 'lucide-react/icons/bell';
import CheckCheckIcon from 'lucide-react/icons/check-check';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import InboxIcon from 'lucide-react/icons/inbox';
import FlagIcon from 'lucide-react/icons/flag';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import UserPlusIcon from 'lucide-react/icons/user-plus';
import UsersIcon from 'lucide-react/icons/users';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/time-ago';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsQueryOptions,
  refreshNotifications,
} from '../api/notifications-api';

export const EMPTY_NOTIFICATIONS = msg`Nothing yet. When an event you’re going to changes, you’ll hear about it here.`;

/**
 * The member's notifications, newest first (docs/product.md §10): unread ones stand out;
 * opening one marks it read and goes to what it is about; all can be marked read at once.
 */
export function NotificationList({ viewerId, now = new Date() }: { viewerId: string; now?: Date }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(notificationsQueryOptions(viewerId));
  const refresh = () => refreshNotifications(queryClient, viewerId);
  const readOne = useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => toast({ title: t`All caught up`, variant: 'success' }),
    onError: (caught) =>
      toast({
        title: t`Could not mark them as read`,
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      }),
    onSettled: refresh,
  });

  if (query.isPending) return <p className="text-muted">Loading…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-coral-700">
        {isApiError(query.error) ? query.error.message : t`Your notifications could not be loaded.`}
      </p>
    );
  }
  const items = query.data.pages.flatMap((page) => page.notifications);
  const unread = query.data.pages[0]?.unreadCount ?? 0;

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-surface p-8 text-center shadow-soft ring-1 ring-ocean-900/8">
        <BellIcon aria-hidden="true" className="size-8 text-ocean-600" />
        <p className="text-muted">{i18n._(EMPTY_NOTIFICATIONS)}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {unread === 0
            ? t`All read.`
            : i18n._({
                ...msg`{unread, plural, one {# unread} other {# unread}}`,
                values: { unread },
              })}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => readAll.mutate()}
          disabled={unread === 0 || readAll.isPending}
        >
          <CheckCheckIcon aria-hidden="true" />
          {t`Mark all as read`}
        </Button>
      </div>
      <ul aria-label="Notifications" className="flex flex-col gap-2">
        {items.map((item) => (
          <NotificationItem
            key={item.id}
            item={item}
            now={now}
            onOpen={() => {
              if (!item.read) readOne.mutate(item.id);
            }}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          loadingLabel={t`Loading...`}
        >
          {t`Show older`}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The hosting kinds (docs/product.md §14) carry a mark of their own: a crew's new event, an
 * invitation to host (accepted on the event's or crew's page), an announcement, a request to
 * go (answered on the guest list) and the hosts' answer to one; and those of talking
 * (§15): a discussion's digest, a report handled, a moderator's word.
 */
const kindIcons: Partial<Record<NotificationKind, ComponentType<{ className?: string }>>> = {
  crew_event: UsersIcon,
  host_invite: UserPlusIcon,
  announcement: MegaphoneIcon,
  rsvp_request: InboxIcon,
  rsvp_answered: CircleCheckIcon,
  discussion: MessagesSquareIcon,
  report_handled: FlagIcon,
  moderation: ShieldAlertIcon,
};

function NotificationItem({
  item,
  now,
  onOpen,
}: {
  item: Notification;
  now: Date;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const Icon = kindIcons[item.kind];
  return (
    <li>
      <Link
        to={item.link}
        onClick={onOpen}
        className={cn(
          'flex gap-3 rounded-2xl p-4 ring-1 transition-colors ring-inset hover:bg-ocean-50',
          item.read ? 'bg-surface ring-ocean-900/8' : 'bg-ocean-50/70 ring-ocean-200',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2.5 shrink-0 rounded-full',
            item.read ? 'bg-transparent' : 'bg-coral-500',
          )}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={cn('text-sm', item.read ? 'font-medium' : 'font-semibold')}>
            {Icon ? (
              <Icon
                aria-hidden="true"
                className="mr-1.5 -mt-0.5 inline size-4 align-middle text-ocean-700"
              />
            ) : null}
            {item.title}
            {item.read ? null : <span className="sr-only"> (unread)</span>}
          </span>
          {item.body ? <span className="text-sm text-muted">{item.body}</span> : null}
          <time dateTime={item.createdAt} className="text-xs text-muted">
            {timeAgo(i18n, item.createdAt, now)}
          </time>
        </span>
      </Link>
    </li>
  );
}
