import { useLingui } from '@lingui/react/macro';
import type { EventCard } from '@lineup/contracts';
import { textIn } from '@lineup/contracts/locales';
import CalendarIcon from 'lucide-react/icons/calendar';
import MapPinIcon from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RepeatsLine } from '@/components/ui/repeats-line';
import { cn } from '@/lib/cn';
import { formatCardWhen, zoneCity } from '@/lib/zoned-time';

type MyEventItemProps = {
  event: EventCard;
  /** Beside the title: status or answer. */
  badges?: ReactNode;
  /** Under the details: buttons for this event. */
  actions?: ReactNode;
  /** A line under the place, e.g. the counts. */
  meta?: ReactNode;
  /** The event's picture as Lineup shows it everywhere (its cover, or its category's art). */
  picture?: ReactNode;
  now?: Date;
};

export function placeLine(event: Pick<EventCard, 'venue' | 'area'>): string {
  if (!event.venue) return event.area.name;
  return event.venue.city && event.venue.city !== event.venue.name
    ? `${event.venue.name}, ${event.venue.city}`
    : event.venue.name;
}

/** One event in the member's own lists: picture, title, when (area time), where. */
export function MyEventItem({ event, badges, actions, meta, picture, now }: MyEventItemProps) {
  const { t, i18n } = useLingui();
  // The organiser's title in the page's language, when they gave one (docs/product.md §18).
  const title = textIn(
    { locale: event.locale, title: event.title },
    event.translations,
    i18n.locale,
  );
  const city = zoneCity(event.timeZone);
  const cancelled = event.status === 'cancelled';
  return (
    <article className="flex flex-col gap-4 rounded-3xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/8 sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 gap-4">
        <div className="aspect-video w-28 shrink-0 overflow-hidden rounded-2xl bg-linear-to-br from-ocean-300 to-ocean-600 sm:w-36">
          {picture ??
            (event.imageUrl ? (
              <img
                src={event.imageUrl}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                className="size-full object-cover"
              />
            ) : (
              <div className="flex size-full items-center justify-center text-ocean-50">
                <CalendarIcon aria-hidden="true" className="size-7" />
              </div>
            ))}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {badges ? <div className="flex flex-wrap gap-1.5">{badges}</div> : null}
          <h3 className="text-base leading-snug font-semibold sm:text-lg">
            <Link to={event.path} className="hover:text-ocean-800 hover:underline">
              <span lang={title.locale} className={cn(cancelled && 'line-through decoration-2')}>
                {title.title}
              </span>
            </Link>
          </h3>
          <p className="text-sm font-semibold text-coral-600">
            <time dateTime={new Date(event.startDate).toISOString()}>
              {formatCardWhen(i18n, event.startDate, event.timeZone, now)}
            </time>{' '}
            <span className="font-medium text-muted">{t`${city} time`}</span>
          </p>
          {event.repeatRule ? <RepeatsLine rule={event.repeatRule} /> : null}
          <p className="flex items-start gap-1.5 text-sm text-muted">
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">{placeLine(event)}</span>
          </p>
          {meta ? <div className="text-sm font-medium text-ink/80">{meta}</div> : null}
        </div>
      </div>
      {actions ? (
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:max-w-xs sm:justify-end">
          {actions}
        </div>
      ) : null}
    </article>
  );
}

export function MyEventListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-28 animate-pulse rounded-3xl bg-sand-200/70 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
