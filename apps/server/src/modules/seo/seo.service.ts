import type { EventDetail } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events, venueAreas } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { PageHead } from '../../middleware/web-app';
import { eventLocationLine } from '../calendar/calendar.service';
import { getEventByPath, resolveEventPath } from '../events/events.service';
import { findPlace } from '../places/places.service';
import { renderHeadTags, summarise } from './head-tags';

const SITE = 'Lineup';

/**
 * First path segments of the app's own pages (spec §2 route table): never a country, so a
 * request for them needs no database lookup.
 */
const APP_SEGMENTS = new Set([
  'events',
  'casual-plans',
  'friends',
  'my-events',
  'profile',
  'user',
  'dashboard',
  'search',
  'admin',
  'auth',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'resend-confirmation',
  'email-confirmation',
  'goodbye',
  'about',
  'contact',
  'privacy',
  'terms',
  'cookies',
  'design-system',
  'sitemap.xml',
  'robots.txt',
  'dev',
  'assets',
]);

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** "Sat 4 Jul 2026, 18:30" in the event's own time zone. */
function eventWhen(event: EventDetail & { startsAt: Date }): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: event.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(event.startsAt);
}

const absolute = (url: string | null | undefined, origin: string) =>
  url ? new URL(url, origin).toString() : null;

/** schema.org Event (https://schema.org/Event) for search engines' event listings. */
export function eventJsonLd(event: EventDetail, origin: string): Record<string, unknown> {
  const url = new URL(event.path, origin).toString();
  const image = absolute(event.imageUrl ?? event.venue?.imageUrl, origin);
  const venue = event.venue;
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (venue?.street) address.streetAddress = venue.street;
  if (venue?.postalCode) address.postalCode = venue.postalCode;
  address.addressLocality = venue?.city ?? event.destination ?? event.area.name;
  address.addressRegion = event.area.name;
  if (event.area.country) address.addressCountry = event.area.country;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: summarise(event.description, 5000) || event.title,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: venue?.name ?? event.specificVenue ?? event.destination ?? event.area.name,
      address,
      ...(venue?.googleMaps ? { hasMap: venue.googleMaps } : {}),
    },
    ...(image ? { image: [image] } : {}),
    ...(event.creator
      ? {
          organizer: {
            '@type': 'Person',
            name: event.creator.username,
            url: new URL(`/user/${event.creator.id}`, origin).toString(),
          },
        }
      : {}),
    url,
  };
}

async function eventHead(
  db: Db,
  origin: string,
  country: string,
  city: string,
  slug: string,
): Promise<PageHead> {
  let found;
  try {
    found = await getEventByPath({ db, country, city, slug, viewer: null });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // A draft is there for its creator (the app asks with their cookie); keep it unindexed.
    const [draft] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.countrySlug, country), eq(events.citySlug, city), eq(events.slug, slug)))
      .limit(1);
    return draft
      ? { tags: '<meta name="robots" content="noindex" />' }
      : { status: 404, title: `Event not found · ${SITE}` };
  }
  if (found.kind === 'redirect') return { redirect: found.path };
  const event = found.event;
  const place = event.venue?.city ?? event.area.name;
  const title = `${event.title} · ${place} · ${SITE}`;
  const where = eventLocationLine(event);
  const status = event.status === 'cancelled' ? 'Cancelled: ' : '';
  const description = summarise(
    `${status}${eventWhen(event)} at ${where}. ${event.description}`.trim(),
  );
  return {
    title,
    tags: renderHeadTags({
      title: event.title,
      description,
      canonical: new URL(event.path, origin).toString(),
      ogType: 'website',
      image: absolute(event.imageUrl ?? event.venue?.imageUrl, origin),
      jsonLd: eventJsonLd(event, origin),
    }),
  };
}

function placeHead(options: {
  origin: string;
  path: string;
  title: string;
  description: string;
}): PageHead {
  return {
    title: `${options.title} · ${SITE}`,
    tags: renderHeadTags({
      title: options.title,
      description: options.description,
      canonical: new URL(options.path, options.origin).toString(),
      ogType: 'website',
    }),
  };
}

/**
 * The head of the page at `pathname`, for the pages search engines and link previews care
 * about: events, area pages, countries and cities. Other pages keep index.html's defaults.
 */
export async function pageHeadFor(options: {
  db: Db;
  pathname: string;
  origin: string;
}): Promise<PageHead | undefined> {
  const { db, origin } = options;
  const segments = segmentsOf(options.pathname);
  const [first, second, third, fourth] = segments;
  if (!first) return undefined;

  if (first === 'events') {
    // Other event URL forms (spec §2) move permanently to the canonical page.
    const isAppPage = second === 'create' || third === 'edit' || segments.length > 3;
    if (!second || isAppPage) return undefined;
    try {
      return { redirect: await resolveEventPath({ db, path: options.pathname, viewer: null }) };
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return { status: 404, title: `Event not found · ${SITE}` };
    }
  }
  if (APP_SEGMENTS.has(first)) return undefined;

  const [area] = await db.select().from(venueAreas).where(eq(venueAreas.slug, first)).limit(1);
  if (area) {
    return placeHead({
      origin,
      path: `/${area.slug}`,
      title: `Events in ${area.name}, ${area.country}`,
      description: `What is on in ${area.name}: events, casual plans and people to meet on the coast of ${area.country}, on ${SITE}.`,
    });
  }

  if (segments.length === 4 && third === 'events' && second && fourth) {
    return eventHead(db, origin, first, second, fourth);
  }

  if (segments.length > 2) return undefined;
  try {
    const place = await findPlace({ db, country: first, city: second });
    const areas = place.areas.map((candidate) => candidate.name).join(', ');
    return placeHead({
      origin,
      path: place.path,
      title:
        place.kind === 'city'
          ? `Events in ${place.name}, ${place.country.name}`
          : `Events in ${place.name}`,
      description:
        place.kind === 'city'
          ? `Upcoming events and casual plans in ${place.name} (${areas}, ${place.country.name}) on ${SITE}.`
          : `Upcoming events and casual plans in ${place.name}: ${areas}. Find something to do on the coast with ${SITE}.`,
    });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // Only a known country makes an unknown city a definite "not found": any other single
    // segment may be a page the app knows and the server does not.
    if (second === undefined) return undefined;
    const [countryArea] = await db
      .select({ id: venueAreas.id })
      .from(venueAreas)
      .where(eq(venueAreas.countrySlug, first))
      .limit(1);
    return countryArea ? { status: 404, title: `Place not found · ${SITE}` } : undefined;
  }
}
