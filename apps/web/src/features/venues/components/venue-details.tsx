import { Trans, useLingui } from '@lingui/react/macro';
import { isAreaSlug, type VenuePage } from '@lineup/contracts';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import GlobeIcon from 'lucide-react/icons/globe';
import MapIcon from 'lucide-react/icons/map';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { Link } from 'react-router';
import { PlaceMap, useOpenInMapsHref } from '@/components/ui/map/place-map';

/** The server sends http(s) links only; a link that is anything else is not shown all the same. */
function webLink(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The venue's address, map and website, and where on Lineup it belongs. */
export function VenueDetails({ venue }: { venue: VenuePage }) {
  const { t } = useLingui();
  const town = [venue.postalCode, venue.city].filter(Boolean).join(' ');
  const website = webLink(venue.website);
  const fallback = webLink(venue.mapUrl);
  const openInMaps = useOpenInMapsHref(venue.location, venue.name, fallback?.toString() ?? '');
  // Named for the messages that hold them.
  const { path: cityPath, name: cityName } = venue.cityPage;
  const { slug: areaSlug, name: areaName } = venue.area;
  return (
    <section
      aria-label={t`About this venue`}
      className="grid gap-5 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6 md:grid-cols-[1fr_auto]"
    >
      <div className="flex gap-4">
        {venue.imageUrl ? (
          <img
            src={venue.imageUrl}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            className="size-24 shrink-0 rounded-2xl object-cover"
          />
        ) : null}
        <address className="flex items-start gap-2.5 not-italic">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-600" />
          <span>
            <span className="block font-semibold">{venue.name}</span>
            {venue.street ? <span className="block text-muted">{venue.street}</span> : null}
            <span className="block text-muted">
              {[town, venue.country.name].filter(Boolean).join(', ')}
            </span>
            <span className="mt-2 block text-sm text-muted">
              {isAreaSlug(venue.area.slug) ? (
                <Trans>
                  Listed in{' '}
                  <Link to={cityPath} className="font-semibold text-ocean-700 underline">
                    {cityName}
                  </Link>
                  , part of{' '}
                  <Link to={`/${areaSlug}`} className="font-semibold text-ocean-700 underline">
                    {areaName} area
                  </Link>
                </Trans>
              ) : (
                <Trans>
                  Listed in{' '}
                  <Link to={cityPath} className="font-semibold text-ocean-700 underline">
                    {cityName}
                  </Link>
                </Trans>
              )}
            </span>
          </span>
        </address>
      </div>
      <div className="flex flex-wrap items-start gap-2.5 md:flex-col md:items-stretch">
        {openInMaps ? (
          <a
            href={openInMaps}
            target={openInMaps.startsWith('http') ? '_blank' : undefined}
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-full bg-ocean-700 px-5 text-[0.9375rem] font-semibold text-white shadow-soft hover:bg-ocean-800"
          >
            <MapIcon aria-hidden="true" className="size-[1.125rem]" />
            {t`Open in maps`}
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
        ) : null}
        {website ? (
          <a
            href={website.toString()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-full px-5 text-[0.9375rem] font-semibold ring-1 ring-ocean-900/15 ring-inset hover:bg-ocean-50"
          >
            <GlobeIcon aria-hidden="true" className="size-[1.125rem]" />
            {website.hostname.replace(/^www\./, '')}
            <ExternalLinkIcon aria-hidden="true" className="size-4 text-muted" />
            <span className="sr-only"> {t`(website, opens in a new tab)`}</span>
          </a>
        ) : null}
      </div>
      {venue.location ? (
        <PlaceMap point={venue.location} name={venue.name} className="h-56 md:col-span-2" />
      ) : null}
    </section>
  );
}
