import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/features/events/api/events-queries';
import { PlaceEvents } from '@/features/events/components/place-events';
import { venueInfiniteOptions } from '@/features/venues/api/venue-query';
import { VenueDetails } from '@/features/venues/components/venue-details';
import { nameOfCountry } from '@/lib/country-names';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { NotFoundPage } from '../not-found-page';
import { PageLayout } from '../shell/page-layout';

export const handle: PageHandle = { serverRendered: true };

export const loader = pageLoader(
  ({ queryClient, params: { countryName = '', citySlug = '', venueSlug = '' } }) =>
    queryClient.ensureInfiniteQueryData(venueInfiniteOptions(countryName, citySlug, venueSlug)),
);

/** A venue's page (`/portugal/ericeira/venues/ribeira-surf-lab`): where it is and what is on. */
export function Component() {
  const { t, i18n } = useLingui();
  const { countryName = '', citySlug = '', venueSlug = '' } = useParams();
  const query = useInfiniteQuery(venueInfiniteOptions(countryName, citySlug, venueSlug));
  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;
  const venue = query.data?.pages[0]?.venue;
  const venueName = venue?.name;
  const cityName = venue?.cityPage.name;
  const venueWord = t({ message: 'Venue', comment: "A venue's page before it has loaded" });

  return (
    <PageLayout
      title={venue ? `${venue.name}, ${venue.cityPage.name}` : venueWord}
      eyebrow={
        venue ? (
          <Link to={venue.cityPage.path} className="hover:underline">
            {venue.cityPage.name}, {nameOfCountry(i18n, venue.country.name)}
          </Link>
        ) : (
          venueWord
        )
      }
      heading={venue ? venue.name : <Skeleton className="h-11 w-72" />}
      description={
        venue
          ? t`What is on at ${venueName}, soonest first.`
          : t`What is on at this venue, soonest first.`
      }
    >
      {venue ? <VenueDetails venue={venue} /> : <Skeleton className="h-32 w-full rounded-3xl" />}
      <section aria-labelledby="venue-events" className="mt-10">
        <h2 id="venue-events" className="mb-5 text-2xl font-bold">
          {t`Upcoming events`}
        </h2>
        <PlaceEvents
          query={query}
          hideArea
          emptyTitle={t`Nothing planned here yet`}
          emptyText={
            venue ? (
              <Trans>
                New events at {venueName} appear here as soon as they are published.{' '}
                <Link to={venue.cityPage.path} className="font-semibold text-ocean-700 underline">
                  See what is on in {cityName}
                </Link>
                .
              </Trans>
            ) : null
          }
        />
      </section>
    </PageLayout>
  );
}
