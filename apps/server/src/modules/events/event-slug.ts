import { slugify, type Db } from '@lineup/db';
import { eventSlugRedirects, events } from '@lineup/db/schema';
import { and, eq, like, ne, or } from 'drizzle-orm';

/** Long titles make unwieldy links; the slug keeps the first words up to this length. */
const SLUG_MAX = 80;

// A cut never parts a Sinhala or Tamil letter from its vowel sign, nor the two halves of a
// character outside the BMP (a lone half is refused in any path by the input guards).
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The longest start of `slug` of at most `max` UTF-16 units that ends between characters. */
function prefix(slug: string, max: number): string {
  let kept = '';
  for (const { segment } of graphemes.segment(slug)) {
    if (kept.length + segment.length > max) break;
    kept += segment;
  }
  return kept;
}

/**
 * `Sunset Jam at Ribeira d'Ilhas!` → `sunset-jam-at-ribeira-dilhas`, `සර්ෆ් පාඩම` →
 * `සර්ෆ්-පාඩම`, cut at a word; a title with nothing to keep (only emoji) becomes `event`.
 */
export function slugBase(title: string): string {
  const slug = slugify(title);
  if (slug.length <= SLUG_MAX) return slug || 'event';
  const cut = prefix(slug, SLUG_MAX + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 20 ? cut.slice(0, lastDash) : prefix(slug, SLUG_MAX)).replace(/-+$/, '');
}

/** Whether `slug` is `base` or `base-<n>`, so a renamed-but-same-slug title keeps its link. */
export const slugFitsBase = (slug: string, base: string) =>
  slug === base || new RegExp(`^${base}-\\d+$`).test(slug);

/**
 * The first free slug for `title` in a city: `base`, then `base-2`, `base-3`, ... A slug is
 * taken when another event uses it or an old link of another event still points there, so a
 * shared link never starts leading somewhere else. Races are caught by the unique index and
 * the caller retries.
 */
export async function chooseSlug(
  db: Db,
  place: { countrySlug: string; citySlug: string; title: string; eventId?: string | undefined },
): Promise<string> {
  const [slug] = await chooseSlugs(db, place, 1);
  return slug!;
}

/** The first `count` free slugs for `title` in a city, for the sessions of a new series. */
export async function chooseSlugs(
  db: Db,
  place: { countrySlug: string; citySlug: string; title: string; eventId?: string | undefined },
  count: number,
): Promise<string[]> {
  const base = slugBase(place.title);
  const family = or(eq(events.slug, base), like(events.slug, `${base}-%`));
  const redirectFamily = or(
    eq(eventSlugRedirects.oldSlug, base),
    like(eventSlugRedirects.oldSlug, `${base}-%`),
  );
  const [taken, redirected] = await Promise.all([
    db
      .select({ slug: events.slug })
      .from(events)
      .where(
        and(
          eq(events.countrySlug, place.countrySlug),
          eq(events.citySlug, place.citySlug),
          family,
          place.eventId ? ne(events.id, place.eventId) : undefined,
        ),
      ),
    db
      .select({ slug: eventSlugRedirects.oldSlug })
      .from(eventSlugRedirects)
      .where(
        and(
          eq(eventSlugRedirects.countrySlug, place.countrySlug),
          eq(eventSlugRedirects.citySlug, place.citySlug),
          redirectFamily,
          place.eventId ? ne(eventSlugRedirects.eventId, place.eventId) : undefined,
        ),
      ),
  ]);
  const used = new Set([...taken, ...redirected].map((row) => row.slug));
  const free: string[] = [];
  for (let n = 1; free.length < count; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!used.has(candidate)) free.push(candidate);
  }
  return free;
}
