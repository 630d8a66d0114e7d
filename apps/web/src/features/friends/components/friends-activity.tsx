import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FriendActivity } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import CalendarIcon from 'lucide-react/icons/calendar';
import MapPinIcon from 'lucide-react/icons/map-pin';
import SunIcon from 'lucide-react/icons/sun';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { friendActivityQueryOptions } from '../api/friends-api';
import { NO_ACTIVITY } from '../friend-messages';
import { intlLocale } from '@/lib/i18n-locale';
import { formatCardWhen, zoneCity } from '@/lib/zoned-time';
import { Section } from '@/components/ui/section';
import { EmptyNote, ListSkeleton, LoadFailed } from './section';

/** What a group of friends does, after their names ("ana and bo going"). */
function roleLine(i18n: I18n, role: string, list: string): string {
  switch (role) {
    case 'going':
      return i18n._(msg({ message: `${list} going`, comment: 'Friends going to an event' }));
    case 'interested':
      return i18n._(
        msg({ message: `${list} interested`, comment: 'Friends interested in an event' }),
      );
    case 'created':
      return i18n._(msg`${list} made this plan`);
    default:
      return i18n._(msg({ message: `${list} joined`, comment: 'Friends who joined a plan' }));
  }
}

/** "ana and bo going · caro interested", in the order the server gave. */
export function whoIsGoing(i18n: I18n, item: FriendActivity): string {
  const groups = new Map<string, string[]>();
  for (const friend of item.friends) {
    const role = 'rsvpStatus' in friend ? friend.rsvpStatus : friend.role;
    groups.set(role, [...(groups.get(role) ?? []), friend.username]);
  }
  const names = new Intl.ListFormat(intlLocale(i18n.locale), { type: 'conjunction' });
  return [...groups].map(([role, list]) => roleLine(i18n, role, names.format(list))).join(' · ');
}

function ActivityItem({ item, now }: { item: FriendActivity; now?: Date }) {
  const { t, i18n } = useLingui();
  const city = zoneCity(item.timeZone);
  const Icon = item.kind === 'event' ? CalendarIcon : SunIcon;
  return (
    <article className="flex flex-col gap-1.5 rounded-3xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/8">
      <div className="flex flex-wrap gap-1.5">
        <Badge variant={item.kind === 'event' ? 'default' : 'accent'}>
          <Icon aria-hidden="true" />
          {item.kind === 'event'
            ? t({ message: 'Event', comment: 'Kind of search result' })
            : t`Casual plan`}
        </Badge>
        {item.kind === 'plan' && item.visibility === 'friends' ? (
          <Badge variant="outline">{t`Friends only`}</Badge>
        ) : null}
      </div>
      <h3 className="text-base leading-snug font-semibold">
        <Link to={item.path} className="hover:text-ocean-800 hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="text-sm font-semibold text-coral-600">
        <time dateTime={new Date(item.startsAt).toISOString()}>
          {formatCardWhen(i18n, item.startsAt, item.timeZone, now)}
        </time>{' '}
        <span className="font-medium text-muted">{t`${city} time`}</span>
      </p>
      <p className="flex items-start gap-1.5 text-sm text-muted">
        <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">
          {item.place ? `${item.place}, ${item.areaName}` : item.areaName}
        </span>
      </p>
      <div className="mt-1 flex items-center gap-2">
        <div className="flex -space-x-2" aria-hidden="true">
          {item.friends.slice(0, 4).map((friend) => (
            <Avatar key={friend.id} name={friend.username} src={friend.avatarUrl} size="sm" />
          ))}
        </div>
        <p className="min-w-0 text-sm font-medium text-ink/80">{whoIsGoing(i18n, item)}</p>
      </div>
    </article>
  );
}

/** "Friends are going to": events and plans of friends, soonest first. */
export function FriendsActivity({
  viewerId,
  limit,
  now,
}: {
  viewerId: string;
  /** The first few only (home shows the soonest; the Connect page shows them all). */
  limit?: number;
  now?: Date;
}) {
  const { t, i18n } = useLingui();
  const query = useQuery(friendActivityQueryOptions(viewerId));
  return (
    <Section
      title={t`Friends are going to`}
      description={t`Upcoming events and casual plans of your friends, soonest first.`}
    >
      {query.isPending ? (
        <ListSkeleton label={t`Loading what friends are going to`} rows={3} />
      ) : query.isError ? (
        <LoadFailed
          message={t`Your friends’ plans could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyNote>{i18n._(NO_ACTIVITY)}</EmptyNote>
      ) : (
        <ul aria-label={t`Friends are going to`} className="flex flex-col gap-3">
          {query.data.items.slice(0, limit).map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <ActivityItem item={item} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
