import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventCard as EventCardData } from '@lineup/contracts';
import { textIn } from '@lineup/contracts/locales';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { Link } from 'react-router';
import { RepeatsLine } from '@/components/ui/repeats-line';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/i18n-locale';
import { useNow } from '@/lib/render-time';
import { categoryStyle } from '../lib/category-style';
import { formatCardWhen, isoInstant, zoneCity } from '@/lib/zoned-time';
import { EventCover } from './event-cover';
import { EventCardRsvpSlot } from './event-rsvp-slot';
import { LightBadge } from './light-badge';

type EventCardProps = {
  event: EventCardData;
  /** Set on the one card whose picture may be the largest thing on the first screen. */
  priority?: boolean;
  /** Set on lists of one area, where repeating the area on every card is noise. */
  hideArea?: boolean;
  /** The title's heading level: 4 under a day heading. */
  titleLevel?: 3 | 4;
  className?: string;
  now?: Date;
};

/**
 * The picture's width on a card: a thumbnail beside the text on phones, then one of event-grid's
 * two or three columns, at most a third of the pages' 80rem.
 */
const COVER_SIZES =
  '(min-width: 80rem) 25rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 6rem';

const mentions = (text: string, name: string) =>
  text.toLocaleLowerCase().includes(name.toLocaleLowerCase());

/**
 * Where an event is, each place named once: "Koffiebar Duinroos, Zandvoort", then the area when
 * it adds something ("Ribeira Surf Club, Ericeira" needs no "· Ericeira"; "Praia do Sul,
 * Ribamar · Ericeira" does).
 */
export function placeLine(
  event: Pick<EventCardData, 'venue' | 'area'>,
  options: { hideArea?: boolean | undefined } = {},
): string {
  if (!event.venue) return event.area.name;
  const { name, city } = event.venue;
  const venue = city && !mentions(name, city) ? `${name}, ${city}` : name;
  return options.hideArea || mentions(venue, event.area.name)
    ? venue
    : `${venue} · ${event.area.name}`;
}

/** "3 going · 5 interested" on a card and on the event page. */
export function countsLine(i18n: I18n, going: number, interested: number): string {
  const goingText = i18n._({
    ...msg({
      message: '{going, plural, one {# going} other {# going}}',
      comment: 'How many members said they are going to an event',
    }),
    values: { going },
  });
  const interestedText = i18n._({
    ...msg({
      message: '{interested, plural, one {# interested} other {# interested}}',
      comment: 'How many members said they are interested in an event',
    }),
    values: { interested },
  });
  return `${goingText} · ${interestedText}`;
}

/** "2.1 km" from here (one decimal under 10 km), in the page's language. */
export function formatDistance(i18n: I18n, km: number): string {
  const digits = km < 10 ? 1 : 0;
  return new Intl.NumberFormat(intlLocale(i18n.locale), {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(km);
}

const CANCELLED = msg({ message: 'Cancelled', comment: 'An event that will not take place' });

/**
 * A card in an event list: picture, when (in the area's zone) and its light, how it repeats,
 * where, category, RSVP counts.
 */
export function EventCard({
  event,
  priority,
  hideArea,
  titleLevel = 3,
  className,
  now: givenNow,
}: EventCardProps) {
  const { t, i18n } = useLingui();
  const clock = useNow();
  const now = givenNow ?? clock;
  const style = categoryStyle(event.category);
  const cancelled = event.status === 'cancelled';
  const Title = titleLevel === 4 ? 'h4' : 'h3';
  const city = zoneCity(event.timeZone);
  // The organiser's title in the reader's language, when they gave one (docs/product.md §18).
  const title = textIn(
    { locale: event.locale, title: event.title },
    event.translations,
    i18n.locale,
  );
  return (
    <article
      className={cn(
        // Phones get a compact row (picture beside the text) so a screen holds several events.
        'group relative flex flex-wrap overflow-hidden rounded-3xl bg-surface shadow-soft ring-1 ring-ocean-900/8 transition-[box-shadow,transform] duration-200 focus-within:ring-2 focus-within:ring-ocean-500 hover:-translate-y-0.5 hover:shadow-lift sm:flex-col sm:flex-nowrap',
        className,
      )}
    >
      <div className="relative w-24 shrink-0 sm:w-auto">
        <EventCover
          imageUrl={event.imageUrl}
          category={event.category}
          width={640}
          height={360}
          sizes={COVER_SIZES}
          priority={priority}
          className="max-sm:absolute max-sm:inset-0 max-sm:aspect-auto max-sm:h-full"
        />
        <span
          className={cn(
            'absolute top-3 left-3 inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold shadow-soft max-sm:hidden',
            style.chip,
          )}
        >
          {i18n._(style.label)}
        </span>
        {cancelled ? (
          <span className="absolute top-3 right-3 rounded-full bg-coral-700 px-2.5 py-1 text-xs font-semibold text-white max-sm:hidden">
            {i18n._(CANCELLED)}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3.5 sm:gap-1.5 sm:p-5">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase sm:hidden">
          {i18n._(style.label)}
          {cancelled ? <span className="text-coral-700"> · {i18n._(CANCELLED)}</span> : null}
        </p>
        <p className="text-sm font-semibold text-coral-600">
          <time dateTime={isoInstant(event.startDate)}>
            {formatCardWhen(i18n, event.startDate, event.timeZone, now)}
          </time>{' '}
          <span className="font-medium text-muted">{t`${city} time`}</span>
          {event.light ? (
            <LightBadge light={event.light} className="ml-2 align-text-bottom" />
          ) : null}
        </p>
        {event.repeatRule ? <RepeatsLine rule={event.repeatRule} /> : null}
        <Title className="text-base leading-snug font-semibold sm:text-lg">
          <Link
            to={event.path}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-ocean-800"
          >
            <span lang={title.locale} className={cn(cancelled && 'line-through decoration-2')}>
              {title.title}
            </span>
          </Link>
        </Title>
        <p className="flex items-start gap-1.5 text-sm text-muted">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">
            {placeLine(event, { hideArea })}
            {typeof event.distanceKm === 'number' ? (
              // "Near me": how far it is (docs/product.md §17).
              <span className="font-semibold text-ink/80">
                {' · '}
                {formatDistance(i18n, event.distanceKm)}
              </span>
            ) : null}
          </span>
        </p>
        <p className="mt-auto pt-1 text-sm font-medium text-ink/80 sm:pt-2">
          {countsLine(i18n, event.goingCount, event.interestedCount)}
        </p>
      </div>
      {/* On a phone the buttons take the card's whole width, under the picture too, so their
          labels fit down to 320 px. */}
      <div className="-mt-1.5 basis-full px-3.5 pb-3.5 empty:hidden sm:-mt-3 sm:px-5 sm:pb-5">
        <EventCardRsvpSlot event={event} />
      </div>
    </article>
  );
}

/** The card's shape while its data loads: same size, so nothing jumps when it arrives. */
export function EventCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex overflow-hidden rounded-3xl bg-surface shadow-soft ring-1 ring-ocean-900/8 sm:flex-col"
    >
      <div className="w-24 shrink-0 animate-pulse bg-sand-200/70 motion-reduce:animate-none sm:aspect-video sm:w-full" />
      <div className="flex flex-1 flex-col gap-2.5 p-3.5 sm:p-5">
        <div className="h-4 w-1/3 animate-pulse rounded-lg bg-sand-200/70" />
        <div className="h-6 w-4/5 animate-pulse rounded-lg bg-sand-200/70" />
        <div className="h-4 w-1/2 animate-pulse rounded-lg bg-sand-200/70" />
        <div className="mt-2 h-4 w-2/5 animate-pulse rounded-lg bg-sand-200/70" />
      </div>
    </div>
  );
}
