import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useAreas } from '@/features/areas/api/areas-query';
import { placeInfiniteOptions } from '@/features/areas/api/place-query';
import { areaTileOf, knownCountryName } from '@/features/areas/area-directory';
import { countryBlurb, eventsInCountry } from '@/features/areas/country-words';
import { AreaTiles } from '@/features/areas/area-tiles';
import { isNotFound } from '@/features/events/api/events-queries';
import { PlaceEvents } from '@/features/events/components/place-events';
import { nameOfCountry } from '@/lib/country-names';
import { intlLocale } from '@/lib/i18n-locale';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

export const handle: PageHandle = { serverRendered: true };

export const loader = pageLoader(({ queryClient, params: { countryName = '' } }) =>
  queryClient.ensureInfiniteQueryData(placeInfiniteOptions(countryName)),
);

/** A country page (`/portugal`): its areas and its upcoming events, a page at a time. */
export function Component() {
  const { t, i18n } = useLingui();
  const { countryName = '' } = useParams();
  const query = useInfiniteQuery(placeInfiniteOptions(countryName));
  // Only what is already loaded (the picker's list), for a heading while the place loads.
  const known = useAreas({ enabled: false }).data;
  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;

  const place = query.data?.pages[0]?.place;
  const name = place?.name ?? knownCountryName(known, countryName);
  const towns = place?.areas.map((area) => area.name) ?? [];
  const list = new Intl.ListFormat(intlLocale(i18n.locale)).format(towns);
  const description =
    countryBlurb(i18n, place?.country.slug ?? countryName.toLowerCase()) ??
    (towns.length > 0 ? t`Upcoming events in ${list}.` : t`Upcoming events, soonest first.`);
  const countryWord = t({ message: 'Country', comment: "A country page's title and eyebrow" });

  return (
    <PageLayout
      title={name ? nameOfCountry(i18n, name) : countryWord}
      eyebrow={countryWord}
      heading={name ? eventsInCountry(i18n, name) : <Skeleton className="h-11 w-72" />}
      description={description}
    >
      {place && place.areas.length > 0 ? (
        <section aria-labelledby="country-areas" className="mb-12">
          <h2 id="country-areas" className="mb-5 text-2xl font-bold">
            {t({ message: 'Areas', comment: "Heading: a country's areas" })}
          </h2>
          <AreaTiles areas={place.areas.map(areaTileOf)} />
        </section>
      ) : null}
      <section aria-labelledby="country-events">
        <h2 id="country-events" className="mb-5 text-2xl font-bold">
          {t`Upcoming events`}
        </h2>
        <PlaceEvents
          query={query}
          emptyTitle={t`No upcoming events yet`}
          emptyText={
            name
              ? t`New events in ${name} appear here as soon as they are published.`
              : t`New events in this country appear here as soon as they are published.`
          }
        />
      </section>
    </PageLayout>
  );
}
