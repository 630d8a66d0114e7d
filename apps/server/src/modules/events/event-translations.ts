import type { EventTranslation } from '@lineup/contracts';
import type { DbOrTx } from '../../lib/transaction';
import { eventTranslations } from '@lineup/db/schema';
import { asc, eq } from 'drizzle-orm';

// The organiser's translations of an event's title and description (docs/product.md §18
// "Event text in several languages").

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
