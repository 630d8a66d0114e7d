import { useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { useAreas } from '@/features/areas/api/areas-query';
import { ALL_AREAS_LABEL, useAreaLocation } from '@/features/areas/area-location';
import { DiscoverFiltersBar } from '@/features/events/components/discover-filters-bar';
import { EventList } from '@/features/events/components/event-list';
import { NearMeButton } from '@/features/events/components/near-me-button';
import {
  ALL_AREAS_PARAM,
  effectiveAreaSlug,
  hasActiveFilters,
  readDiscoverFilters,
  toListFilters,
  unknownArea,
  withKnownArea,
  writeDiscoverFilters,
  type DiscoverFilters,
} from '@/features/events/lib/discover-filters';
import { areasQueryOptions } from '@/features/areas/api/areas-query';
import { eventListInfiniteOptions } from '@/features/events/api/events-queries';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import type { PreserveScrollState } from '../shell/scroll-to-top';
import { cleanSwellDays } from '../clean-swell-slot';
import { FollowedCrewsSlot } from '../followed-crews-slot';
import { PageLayout } from '../shell/page-layout';

const keepScroll: PreserveScrollState = { preserveScroll: true };

// The map and MapLibre load when someone opens the map: no part of the page's first load.
const EventsMap = lazy(() =>
  import('@/features/events/components/events-map').then((module) => ({
    default: module.EventsMap,
  })),
);

/** The cursor a page of Discover starts after: "Load more" without the app's scripts. */
const AFTER_PARAM = 'after';

export const handle: PageHandle = { serverRendered: true };

/** The areas and the list; on the server, for a visitor with no area chosen: the link's filters alone. */
export const loader = pageLoader(async ({ queryClient, url, viewer }) => {
  const areas = await queryClient.ensureQueryData(areasQueryOptions());
  const filters = toListFilters(
    withKnownArea(readDiscoverFilters(url.searchParams), areas),
    viewer.area?.slug ?? null,
  );
  const after = url.searchParams.get(AFTER_PARAM) ?? undefined;
  await queryClient.ensureInfiniteQueryData(eventListInfiniteOptions(filters, undefined, after));
});

/**
 * Discover (`/events`): upcoming published events, filtered by area, dates, light and category;
 * one area's under day headings with their sunrise and sunset.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkFilters = useMemo(() => readDiscoverFilters(searchParams), [searchParams]);
  const after = searchParams.get(AFTER_PARAM) ?? undefined;
  const pageFields = useMemo(
    () => Object.fromEntries([...searchParams].filter(([name]) => name !== AFTER_PARAM)),
    [searchParams],
  );
  const { t, i18n } = useLingui();
  const { selectedArea, isRestoring, selectArea, clearArea } = useAreaLocation();
  const areas = useAreas();
  // A link to an area Lineup does not have shows every area, and says so.
  const missingArea = unknownArea(linkFilters, areas.data);
  const filters = useMemo(() => withKnownArea(linkFilters, areas.data), [linkFilters, areas.data]);
  const selectedSlug = selectedArea?.slug ?? null;
  const areaSlug = effectiveAreaSlug(filters, selectedSlug);
  const listArea =
    areaSlug === undefined ? undefined : areas.data?.find((a) => a.slug === areaSlug);
  const areaName =
    areaSlug === undefined
      ? i18n._(ALL_AREAS_LABEL)
      : (listArea?.name ?? (selectedArea?.slug === areaSlug ? selectedArea.name : null));

  const discover = t({ message: 'Discover', comment: 'The page that lists upcoming events' });

  // "Near me" and the map's view belong to this visit of the page, never to its address.
  const [near, setNear] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [bbox, setBbox] = useState<string | undefined>();
  const listFilters = {
    ...toListFilters(filters, selectedSlug),
    ...(near ? { near } : {}),
    ...(mapOpen && bbox ? { bbox } : {}),
  };

  const update = (next: DiscoverFilters) => {
    // A filtered list is meant to be shared: the area goes into the link as well. Choosing an
    // area here chooses it everywhere (the header, the next visit), like the header's picker.
    const area = next.area ?? selectedSlug ?? ALL_AREAS_PARAM;
    if (area !== (selectedSlug ?? ALL_AREAS_PARAM)) {
      const chosen = areas.data?.find((candidate) => candidate.slug === area);
      if (area === ALL_AREAS_PARAM) clearArea();
      else if (chosen) selectArea(chosen);
    }
    setSearchParams(writeDiscoverFilters({ ...next, area }), {
      replace: true,
      preventScrollReset: true,
      state: keepScroll,
    });
  };

  // One current area: the header's choice and the link's `area` are kept equal. When the choice
  // changes (the header, another tab), the link follows; when the link changes (arriving from a
  // shared link, the back button), the choice follows, once the active areas are known.
  const linkArea = linkFilters.area;
  const previous = useRef<{ slug: string | null } | null>(null);
  useEffect(() => {
    if (isRestoring || !areas.data) return;
    const before = previous.current;
    previous.current = { slug: selectedSlug };
    const current = selectedSlug ?? ALL_AREAS_PARAM;
    if (linkArea === null || linkArea === current) return;
    if (before && before.slug !== selectedSlug) {
      const next = new URLSearchParams(searchParams);
      next.set('area', current);
      setSearchParams(next, { replace: true, preventScrollReset: true, state: keepScroll });
    } else if (linkArea === ALL_AREAS_PARAM) {
      clearArea();
    } else {
      const named = areas.data.find((area) => area.slug === linkArea);
      if (named) selectArea(named);
    }
  }, [
    linkArea,
    selectedSlug,
    isRestoring,
    areas.data,
    searchParams,
    setSearchParams,
    selectArea,
    clearArea,
  ]);

  return (
    <PageLayout
      title={areaName && areaSlug ? t`Discover · ${areaName}` : discover}
      eyebrow={areaName ?? discover}
      heading={t`Discover events`}
      description={
        areaSlug && areaName
          ? t`Surf sessions, beach parties, markets and meetups in ${areaName}, soonest first.`
          : t`Surf sessions, beach parties, markets and meetups in every Lineup town, soonest first.`
      }
      actions={
        // Beside the heading, so the first events still show under the filters at 1280 × 800.
        <div className="flex flex-wrap items-center gap-2">
          <NearMeButton near={near} onChange={setNear} />
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
          <LinkButton to="/search" variant="outline">
            <SearchIcon aria-hidden="true" />
            {t({ message: 'Search', comment: 'Link to the search page' })}
          </LinkButton>
        </div>
      }
    >
      <DiscoverFiltersBar
        filters={filters}
        areaSlug={areaSlug}
        areas={areas.data ?? []}
        onChange={update}
      />
      {missingArea ? (
        <Alert className="mt-6" title={t`No such area`}>
          {t`Lineup has no area called “${missingArea}”, so these are the events in every area.`}
        </Alert>
      ) : null}
      <FollowedCrewsSlot className="mt-8" />
      <section
        aria-labelledby="discover-events"
        className={
          mapOpen
            ? 'mt-8 flex flex-col gap-6 lg:mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start'
            : 'mt-8 lg:mt-6'
        }
      >
        <h2 id="discover-events" className="sr-only">
          {t`Events`}
        </h2>
        {mapOpen ? (
          <Suspense fallback={null}>
            <EventsMap
              filters={listFilters}
              center={
                listArea?.latitude != null && listArea.longitude != null
                  ? { latitude: listArea.latitude, longitude: listArea.longitude }
                  : undefined
              }
              onViewChange={setBbox}
              className="h-72 lg:sticky lg:top-24 lg:order-last lg:h-[32rem]"
            />
          </Suspense>
        ) : null}
        <EventList
          byDistance={near !== null}
          filters={listFilters}
          area={listArea}
          renderDayBadge={
            typeof listArea?.facing === 'number' ? cleanSwellDays(listArea) : undefined
          }
          hideArea={areaSlug !== undefined}
          after={after}
          fallback={{ action: '/events', fields: pageFields }}
          label={t`Events`}
          emptyTitle={
            hasActiveFilters(filters) ? t`No events match these filters` : t`No upcoming events yet`
          }
          emptyText={
            hasActiveFilters(filters)
              ? t`Try other dates or another category, or look in all areas.`
              : t`New events appear here as soon as they are published.`
          }
        />
      </section>
    </PageLayout>
  );
}
