import { useLingui } from '@lingui/react/macro';
import type { EventDetail } from '@lineup/contracts';
import { textIn } from '@lineup/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/auth-context';
import {
  eventByPathQueryOptions,
  eventResolveQueryOptions,
  isNotFound,
} from '@/features/events/api/events-queries';
import {
  EventDetailSkeleton,
  EventDetailView,
} from '@/features/events/components/event-detail-view';
import { ListError } from '@/features/events/components/list-states';
import { eventHostsQueryOptions } from '@/features/hosts/api/hosts-api';
import { EventHostsList } from '@/features/hosts/components/event-hosts';
import { useEventViewBeacon } from '@/features/guests/use-event-view-beacon';
import { useNow } from '@/lib/render-time';
import { useSiteOrigin } from '@/lib/site-origin';
import { DiscussionSlot } from '../discussion-slot';
import { SeaSlot } from '../sea-slot';
import { NotFoundPage } from '../not-found-page';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { PageTitle } from '../shell/page-title';

export const handle: PageHandle = { serverRendered: true };

// A member's parts of the page load with it, never for a visitor.
const EventHostPanel = lazy(() =>
  import('@/features/hosts/components/event-hosts').then((module) => ({
    default: module.EventHostPanel,
  })),
);
const EventAnnouncements = lazy(() =>
  import('@/features/announcements/components/event-announcements').then((module) => ({
    default: module.EventAnnouncements,
  })),
);

// The album's code loads only for an event that has started (docs/product.md §15).
const EventPhotos = lazy(() =>
  import('@/features/photos/components/event-photos').then((module) => ({
    default: module.EventPhotos,
  })),
);
const ReportButton = lazy(() =>
  import('@/features/reports/components/report-dialog').then((module) => ({
    default: module.ReportButton,
  })),
);

/** Hosts and guests read the hosts' announcements (docs/product.md §14). */
function readsAnnouncements(event: EventDetail): boolean {
  const host = event.hostRole === 'owner' || event.hostRole === 'host';
  return host || (event.myRsvp !== null && event.myRsvp !== 'declined');
}

/** The canonical address only: the server answers the others with a redirect before any render. */
export const loader = pageLoader(async ({ queryClient, viewer, params }) => {
  const { countryName, citySlug, slug } = params;
  if (!countryName || !citySlug || !slug) return;
  const found = await queryClient.ensureQueryData(
    eventByPathQueryOptions(countryName, citySlug, slug, viewer.id),
  );
  // Who hosts it shows with the page, rendered on the server too; without it, the page still does.
  if (found.kind === 'event') {
    await queryClient.prefetchQuery(eventHostsQueryOptions(found.event.id, viewer.id));
  }
});

/**
 * Every event URL form of docs/product.md §2 lands here. The canonical one, `/:country/:city/events/:slug`,
 * shows the event; the others (`events/event/:id`, `events/:destination/:slug`,
 * `events/:identifier`) and old slugs ask the API where the event lives and replace the URL.
 */
export function Component() {
  const { countryName, citySlug, slug } = useParams();
  if (countryName && citySlug && slug) {
    return <CanonicalEvent country={countryName} city={citySlug} slug={slug} />;
  }
  return <ResolveEventPath />;
}

function CanonicalEvent({ country, city, slug }: { country: string; city: string; slug: string }) {
  const { t, i18n } = useLingui();
  const { search, hash } = useLocation();
  const origin = useSiteOrigin();
  const viewerId = useCurrentUser()?.id ?? null;
  const now = useNow();
  const query = useQuery({
    ...eventByPathQueryOptions(country, city, slug, viewerId),
    // The visitor's copy of this event stays on screen while the member's own is read; another
    // event's never stands in for this one.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.slice(2, 5).join('/') === [country, city, slug].join('/')
        ? previous
        : undefined,
  });

  // Counted once per opening for the hosts' dashboard (docs/product.md §14).
  useEventViewBeacon(query.data?.kind === 'event' ? query.data.event.id : null);

  if (query.isPending) return <EventDetailSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return <EventError onRetry={() => void query.refetch()} />;
  }
  if (query.data.kind === 'redirect') {
    return <Navigate to={query.data.path + search + hash} replace />;
  }
  const { event } = query.data;
  const { title } = textIn(
    { locale: event.locale, title: event.title },
    event.translations,
    i18n.locale,
  );
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <EventDetailView
        event={event}
        pageUrl={new URL(event.path, origin).href}
        hosts={<EventHostsList event={event} viewerId={viewerId} />}
        hostPanel={
          viewerId ? (
            <Suspense fallback={null}>
              <EventHostPanel event={event} viewerId={viewerId} />
            </Suspense>
          ) : null
        }
        report={
          // Members report what they do not host (docs/product.md §15).
          viewerId && !event.canEdit && event.hostRole === null ? (
            <Suspense fallback={null}>
              <ReportButton kind="event" id={event.id} label={t`Report this event`} />
            </Suspense>
          ) : null
        }
        announcements={
          viewerId && readsAnnouncements(event) ? (
            <Suspense fallback={null}>
              <EventAnnouncements event={event} viewerId={viewerId} />
            </Suspense>
          ) : null
        }
        sea={
          event.status === 'cancelled' ? null : (
            <SeaSlot subject={{ kind: 'event', id: event.id }} timeZone={event.timeZone} />
          )
        }
        photos={
          new Date(event.startDate) <= now ? (
            <Suspense fallback={null}>
              <EventPhotos
                event={event}
                viewerId={viewerId}
                report={(photo) => (
                  <Suspense fallback={null}>
                    <ReportButton
                      kind="photo"
                      id={photo.id}
                      label={t({ message: 'Report', comment: 'Button: report a photo' })}
                    />
                  </Suspense>
                )}
              />
            </Suspense>
          ) : null
        }
        discussion={<DiscussionSlot thread={{ kind: 'event', id: event.id }} />}
      />
    </>
  );
}

function ResolveEventPath() {
  const { pathname, search, hash } = useLocation();
  const query = useQuery(eventResolveQueryOptions(pathname));

  if (query.isPending) return <EventDetailSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return <EventError onRetry={() => void query.refetch()} />;
  }
  return <Navigate to={query.data.path + search + hash} replace />;
}

/** An event that could not be loaded, with a way to try again. */
function EventError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <PageTitle>
        {t({ message: 'Event', comment: "The page's title when the event did not load" })}
      </PageTitle>
      <ListError message={t`This event could not be loaded.`} onRetry={onRetry} />
    </div>
  );
}
