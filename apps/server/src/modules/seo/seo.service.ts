import {
  EVENT_CATEGORY_LABELS,
  matchPagePath,
  SOURCE_LOCALE,
  textIn,
  type EventDetail,
  type Locale,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events, users, venueAreas } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { NOT_FOUND_HEAD, type PageHead } from '../../lib/page-head';
import { eventLocationLine } from '../calendar';
import { blockedEitherWay } from '../blocking';
import { getEventByPath, resolveEventPath } from '../events';
import { findPlace } from '../places';
import { feedLinks } from '../feeds';
import {
  renderHeadTags,
  SHARE_IMAGE_SIZE,
  siteImage,
  summarise,
  type ShareImage,
} from './head-tags';
import { crewEditHeadFor, crewHeadFor } from './crew-head';
import { memberPlanHeadFor, planHeadFor } from './plan-head';
import { venueHeadFor } from './venue-head';

const SITE = 'Lineup';
const EVENT_NOT_FOUND: PageHead = { status: 404, title: `Event not found · ${SITE}` };

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

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

/** The event's cover, its venue's picture, or its category's art. */
function eventImage(event: EventDetail, origin: string): ShareImage {
  const photo = absolute(event.imageUrl ?? event.venue?.imageUrl, origin);
  if (photo) return { url: photo, alt: event.title };
  return {
    url: new URL(`/share/${event.category}.jpg`, origin).toString(),
    alt: `${EVENT_CATEGORY_LABELS[event.category]}: ${event.title}`,
    ...SHARE_IMAGE_SIZE,
  };
}

/** ISO 3166 codes of the countries Lineup's areas are in; another country keeps its name. */
const COUNTRY_CODES: Record<string, string> = {
  Portugal: 'PT',
  Netherlands: 'NL',
  'The Netherlands': 'NL',
  'Sri Lanka': 'LK',
  Spain: 'ES',
  France: 'FR',
  Morocco: 'MA',
  Indonesia: 'ID',
};
/** What a price in the area's country is counted in, when the price text names no currency. */
const COUNTRY_CURRENCIES: Record<string, string> = {
  PT: 'EUR',
  NL: 'EUR',
  ES: 'EUR',
  FR: 'EUR',
  LK: 'LKR',
};

const FREE = /^\s*(free|gratis|grátis|gratuito|0([.,]0+)?)\b/i;

/**
 * The price in an event's free-text price ("€15", "LKR 2,500", "Free"), or `null` when the
 * text gives no figure ("donation", "pay what you want"): nothing is made up.
 */
export function priceOf(
  priceText: string | null,
  countryCode: string | undefined,
): { price: number; currency: string } | null {
  const fallback = (countryCode && COUNTRY_CURRENCIES[countryCode]) ?? 'EUR';
  if (!priceText || FREE.test(priceText)) return { price: 0, currency: fallback };
  const figure = /(\d{1,3}(?:[ ,.]\d{3})+|\d+)(?:[.,](\d{1,2}))?/.exec(priceText);
  if (!figure) return null;
  const whole = Number(figure[1]!.replace(/[ ,.]/g, ''));
  const price = figure[2] ? Number(`${whole}.${figure[2]}`) : whole;
  const currency = /€|eur/i.test(priceText)
    ? 'EUR'
    : /lkr|rs\.?|රු/i.test(priceText)
      ? 'LKR'
      : /\$|usd/i.test(priceText)
        ? 'USD'
        : /£|gbp/i.test(priceText)
          ? 'GBP'
          : fallback;
  return { price, currency };
}

/** Spots, as schema.org counts them: sold out when the going count reaches the capacity. */
function availabilityOf(event: EventDetail): string {
  if (event.status === 'cancelled') return 'https://schema.org/Discontinued';
  if (event.capacity === null) return 'https://schema.org/InStock';
  const left = event.capacity - event.goingCount;
  if (left <= 0) return 'https://schema.org/SoldOut';
  return left <= 5 ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}

/**
 * schema.org Event (https://schema.org/Event), with every property Google's event results
 * require or recommend that Lineup knows: where (address, country code, the town's
 * coordinates), when, status, a picture, the offer (price or free, availability from the
 * capacity) and the organiser.
 */
export function eventJsonLd(
  event: EventDetail,
  origin: string,
  extra: { listedAt?: Date; geo?: { latitude: number; longitude: number } | null } = {},
): Record<string, unknown> {
  const url = new URL(event.path, origin).toString();
  const venue = event.venue;
  const countryCode = event.area.country ? COUNTRY_CODES[event.area.country] : undefined;
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (venue?.street) address.streetAddress = venue.street;
  if (venue?.postalCode) address.postalCode = venue.postalCode;
  // The city page the event sits on (an approved city, or the area's own while the venue's
  // town waits for approval): the venue shows its name, `destination` is "City, Country".
  const country = event.area.country ? `, ${event.area.country}` : '';
  const destinationCity =
    country && event.destination?.endsWith(country)
      ? event.destination.slice(0, -country.length)
      : event.destination;
  address.addressLocality = venue?.city ?? destinationCity ?? event.area.name;
  address.addressRegion = event.area.name;
  if (countryCode ?? event.area.country) address.addressCountry = countryCode ?? event.area.country;
  const price = priceOf(event.priceText, countryCode);
  const organizerUrl = event.creator
    ? new URL(`/user/${event.creator.id}`, origin).toString()
    : null;
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
      ...(extra.geo
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: extra.geo.latitude,
              longitude: extra.geo.longitude,
            },
          }
        : {}),
      ...(venue?.path ? { url: new URL(venue.path, origin).toString() } : {}),
      ...(venue?.googleMaps ? { hasMap: venue.googleMaps } : {}),
    },
    image: [eventImage(event, origin).url],
    offers: {
      '@type': 'Offer',
      url,
      ...(price ? { price: price.price, priceCurrency: price.currency } : {}),
      ...(event.priceText ? { description: event.priceText } : {}),
      availability: availabilityOf(event),
      ...(extra.listedAt ? { validFrom: extra.listedAt.toISOString() } : {}),
    },
    organizer:
      event.creator && organizerUrl
        ? { '@type': 'Person', name: event.creator.username, url: organizerUrl }
        : { '@type': 'Organization', name: SITE, url: new URL('/', origin).toString() },
    url,
  };
}

async function eventHead(
  db: Db,
  origin: string,
  { country, city, slug }: { country: string; city: string; slug: string },
  locale: Locale,
): Promise<PageHead> {
  let found;
  try {
    found = await getEventByPath({ db, country, city, slug, viewer: null });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // A draft answers as an address that does not exist: a guesser learns nothing. Its
    // creator and admins get it through `memberPageHeadFor`.
    return EVENT_NOT_FOUND;
  }
  if (found.kind === 'redirect') return { redirect: found.path };
  // Its title and description in the page's language when the organiser wrote them in it
  // (docs/product.md §18 "Event text in several languages").
  const event = {
    ...found.event,
    ...textIn(
      {
        locale: found.event.locale,
        title: found.event.title,
        description: found.event.description,
      },
      found.event.translations,
      locale,
    ),
  };
  const [listing] = await db
    .select({
      createdAt: events.createdAt,
      latitude: venueAreas.latitude,
      longitude: venueAreas.longitude,
    })
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .where(eq(events.id, event.id))
    .limit(1);
  const geo =
    listing?.latitude != null && listing.longitude != null
      ? { latitude: listing.latitude, longitude: listing.longitude }
      : null;
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
      image: eventImage(event, origin),
      jsonLd: eventJsonLd(event, origin, { listedAt: listing?.createdAt, geo }),
    }),
  };
}

function placeHead(options: {
  origin: string;
  path: string;
  title: string;
  description: string;
  image?: ShareImage;
  feeds?: ReturnType<typeof feedLinks>;
  jsonLd?: unknown;
}): PageHead {
  return {
    title: `${options.title} · ${SITE}`,
    tags: renderHeadTags({
      title: options.title,
      description: options.description,
      canonical: new URL(options.path, options.origin).toString(),
      ogType: 'website',
      image: options.image ?? siteImage(options.origin, options.title),
      ...(options.feeds ? { feeds: options.feeds } : {}),
      ...(options.jsonLd ? { jsonLd: options.jsonLd } : {}),
    }),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who asks for a page, read from their session cookie only when a page needs it. */
export type PageViewer = { id: string; role: string };

/**
 * The head of a page whose answer depends on who asks, for a request that carries a session
 * cookie (undefined: the page is as every visitor sees it, and may come from the shared
 * cache). What this returns is one member's answer: the caller sends it uncached and lets the
 * browser render the page with the member's session.
 * - A member's profile answers 404 to a member blocked either way with them, as the API does
 *   (docs/product.md "Blocking").
 * - A draft's page is there for its creator and admins, unindexed.
 * - A casual plan's page answers 404 to a member who may not see the plan (friends-only, or
 *   blocked either way with its creator), and a friends-only plan's to those who may, unindexed.
 * - Home starts with the member's own plans: a signed-in member's is rendered by the browser
 *   with their session, so the visitors' hero never shows before it.
 */
export async function memberPageHeadFor(options: {
  db: Db;
  pathname: string;
  /**
   * Every visitor gets this page from the shared cache: it is no draft (a draft's page is never
   * kept, and publishing it starts a new generation of the cache), so no query is needed.
   */
  shared?: boolean;
  viewer: () => Promise<PageViewer | null>;
}): Promise<PageHead | undefined> {
  const { db } = options;
  const page = matchPagePath(options.pathname);
  if (page?.path === '') {
    // A cookie whose session has ended gets the visitors' page, from the shared cache.
    return (await options.viewer()) ? {} : undefined;
  }
  if (page?.path === 'user/:userId') {
    const userId = page.params.userId!;
    const viewer = await options.viewer();
    if (!viewer || viewer.id === userId) return undefined;
    const blocked = await blockedEitherWay(db, viewer.id, userId);
    return blocked ? { ...NOT_FOUND_HEAD, title: `Member not found · ${SITE}` } : undefined;
  }
  if (page?.path === 'casual-plans/:planId') {
    // A shared copy says nothing here: a member blocked either way with its creator must not
    // get it, and a friends-only plan is never in it.
    const viewer = await options.viewer();
    return viewer ? memberPlanHeadFor({ db, planId: page.params.planId!, viewer }) : undefined;
  }
  if (page?.path === ':countryName/:citySlug/events/:slug' && !options.shared) {
    const { countryName, citySlug, slug } = page.params;
    const [draft] = await db
      .select({ creatorId: events.creatorId })
      .from(events)
      .where(
        and(
          eq(events.countrySlug, countryName!),
          eq(events.citySlug, citySlug!),
          eq(events.slug, slug!),
          eq(events.status, 'draft'),
        ),
      )
      .limit(1);
    if (!draft) return undefined;
    const viewer = await options.viewer();
    const mayEdit = viewer && (viewer.id === draft.creatorId || viewer.role === 'admin');
    return mayEdit ? { tags: '<meta name="robots" content="noindex" />' } : undefined;
  }
  return undefined;
}

const exists = (rows: unknown[]): PageHead | undefined =>
  rows.length > 0 ? undefined : NOT_FOUND_HEAD;

/**
 * The head of the page at `pathname`, matched against the app's route table: events, area
 * pages, countries and cities get their own title and tags; a page about something that does
 * not exist (event, member, area, country, city) answers 404 while the app shows its
 * not-found page. Other pages keep index.html's defaults.
 */
export async function pageHeadFor(options: {
  db: Db;
  pathname: string;
  origin: string;
  /** The page's language: an event's own text in it, when it has one. */
  locale?: Locale;
}): Promise<PageHead | undefined> {
  const { db, origin } = options;
  const page = matchPagePath(options.pathname);
  if (!page) return NOT_FOUND_HEAD;
  const { params } = page;
  switch (page.path) {
    case ':areaSlug':
    case ':areaSlug/*':
      return areaHeadFor(db, origin, params.areaSlug!);
    case 'events/event/:id':
    case 'events/:destination/:slug':
    case 'events/:identifier':
      // Other event URL forms (docs/product.md §2) move permanently to the canonical page.
      try {
        return { redirect: await resolveEventPath({ db, path: options.pathname, viewer: null }) };
      } catch (error) {
        if (!isNotFound(error)) throw error;
        return EVENT_NOT_FOUND;
      }
    case 'events/:eventId/edit': {
      // Who may edit is the app's question (it asks with the cookie); whether it exists is ours.
      const id = params.eventId!;
      if (!UUID.test(id)) return NOT_FOUND_HEAD;
      return exists(
        await db.select({ id: events.id }).from(events).where(eq(events.id, id)).limit(1),
      );
    }
    case ':countryName/:citySlug/events/:slug':
      return eventHead(
        db,
        origin,
        { country: params.countryName!, city: params.citySlug!, slug: params.slug! },
        options.locale ?? SOURCE_LOCALE,
      );
    case ':countryName/:citySlug/venues/:venueSlug':
      return venueHeadFor({
        db,
        origin,
        country: params.countryName!,
        city: params.citySlug!,
        slug: params.venueSlug!,
        countryCodes: COUNTRY_CODES,
      });
    case 'casual-plans/:planId':
      return planHeadFor({ db, origin, planId: params.planId! });
    case 'crew/:handle':
      return crewHeadFor({ db, origin, handle: params.handle! });
    case 'crew/:handle/edit':
      return crewEditHeadFor(db, params.handle!);
    case 'user/:userId':
      return exists(
        await db.select({ id: users.id }).from(users).where(eq(users.id, params.userId!)).limit(1),
      );
    case ':countryName':
    case ':countryName/:citySlug':
      return placeHeadFor(db, origin, params.countryName!, params.citySlug);
    default:
      return undefined;
  }
}

/** An area page: every active area has one; an area switched off by an admin no longer does. */
async function areaHeadFor(db: Db, origin: string, slug: string): Promise<PageHead> {
  const [area] = await db
    .select()
    .from(venueAreas)
    .where(and(eq(venueAreas.slug, slug), eq(venueAreas.active, true)))
    .limit(1);
  if (!area) return NOT_FOUND_HEAD;
  return placeHead({
    origin,
    path: `/${area.slug}`,
    title: area.country ? `Events in ${area.name}, ${area.country}` : `Events in ${area.name}`,
    description: area.description
      ? `${area.description} Events, casual plans and people to meet in ${area.name}, on ${SITE}.`
      : `What is on in ${area.name}: events, casual plans and people to meet${area.country ? ` on the coast of ${area.country}` : ''}, on ${SITE}.`,
    feeds: feedLinks(origin, { area: area.slug }, area.name),
  });
}

/** A country or city page; one the app does not know is "not found". */
async function placeHeadFor(
  db: Db,
  origin: string,
  country: string,
  city: string | undefined,
): Promise<PageHead> {
  try {
    const place = await findPlace({ db, country, city });
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
      ...(place.kind === 'city' && place.city
        ? {
            feeds: feedLinks(
              origin,
              { country: place.country.slug, city: place.city.slug },
              place.name,
            ),
          }
        : {}),
    });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return { ...NOT_FOUND_HEAD, title: `Place not found · ${SITE}` };
  }
}
