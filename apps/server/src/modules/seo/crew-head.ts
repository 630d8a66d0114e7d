import { eventImageUrl } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { crews, venueAreas } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import { NOT_FOUND_HEAD, type PageHead } from '../../lib/page-head';
import { crewPath } from '../crews';
import { feedLinks } from '../feeds';
import { renderHeadTags, summarise, type ShareImage } from './head-tags';

const SITE = 'Lineup';

/** Lineup's own 1200 × 630 picture (apps/web/public/share/) for a crew without one. */
const DEFAULT_IMAGE = { path: '/share/lineup.jpg', width: 1200, height: 630 };

/** The crew with this handle and its area's name, or undefined. */
async function crewWithArea(db: Db, handle: string) {
  const [crew] = await db
    .select({
      handle: crews.handle,
      name: crews.name,
      description: crews.description,
      imageUrl: crews.imageUrl,
      links: crews.links,
      areaName: venueAreas.name,
    })
    .from(crews)
    .innerJoin(venueAreas, eq(venueAreas.id, crews.areaId))
    .where(eq(crews.handle, handle.toLowerCase()))
    .limit(1);
  return crew;
}

const CREW_NOT_FOUND: PageHead = { ...NOT_FOUND_HEAD, title: `Crew not found · ${SITE}` };

/**
 * The head of a crew's page (`/crew/:handle`): its name, what it says of itself, Open Graph and
 * Twitter cards with its picture (or Lineup's), its event feeds and schema.org Organization
 * data. An unknown crew is a 404.
 */
export async function crewHeadFor(options: {
  db: Db;
  origin: string;
  handle: string;
}): Promise<PageHead> {
  const { origin } = options;
  const crew = await crewWithArea(options.db, options.handle);
  if (!crew) return CREW_NOT_FOUND;
  const canonical = new URL(crewPath(crew.handle), origin).toString();
  const photo = crew.imageUrl
    ? new URL(eventImageUrl(crew.imageUrl, 'hero'), origin).toString()
    : null;
  const image: ShareImage = photo
    ? { url: photo, alt: crew.name }
    : {
        url: new URL(DEFAULT_IMAGE.path, origin).toString(),
        alt: `${crew.name}, ${crew.areaName}`,
        width: DEFAULT_IMAGE.width,
        height: DEFAULT_IMAGE.height,
      };
  const description = summarise(
    crew.description
      ? `${crew.description} Upcoming events by ${crew.name} in ${crew.areaName}, on ${SITE}.`
      : `Upcoming events and plans by ${crew.name} in ${crew.areaName}: follow them on ${SITE} to hear of what is next.`,
  );
  return {
    title: `${crew.name} · ${SITE}`,
    tags: renderHeadTags({
      title: crew.name,
      description,
      canonical,
      ogType: 'website',
      image,
      feeds: feedLinks(origin, { crew: crew.handle }, crew.name),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: crew.name,
        url: canonical,
        ...(crew.description ? { description: summarise(crew.description, 500) } : {}),
        ...(photo ? { logo: photo } : {}),
        ...(crew.links.length > 0 ? { sameAs: crew.links } : {}),
      },
    }),
  };
}

/** The edit page of a crew: whether it exists is the server's answer; who may edit, the app's. */
export async function crewEditHeadFor(db: Db, handle: string): Promise<PageHead | undefined> {
  const crew = await crewWithArea(db, handle);
  return crew
    ? { title: `Edit ${crew.name} · ${SITE}`, tags: '<meta name="robots" content="noindex" />' }
    : CREW_NOT_FOUND;
}
