import type { EventLocale, EventTitleTranslation, EventTranslation } from '@lineup/contracts';
import { events, eventTranslations } from '@lineup/db/schema';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/transaction';

// The organiser's translations of an event's title and description (docs/product.md §18
// "Event text in several languages").

/**
 * The organiser's titles in other languages, so a card shows the reader's (docs/product.md §18);
 * an empty list for most events, read through the translations' primary key.
 */
export const titleTranslationsOf = sql<
  EventTitleTranslation[]
>`coalesce((select json_agg(json_build_object('locale', ${eventTranslations.locale}, 'title', ${eventTranslations.title}) order by ${eventTranslations.locale}) from ${eventTranslations} where ${eventTranslations.eventId} = ${events.id}), '[]'::json)`;

/**
 * Each event's language and its titles in others, for results read without the card's columns
 * (search): one read for the page.
 */
export async function titlesOf(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { locale: EventLocale; translations: EventTitleTranslation[] }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, locale: events.locale, translations: titleTranslationsOf })
    .from(events)
    .where(inArray(events.id, [...ids]));
  return new Map(rows.map(({ id, ...titles }) => [id, titles]));
}

/** Every translation of the event, by language. */
export function translationsOf(db: DbOrTx, eventId: string): Promise<EventTranslation[]> {
  return db
    .select({
      locale: eventTranslations.locale,
      title: eventTranslations.title,
      description: eventTranslations.description,
    })
    .from(eventTranslations)
    .where(eq(eventTranslations.eventId, eventId))
    .orderBy(asc(eventTranslations.locale));
}

/** Makes `translations` the event's only ones (inside the caller's transaction). */
export async function replaceTranslations(
  db: DbOrTx,
  eventId: string,
  translations: readonly EventTranslation[],
): Promise<void> {
  await db.delete(eventTranslations).where(eq(eventTranslations.eventId, eventId));
  if (translations.length === 0) return;
  await db
    .insert(eventTranslations)
    .values(translations.map((translation) => ({ ...translation, eventId })));
}
