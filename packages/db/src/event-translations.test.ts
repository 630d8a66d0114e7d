import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createEvent } from './factories';
import { createTestDatabase } from './testing';
import { events, eventTranslations } from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const searchTextOf = async (id: string) =>
  (await database.db.select({ text: events.searchText }).from(events).where(eq(events.id, id)))[0]
    ?.text;

describe('event translations', () => {
  it('are written in English unless the organiser says otherwise', async () => {
    const event = await createEvent(database);
    expect(event.locale).toBe('en');
  });

  it('keep one translation per language and go with their event', async () => {
    const event = await createEvent(database);
    const dutch = { eventId: event.id, locale: 'nl' as const, title: 'Zonsondergang' };
    await database.db.insert(eventTranslations).values(dutch);
    await expect(database.db.insert(eventTranslations).values(dutch)).rejects.toThrow();
    await database.db.delete(events).where(eq(events.id, event.id));
    expect(
      await database.db
        .select()
        .from(eventTranslations)
        .where(eq(eventTranslations.eventId, event.id)),
    ).toEqual([]);
  });

  it('reject an unknown language and a title under 3 characters', async () => {
    const event = await createEvent(database);
    await expect(
      database.db
        .insert(eventTranslations)
        .values({ eventId: event.id, locale: 'fr' as 'nl', title: 'Le surf' }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(eventTranslations)
        .values({ eventId: event.id, locale: 'nl', title: 'Zo' }),
    ).rejects.toThrow();
  });

  it('are in the search text as they are added, changed and removed', async () => {
    const event = await createEvent(database, { title: 'Sunset Session' });
    await database.db.insert(eventTranslations).values([
      { eventId: event.id, locale: 'nl', title: 'Zonsondergang', description: 'Planken' },
      { eventId: event.id, locale: 'pt-PT', title: 'Pôr do Sol', description: '' },
    ]);
    expect(await searchTextOf(event.id)).toContain('zonsondergang\nplanken');
    expect(await searchTextOf(event.id)).toContain('pôr do sol');

    await database.db
      .update(eventTranslations)
      .set({ title: 'Avondsessie' })
      .where(eq(eventTranslations.locale, 'nl'));
    expect(await searchTextOf(event.id)).toContain('avondsessie');
    expect(await searchTextOf(event.id)).not.toContain('zonsondergang');

    await database.db.delete(eventTranslations).where(eq(eventTranslations.eventId, event.id));
    expect(await searchTextOf(event.id)).not.toContain('avondsessie');
    expect(await searchTextOf(event.id)).toContain('sunset session');
  });
});
