import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { EventCard } from '@lineup/contracts';
import { LazyMap } from '@/components/ui/map/place-map';
import { Skeleton } from '@/components/ui/skeleton';
import { placeInfiniteOptions } from '@/features/areas/api/place-query';
import { useAreas } from '@/features/areas/api/areas-query';
import { knownCityName, knownCountryName } from '@/features/areas/area-directory';
import { EventFeedLinks } from '@/features/areas/components/event-feed-links';
import { isNotFound } from '@/features/events/api/events-queries';
import { PlaceEvents } from '@/features/events/components/place-events';
import { nameOfCountry } from '@/lib/country-names';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

export const handle: PageHandle = { serverRendered: true };

export const loader = pageLoader(({ queryClient, params: { countryName = '', citySlug = '' } }) =>
  queryClient.ensureInfiniteQueryData(placeInfiniteOptions(countryName, citySlug)),
);

/** A city page (`/portugal/ericeira`): upcoming events at the city's venues, a page at a time. */
export function Component() {
  const { t, i18n } = useLingui();
  const { countryName = '', citySlug = '' } = useParams();
  const query = useInfiniteQuery(placeInfiniteOptions(countryName, citySlug));
  // Only what is already loaded (the picker's list), for a heading while the place loads.
  const known = useAreas({ enabled: false }).data;
  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;

  const place = query.data?.pages[0]?.place;
  const country = place?.country.name ?? knownCountryName(known, countryName);
  const city = place?.city?.name ?? (country ? knownCityName(known, citySlug) : null);
  const area = place?.areas[0];
  const blurb = area?.description;
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const cityWord = t({ message: 'City', comment: "A city page's title before it has loaded" });
  const areaName = area?.name;
  const inTheArea =
    area && city
      ? t`Upcoming events at venues in ${city}, part of Lineup's ${areaName} area.`
      : null;

  return (
    <PageLayout
      title={city && country ? `${city}, ${nameOfCountry(i18n, country)}` : cityWord}
      eyebrow={
        place ? (
          <Link to={`/${place.country.slug}`} className="hover:underline">
            {nameOfCountry(i18n, place.country.name)}
          </Link>
        ) : country ? (
          nameOfCountry(i18n, country)
        ) : (
          cityWord
        )
      }
      heading={city ? t`Events in ${city}` : <Skeleton className="h-11 w-72" />}
      description={
        inTheArea
          ? `${inTheArea}${blurb && areaName === city ? ` ${blurb}` : ''}`
          : city
            ? t`Upcoming events at venues in ${city}, soonest first.`
            : t`Upcoming events at venues in this city, soonest first.`
      }
    >
      {city && country ? <CityMap city={city} country={country} events={events} /> : null}
      <section aria-labelledby="city-events">
        <h2 id="city-events" className="mb-5 text-2xl font-bold">
          {t`Upcoming events`}
        </h2>
        <PlaceEvents
          query={query}
          hideArea
          emptyTitle={t`No upcoming events yet`}
          emptyText={
            area ? (
              <Trans>
                Nothing is planned in {city} right now.{' '}
                <Link to={`/${area.slug}`} className="font-semibold text-ocean-700 underline">
                  See all of {areaName}
                </Link>
                .
              </Trans>
            ) : (
              t`New events appear here as soon as they are published.`
            )
          }
        />
        {place?.city ? (
          <EventFeedLinks
            scope={{ country: place.country.slug, city: place.city.slug }}
            name={place.city.name}
          />
        ) : null}
      </section>
    </PageLayout>
  );
}

/** Where the city's venues are, one pin each, and the town in the person's maps app. */
function CityMap({
  city,
  country,
  events,
}: {
  city: string;
  country: string;
  events: EventCard[];
}) {
  const { t } = useLingui();
  const pins = new Map<
    string,
    { id: string; latitude: number; longitude: number; label: string }
  >();
  for (const event of events) {
    if (!event.location || event.location.approximate) continue;
    const key = `${event.location.latitude},${event.location.longitude}`;
    if (!pins.has(key)) {
      pins.set(key, { id: key, ...event.location, label: event.venue?.name ?? event.title });
    }
  }
  const search = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${city}, ${country}`)}`;
  return (
    <section aria-label={t`${city} on the map`} className="mb-8 flex flex-col gap-2">
      {pins.size > 0 ? (
        <LazyMap label={t`Map of ${city}`} className="h-56" pins={[...pins.values()]} zoom={15} />
      ) : null}
      <a
        href={search}
        target="_blank"
        rel="noopener noreferrer"
        className="self-start text-sm font-semibold text-ocean-700 hover:underline"
      >
        {t`Open ${city} in Maps`}
      </a>
    </section>
  );
}
