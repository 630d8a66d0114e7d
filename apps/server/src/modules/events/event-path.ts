import { slugify, type Db } from '@lineup/db';
import { events } from '@lineup/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { eventPath } from './event-card';
import { canSee, EVENT_NOT_FOUND, type Viewer } from './viewer';
import { getEventByPath, UUID } from './events.service';

// Finding the event an old or partial address means (docs/product.md §2): by id, by slug in a
// city, or by a slug it had before.

type PathCandidate = {
  countrySlug: string;
  citySlug: string;
  slug: string;
  status: string;
  creatorId: string | null;
};

const candidateColumns = {
  countrySlug: events.countrySlug,
  citySlug: events.citySlug,
  slug: events.slug,
  status: events.status,
  creatorId: events.creatorId,
};

/**
 * Several cities may use one slug: prefer an event that is still on, then the soonest. The
 * preference is the same for every caller, so one old link always leads to one page.
 */
async function bySlug(db: Db, slug: string, citySlug?: string): Promise<PathCandidate[]> {
  return db
    .select(candidateColumns)
    .from(events)
    .where(and(eq(events.slug, slug), citySlug ? eq(events.citySlug, citySlug) : undefined))
    .orderBy(sql`(${events.endDate} < now())`, asc(events.startDate), asc(events.id))
    .limit(20);
}

/**
 * The canonical path for any event URL form of docs/product.md §2: `/events/event/:id`,
 * `/events/:destination/:slug`, `/events/:identifier` (an id or a slug) and
 * `/:country/:city/events/:slug` (following old slugs).
 */
export async function resolveEventPath(options: {
  db: Db;
  path: string;
  viewer: Viewer;
}): Promise<string> {
  const { db, viewer } = options;
  let pathname: string;
  try {
    pathname = new URL(options.path, 'http://lineup.invalid').pathname;
  } catch {
    throw notFound(EVENT_NOT_FOUND);
  }
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });

  const firstVisible = (candidates: PathCandidate[]) => {
    const found = candidates.find((candidate) => canSee(candidate, viewer));
    if (!found) throw notFound(EVENT_NOT_FOUND);
    return eventPath(found);
  };
  const byId = async (id: string) =>
    UUID.test(id) ? db.select(candidateColumns).from(events).where(eq(events.id, id)).limit(1) : [];

  const [first, second, third, fourth, ...rest] = segments;
  if (rest.length > 0 || !first) throw notFound(EVENT_NOT_FOUND);

  if (first === 'events') {
    if (second === 'event' && third && !fourth) return firstVisible(await byId(third));
    if (second && third && !fourth) {
      // `destination` is a free-text place; its slug usually is the city's.
      const inCity = await bySlug(db, third, slugify(second));
      return firstVisible(inCity.length > 0 ? inCity : await bySlug(db, third));
    }
    if (second && !third) {
      return firstVisible(UUID.test(second) ? await byId(second) : await bySlug(db, second));
    }
  }
  if (third === 'events' && second && fourth) {
    const found = await getEventByPath({ db, country: first, city: second, slug: fourth, viewer });
    return found.kind === 'event' ? found.event.path : found.path;
  }
  throw notFound(EVENT_NOT_FOUND);
}
