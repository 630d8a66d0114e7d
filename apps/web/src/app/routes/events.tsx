import SearchIcon from 'lucide-react/icons/search';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { useAreas } from '@/features/areas/api/areas-query';
import { ALL_AREAS_LABEL, useAreaLocation } from '@/features/areas/area-location';
import { DiscoverFiltersBar } from '@/features/events/components/discover-filters-bar';
import { EventList } from '@/features/events/components/event-list';
import {
  ALL_AREAS_PARAM,
  effectiveAreaSlug,
  hasActiveFilters,
  readDiscoverFilters,
  toListFilters,
  writeDiscoverFilters,
  type DiscoverFilters,
} from '@/features/events/lib/discover-filters';
import type { PreserveScrollState } from '../shell/scroll-to-top';
import { PageLayout } from '../shell/page-layout';

const keepScroll: PreserveScrollState = { preserveScroll: true };

/** Discover (`/events`): upcoming published events, filtered by area, category and dates. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readDiscoverFilters(searchParams), [searchParams]);
  const { selectedArea, isRestoring } = useAreaLocation();
  const areas = useAreas();
  const selectedSlug = selectedArea?.slug ?? null;
  const areaSlug = effectiveAreaSlug(filters, selectedSlug);
  const areaName =
    areaSlug === undefined
      ? ALL_AREAS_LABEL
      : (areas.data?.find((area) => area.slug === areaSlug)?.name ??
        (selectedArea?.slug === areaSlug ? selectedArea.name : null));

  const update = (next: DiscoverFilters) => {
    // A filtered list is meant to be shared: the area goes into the link as well.
    const area = next.area ?? selectedSlug ?? ALL_AREAS_PARAM;
    setSearchParams(writeDiscoverFilters({ ...next, area }), {
      replace: true,
      preventScrollReset: true,
      state: keepScroll,
    });
  };

  // Picking an area in the header while here: the list follows it, not the link's area. A saved
  // area found inactive on load is not a pick and leaves the link alone.
  const previous = useRef({ slug: selectedSlug, restoring: isRestoring });
  useEffect(() => {
    const before = previous.current;
    previous.current = { slug: selectedSlug, restoring: isRestoring };
    if (before.slug === selectedSlug || before.restoring) return;
    if (!searchParams.has('area')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('area');
    setSearchParams(next, { replace: true, preventScrollReset: true, state: keepScroll });
  }, [selectedSlug, isRestoring, searchParams, setSearchParams]);

  return (
    <PageLayout
      title={areaName && areaSlug ? `Discover · ${areaName}` : 'Discover'}
      eyebrow={areaName ?? 'Discover'}
      heading="Discover events"
      description={
        areaSlug && areaName
          ? `Surf sessions, beach parties, markets and meetups in ${areaName}, soonest first.`
          : 'Surf sessions, beach parties, markets and meetups in every Lineup town, soonest first.'
      }
      actions={
        <LinkButton to="/search" variant="outline">
          <SearchIcon aria-hidden="true" />
          Search
        </LinkButton>
      }
      width="wide"
    >
      <DiscoverFiltersBar
        filters={filters}
        areaSlug={areaSlug}
        areas={areas.data ?? []}
        onChange={update}
      />
      <section aria-label="Events" className="mt-8">
        <EventList
          filters={toListFilters(filters, selectedSlug)}
          hideArea={areaSlug !== undefined}
          label="Events"
          emptyTitle={
            hasActiveFilters(filters) ? 'No events match these filters' : 'No upcoming events yet'
          }
          emptyText={
            hasActiveFilters(filters)
              ? 'Try other dates or another category, or look in all areas.'
              : 'New events appear here as soon as they are published.'
          }
        />
      </section>
    </PageLayout>
  );
}
