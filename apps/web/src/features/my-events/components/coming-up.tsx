import { useLingui } from '@lingui/react/macro';
import type { DayLight, MyRsvpEvent, MyRsvpsResponse } from '@lineup/contracts';
import { textIn } from '@lineup/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import MapPinIcon from 'lucide-react/icons/map-pin';
import SunIcon from 'lucide-react/icons/sun';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatCardWhen, zoneCity } from '@/lib/zoned-time';
import { myRsvpsQueryOptions } from '../api/my-events-api';
import { MyEventListSkeleton, placeLine } from './my-event-item';
import { PlansLoadFailed } from './upcoming-plans';

/** When and where one of the member's next things happens: what its day's light is read from. */
export type ComingUpMoment = {
  startsAt: string;
  timeZone: string;
  areaSlug: string;
  /** The event's light as the server marked it; undefined for a plan (the caller works it out). */
  light?: DayLight | null;
};

type ComingUpProps = {
  viewerId: string;
  /** How many of the next events and plans to show. */
  limit: number;
  /** The event's picture (app/ passes the events feature's cover). */
  renderPicture?: (event: MyRsvpEvent) => ReactNode;
  /** The day's light of an event or plan (app/ passes the day's sunrise, sunset and mark). */
  renderLight?: (moment: ComingUpMoment) => ReactNode;
  /** Shown instead when the member has nothing coming up. */
  empty: ReactNode;
  now?: Date;
};

type Item = {
  key: string;
  title: string;
  /** The title's language, when known (an event's: docs/product.md §18). */
  lang?: string;
  href: string;
  moment: ComingUpMoment;
  place: string;
  badges: ReactNode;
  picture: ReactNode;
  cancelled: boolean;
};

function EventBadges({ going, cancelled }: { going: boolean; cancelled: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <Badge variant={going ? 'solid' : 'accent'}>
        {going
          ? t({ message: 'Going', comment: 'RSVP button: the member will go to the event' })
          : t({ message: 'Interested', comment: 'RSVP button: the member may go to the event' })}
      </Badge>
      {cancelled ? (
        <Badge variant="accent">
          {t({ message: 'Cancelled', comment: 'Badge on a cancelled event' })}
        </Badge>
      ) : null}
    </>
  );
}

function PlanBadges({ joined, friendsOnly }: { joined: boolean; friendsOnly: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <Badge variant={joined ? 'solid' : 'neutral'}>
        {joined
          ? t({ message: 'Joined', comment: 'Badge: the member joined this plan' })
          : t`Your plan`}
      </Badge>
      {friendsOnly ? <Badge variant="outline">{t`Friends only`}</Badge> : null}
    </>
  );
}

function eventItem(
  event: MyRsvpEvent,
  renderPicture: ComingUpProps['renderPicture'],
  pageLanguage: string,
): Item {
  const cancelled = event.status === 'cancelled';
  // The organiser's title in the page's language, when they gave one.
  const shown = textIn(
    { locale: event.locale, title: event.title },
    event.translations,
    pageLanguage,
  );
  return {
    key: `event:${event.id}`,
    title: shown.title,
    lang: shown.locale,
    href: event.path,
    moment: {
      startsAt: event.startDate,
      timeZone: event.timeZone,
      areaSlug: event.area.slug,
      light: event.light,
    },
    place: placeLine(event),
    badges: <EventBadges going={event.myRsvp === 'going'} cancelled={cancelled} />,
    picture: renderPicture?.(event),
    cancelled,
  };
}

function planItem(plan: MyRsvpsResponse['plans'][number]): Item {
  return {
    key: `plan:${plan.id}`,
    title: plan.title,
    // The plans page opens the plan's panel from its address.
    href: `/casual-plans?plan=${encodeURIComponent(plan.id)}`,
    moment: { startsAt: plan.startsAt, timeZone: plan.timeZone, areaSlug: plan.area.slug },
    place: `${plan.location}, ${plan.area.name}`,
    badges: <PlanBadges joined={plan.joined} friendsOnly={plan.visibility === 'friends'} />,
    picture: (
      <div className="flex size-full items-center justify-center bg-linear-to-br from-coral-300 to-coral-500 text-white">
        <SunIcon aria-hidden="true" className="size-7" />
      </div>
    ),
    cancelled: false,
  };
}

/**
 * The member's next events (going or interested) and casual plans (made or joined), together
 * and soonest first: what their home starts with. The full lists are on `/my-events`.
 */
function nextUp(
  data: MyRsvpsResponse,
  limit: number,
  pageLanguage: string,
  renderPicture?: ComingUpProps['renderPicture'],
): Item[] {
  const items = [
    ...data.upcoming.map((event) => eventItem(event, renderPicture, pageLanguage)),
    ...data.plans.map(planItem),
  ];
  const start = (item: Item) => new Date(item.moment.startsAt).getTime();
  return items.toSorted((a, b) => start(a) - start(b)).slice(0, limit);
}

function ComingUpItem({ item, light, now }: { item: Item; light: ReactNode; now?: Date }) {
  const { t, i18n } = useLingui();
  const { startsAt, timeZone } = item.moment;
  const city = zoneCity(timeZone);
  return (
    <article className="flex h-full gap-4 rounded-3xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/8 sm:p-5">
      <div className="aspect-square w-20 shrink-0 self-start overflow-hidden rounded-2xl bg-linear-to-br from-ocean-300 to-ocean-600 sm:w-24">
        {item.picture}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap gap-1.5">{item.badges}</div>
        <h3 className="text-base leading-snug font-semibold sm:text-lg">
          <Link to={item.href} className="hover:text-ocean-800 hover:underline">
            <span lang={item.lang} className={cn(item.cancelled && 'line-through decoration-2')}>
              {item.title}
            </span>
          </Link>
        </h3>
        <p className="text-sm font-semibold text-coral-600">
          <time dateTime={new Date(startsAt).toISOString()}>
            {formatCardWhen(i18n, startsAt, timeZone, now)}
          </time>{' '}
          <span className="font-medium text-muted">{t`${city} time`}</span>
        </p>
        <p className="flex items-start gap-1.5 text-sm text-muted">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">{item.place}</span>
        </p>
        {light}
      </div>
    </article>
  );
}

/** What is next for the member, soonest first, or `empty` when there is nothing yet. */
export function ComingUp({
  viewerId,
  limit,
  renderPicture,
  renderLight,
  empty,
  now,
}: ComingUpProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(myRsvpsQueryOptions(viewerId));

  if (query.isPending) return <MyEventListSkeleton label={t`Loading your plans`} />;
  if (query.isError) return <PlansLoadFailed onRetry={() => void query.refetch()} />;

  const items = nextUp(query.data, limit, i18n.locale, renderPicture);
  if (items.length === 0) return empty;
  return (
    <ul aria-label={t`Your next events and plans`} className="grid gap-3 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.key}>
          <ComingUpItem item={item} light={renderLight?.(item.moment)} now={now} />
        </li>
      ))}
    </ul>
  );
}
