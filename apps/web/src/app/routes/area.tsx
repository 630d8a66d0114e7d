import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CheckIcon from 'lucide-react/icons/check';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAreas } from '@/features/areas/api/areas-query';
import { areaDescription } from '@/features/areas/area-directory';
import { useAreaLocation } from '@/features/areas/area-location';
import { EventFeedLinks } from '@/features/areas/components/event-feed-links';
import { EventList } from '@/features/events/components/event-list';
import { areasQueryOptions } from '@/features/areas/api/areas-query';
import { eventListInfiniteOptions } from '@/features/events/api/events-queries';
import { nameOfCountry } from '@/lib/country-names';
import type { PageHandle } from '../page-handle';
import { cleanSwellDays } from '../clean-swell-slot';
import { pageLoader } from '../page-loader';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';
import { WhileYoureInSlot } from '../while-youre-in-slot';

export const handle: PageHandle = { serverRendered: true };

export const loader = pageLoader(({ queryClient, url }) => {
  const slug = url.pathname.split('/')[1] ?? '';
  return Promise.all([
    queryClient.ensureQueryData(areasQueryOptions()),
    queryClient.ensureInfiniteQueryData(eventListInfiniteOptions({ area: slug })),
  ]);
});

/**
 * An area page (`/portugal-ericeira-area`, and any path below it): the area's upcoming events.
 * Every active area of the database has one; its slug ends in `-area` (`isAreaSlug`).
 */
// The map and MapLibre load when someone opens the map: no part of the page's first load.
const EventsMap = lazy(() =>
  import('@/features/events/components/events-map').then((module) => ({
    default: module.EventsMap,
  })),
);

export function Component() {
  const { t, i18n } = useLingui();
  const slug = useLocation().pathname.split('/')[1] ?? '';
  const areas = useAreas();
  const { selectedArea, selectArea } = useAreaLocation();
  // The map and the view it gives the list are this visit's, never the page's address.
  const [mapOpen, setMapOpen] = useState(false);
  const [bbox, setBbox] = useState<string | undefined>();
  const live = areas.data?.find((area) => area.slug === slug);
  // An area switched off by an admin, or one that never was, has no page.
  if (areas.data && !live) return <NotFoundPage />;

  const name = live?.name;
  const country = live?.country ? nameOfCountry(i18n, live.country) : undefined;
  const isSelected = selectedArea?.slug === slug;
  const filters = { area: slug, ...(mapOpen && bbox ? { bbox } : {}) };
  const count = live?.upcomingEventCount ?? 0;

  return (
    <PageLayout
      title={
        name
          ? country
            ? `${name}, ${country}`
            : name
          : t({ message: 'Area', comment: "An area page's title before it has loaded" })
      }
      eyebrow={
        live?.countrySlug ? (
          <Link to={`/${live.countrySlug}`} className="hover:underline">
            {country}
          </Link>
        ) : (
          country
        )
      }
      heading={name ?? <Skeleton className="h-11 w-60" />}
      description={live ? areaDescription(i18n, live) : null}
      actions={
        live ? (
          isSelected ? (
            <p className="inline-flex h-11 items-center gap-2 rounded-full bg-ocean-100 px-5 text-sm font-semibold text-ocean-800">
              <CheckIcon aria-hidden="true" className="size-4" />
              {t`Your area`}
            </p>
          ) : (
            <Button variant="outline" onClick={() => selectArea(live)}>
              <MapPinIcon aria-hidden="true" />
              {t`Make ${name} my area`}
            </Button>
          )
        ) : null
      }
    >
      {live ? <WhileYoureInSlot area={live.slug} className="mb-10" /> : null}
      <section aria-labelledby="area-events">
        <div className="mb-5 flex items-end justify-between gap-4">
          <h2 id="area-events" className="text-2xl font-bold">
            {t`Upcoming events`}
          </h2>
          <div className="flex items-center gap-3">
            {live ? (
              <p className="text-sm text-muted">
                {i18n._({
                  ...msg`{count, plural, one {# upcoming event} other {# upcoming events}}`,
                  values: { count },
                })}
              </p>
            ) : null}
            <Button
              variant={mapOpen ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={mapOpen}
              onClick={() => {
                setMapOpen(!mapOpen);
                setBbox(undefined);
              }}
            >
              {t({ message: 'Map', comment: 'Button: show the events on a map' })}
            </Button>
          </div>
        </div>
        {mapOpen ? (
          <Suspense fallback={null}>
            <EventsMap
              filters={filters}
              center={
                live?.latitude != null && live.longitude != null
                  ? { latitude: live.latitude, longitude: live.longitude }
                  : undefined
              }
              onViewChange={setBbox}
              className="mb-6 h-72 lg:h-96"
            />
          </Suspense>
        ) : null}
        <EventList
          filters={filters}
          area={live}
          renderDayBadge={typeof live?.facing === 'number' ? cleanSwellDays(live) : undefined}
          hideArea
          label={name ? t`Upcoming events in ${name}` : t`Upcoming events`}
          emptyTitle={t`No upcoming events yet`}
          emptyText={t`New events appear here as soon as they are published.`}
        />
        {live ? <EventFeedLinks scope={{ area: live.slug }} name={live.name} /> : null}
      </section>
    </PageLayout>
  );
}
