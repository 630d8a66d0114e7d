import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EventDetail } from '@lineup/contracts';
import BanIcon from 'lucide-react/icons/ban';
import CalendarPlusIcon from 'lucide-react/icons/calendar-plus';
import ClockIcon from 'lucide-react/icons/clock';
import DownloadIcon from 'lucide-react/icons/download';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import GlobeIcon from 'lucide-react/icons/globe';
import MapPinIcon from 'lucide-react/icons/map-pin';
import TagIcon from 'lucide-react/icons/tag';
import TicketIcon from 'lucide-react/icons/ticket';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { PlaceMap, useOpenInMapsHref } from '@/components/ui/map/place-map';
import { cn } from '@/lib/cn';
import { eventCalendarFileUrl } from '../api/events-queries';
import { categoryStyle } from '../lib/category-style';
import { formatEventWhen, isoInstant } from '@/lib/zoned-time';
import { googleCalendarHref, mapsHref, safeHref, streetAddress } from '../lib/event-links';
import { useShownText } from '../hooks/use-shown-text';
import { LinkifiedText } from '../lib/linkified-text';
import { countsLine } from './event-card';
import { EventCover } from './event-cover';
import { EventDaylight } from './event-daylight';
import { EventRsvpSlot } from './event-rsvp-slot';
import { EventSessions } from './event-sessions';
import { EventTranslationNote } from './event-translation-note';
import { ShareEventButton } from './share-event-button';

export const CANCELLED_BANNER_TEXT = msg`This event has been cancelled.`;

/** How many going members show as faces before "and N more". */
const GOING_FACES = 12;

/**
 * The cover's width in the article (72rem less its padding, less the 22rem side column from lg
 * up), so the browser takes the 640 px card size wherever that is sharp enough.
 */
const HERO_SIZES =
  '(min-width: 72rem) 44.5rem, (min-width: 64rem) calc(100vw - 27.5rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)';

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        'rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6',
        className,
      )}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What the app composes into the event page from other features (docs/product.md §14). */
type EventDetailParts = {
  /** Under the RSVP: an invitation to co-host, or the hosts' tools. */
  hostPanel?: ReactNode;
  /** The hosts' announcements, for the event's guests and hosts. */
  announcements?: ReactNode;
  /** Who hosts the event, in place of its organiser alone. */
  hosts?: ReactNode;
  /** The sea at the start hour, for an area on the coast (docs/product.md §16). */
  sea?: ReactNode;
  /** The event's photos, once it has started (docs/product.md §15). */
  photos?: ReactNode;
  /** The event's discussion, after everything about the event itself. */
  discussion?: ReactNode;
  /** "Report this event", for members who do not host it (docs/product.md §15). */
  report?: ReactNode;
};

/** The event page's content (docs/product.md "Event"); `pageUrl` is its absolute canonical address. */
export function EventDetailView({
  event,
  pageUrl,
  hostPanel,
  announcements,
  hosts,
  sea,
  photos,
  discussion,
  report,
}: { event: EventDetail; pageUrl: string } & EventDetailParts) {
  const { t, i18n } = useLingui();
  const shown = useShownText(event);
  const style = categoryStyle(event.category);
  const when = formatEventWhen(i18n, event.startDate, event.endDate, event.timeZone);
  const cancelled = event.status === 'cancelled';
  const website = safeHref(event.venue?.website);
  const placeName = event.venue?.name ?? event.specificVenue ?? event.area.name;
  const openInMaps = useOpenInMapsHref(event.location, placeName, mapsHref(event));
  const external = safeHref(event.externalUrl);
  const otherGoing = Math.max(
    event.goingCount - Math.min(event.goingMembers.length, GOING_FACES),
    0,
  );

  return (
    <article className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      {cancelled ? (
        <div
          role="status"
          className="mb-6 flex items-center gap-3 rounded-2xl bg-coral-700 px-5 py-4 font-semibold text-white shadow-soft"
        >
          <BanIcon aria-hidden="true" className="size-5 shrink-0" />
          <p>
            {i18n._(CANCELLED_BANNER_TEXT)}{' '}
            <span className="font-normal text-coral-100">
              {t`The page stays up so everyone who planned to go can see it.`}
            </span>
          </p>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="overflow-hidden rounded-3xl shadow-soft ring-1 ring-ocean-900/8">
            <EventCover
              imageUrl={event.imageUrl}
              category={event.category}
              width={1200}
              height={630}
              aspect="wide"
              sizes={HERO_SIZES}
              priority
            />
          </div>

          <header>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className={cn('rounded-full px-2.5 py-1 font-semibold', style.chip)}>
                {i18n._(style.label)}
              </span>
              {event.vibe ? (
                <span className="rounded-full bg-sand-100 px-2.5 py-1 font-medium text-sand-900 ring-1 ring-sand-200 ring-inset">
                  {event.vibe}
                </span>
              ) : null}
              <Link
                to={`/${event.area.slug}`}
                className="font-semibold text-coral-600 hover:underline"
              >
                {event.area.name}, {event.area.country}
              </Link>
            </p>
            <h1
              lang={shown.text.locale}
              className={cn(
                'mt-3 text-3xl font-bold sm:text-4xl lg:text-5xl lg:leading-[1.05]',
                cancelled && 'line-through decoration-coral-600 decoration-4',
              )}
            >
              {shown.text.title}
            </h1>
            {shown.translation ? (
              <EventTranslationNote
                originalLocale={event.locale}
                showOriginal={shown.showOriginal}
                onShowOriginal={shown.setShowOriginal}
              />
            ) : null}
            <p className="mt-3 text-base font-medium text-ink/80">
              {countsLine(i18n, event.goingCount, event.interestedCount)}
            </p>
          </header>

          <EventRsvpSlot event={event} />

          {hostPanel}

          {event.series ? <EventSessions event={event} series={event.series} /> : null}

          {shown.text.description ? (
            <Section title={t`About this event`}>
              <p
                lang={shown.text.locale}
                className="leading-relaxed break-words whitespace-pre-line text-ink/90"
              >
                <LinkifiedText text={shown.text.description} />
              </p>
            </Section>
          ) : null}

          {announcements}

          {photos}

          {event.tags.length > 0 ? (
            <ul aria-label={t`Tags`} className="flex flex-wrap gap-2">
              {event.tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1 rounded-full bg-ocean-50 px-3 py-1 text-sm font-medium text-ocean-800"
                >
                  <TagIcon aria-hidden="true" className="size-3.5" />
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}

          <Section title={t`Who's going`}>
            {event.goingMembers.length > 0 ? (
              <ul
                aria-label={t({ message: 'Going', comment: 'The members going to an event' })}
                className="flex flex-wrap gap-3"
              >
                {event.goingMembers.slice(0, GOING_FACES).map((member) => (
                  <li key={member.id}>
                    <Link
                      to={`/user/${member.id}`}
                      className="flex w-16 flex-col items-center gap-1 text-center text-xs font-medium hover:text-ocean-800"
                    >
                      <span aria-hidden="true">
                        <Avatar name={member.username} src={member.avatarUrl} size="lg" />
                      </span>
                      <span className="w-full truncate">{member.username}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">
                {event.goingCount > 0
                  ? t`The people going keep their plans to themselves.`
                  : t`Nobody has said they are going yet.`}
              </p>
            )}
            {otherGoing > 0 && event.goingMembers.length > 0 ? (
              <p className="mt-3 text-sm text-muted">
                {i18n._({
                  ...msg`{otherGoing, plural, one {and # more} other {and # more}}`,
                  values: { otherGoing },
                })}
              </p>
            ) : null}
          </Section>
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <Section title={t({ message: 'When', comment: 'Heading: when an event takes place' })}>
            <p className="flex items-start gap-2.5">
              <ClockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              <span>
                <time dateTime={isoInstant(event.startDate)} className="block font-semibold">
                  {when.date}
                </time>
                <span className="block">{when.time}</span>
                <span className="block text-sm text-muted">{when.zone}</span>
              </span>
            </p>
            <EventDaylight event={event} />
            <div className="mt-4 flex flex-col gap-2">
              <a
                href={eventCalendarFileUrl(event.id)}
                download={`${event.slug}.ics`}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                <DownloadIcon aria-hidden="true" />
                {t`Download .ics`}
              </a>
              <a
                href={googleCalendarHref(event, t`Details and who is going: ${pageUrl}`)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                <CalendarPlusIcon aria-hidden="true" />
                {t`Add to Google Calendar`}
              </a>
            </div>
          </Section>

          {sea}

          <Section title={t({ message: 'Where', comment: 'Heading: where an event takes place' })}>
            <p className="flex items-start gap-2.5">
              <MapPinIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              <span className="min-w-0">
                <span className="block font-semibold">
                  {event.venue?.path ? (
                    <Link to={event.venue.path} className="text-ocean-700 hover:underline">
                      {event.venue.name}
                    </Link>
                  ) : (
                    (event.venue?.name ?? event.specificVenue ?? event.area.name)
                  )}
                </span>
                <span className="block text-sm text-muted">{streetAddress(event)}</span>
              </span>
            </p>
            {event.location ? (
              <PlaceMap point={event.location} name={placeName} className="mt-4 h-48" />
            ) : null}
            <div className="mt-4 flex flex-col gap-2">
              <a
                href={openInMaps}
                target={openInMaps.startsWith('http') ? '_blank' : undefined}
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                <MapPinIcon aria-hidden="true" />
                {t`Open in maps`}
              </a>
              {website ? (
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                >
                  <GlobeIcon aria-hidden="true" />
                  {t`Venue website`}
                </a>
              ) : null}
            </div>
          </Section>

          {event.priceText || external ? (
            <Section title={t`Tickets`}>
              {event.priceText ? (
                <p className="flex items-center gap-2.5 font-semibold">
                  <TicketIcon aria-hidden="true" className="size-5 text-ocean-700" />
                  {event.priceText}
                </p>
              ) : null}
              {external ? (
                <a
                  href={external}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                  className={cn(
                    buttonVariants({ variant: 'secondary', size: 'sm' }),
                    'mt-3 w-full',
                  )}
                >
                  <ExternalLinkIcon aria-hidden="true" />
                  {t`More information`}
                </a>
              ) : null}
            </Section>
          ) : null}

          {hosts ? (
            hosts
          ) : event.creator ? (
            <Section title={t`Organised by`}>
              <Link
                to={`/user/${event.creator.id}`}
                className="flex items-center gap-3 rounded-2xl font-semibold hover:text-ocean-800"
              >
                <span aria-hidden="true">
                  <Avatar name={event.creator.username} src={event.creator.avatarUrl} />
                </span>
                {event.creator.username}
              </Link>
            </Section>
          ) : null}

          <ShareEventButton title={shown.text.title} url={pageUrl} className="w-full" />
          {report ? <div className="flex justify-center">{report}</div> : null}
        </aside>
      </div>

      {discussion ? (
        // Below the side column on a phone too, so when and where come before the talk.
        <div className="mt-6 grid lg:mt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <div className="min-w-0">{discussion}</div>
        </div>
      ) : null}
    </article>
  );
}

export function EventDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading event`}
      className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="flex flex-col gap-6">
          <div className="aspect-[40/21] w-full animate-pulse rounded-3xl bg-sand-200/70" />
          <div className="h-6 w-40 animate-pulse rounded-full bg-sand-200/70" />
          <div className="h-12 w-4/5 animate-pulse rounded-2xl bg-sand-200/70" />
        </div>
        <div className="flex flex-col gap-4">
          <div className="h-48 animate-pulse rounded-3xl bg-sand-200/70" />
          <div className="h-40 animate-pulse rounded-3xl bg-sand-200/70" />
        </div>
      </div>
    </div>
  );
}
