import {
  NEW_ACCOUNT_EVENTS_PER_DAY,
  type CreateEventValues,
  type EditableEvent,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  recurringSeries,
  events,
  type NewEvent,
  type VenueAreaRow,
  type VenueRow,
} from '@lineup/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { dayBefore, isNewAccount } from '../../lib/new-account';
import type { Storage } from '../../lib/storage';
import type { Tx } from '../../lib/transaction';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { SessionUser } from '../../types';
import { announceCrewEvent } from '../crews';
import { chooseSlugs, replaceTranslations } from '../events';
import { insertVenue, pageCityForEvent } from '../venues';
import { newSeries } from '../series';
import { editableEvent } from './editable-event';
import { crewIdFor } from './event-crew';
import { resolve, type Resolved } from './event-validation';

// Creating an event or a series of sessions, and what creating and changing share: the slug's
// retry, the venue and the place.

/**
 * Where the event lives: the city page of its venue, else the area's own city page, is the
 * city of its URL `/:country/:city/events/:slug` (only approved cities have pages, see
 * `venue-city.ts`). `destination` is written as the demo data writes it, "Town, Country", so
 * search finds new and old events alike.
 */
export async function placeOf(tx: Tx, area: VenueAreaRow, venue: { citySlug: string } | null) {
  const city = await pageCityForEvent(tx, area, venue);
  return {
    countrySlug: area.countrySlug,
    citySlug: city.slug,
    destination: area.country ? `${city.name}, ${area.country}` : city.name,
  };
}

/** Runs `work` in a transaction, again when a concurrent save took the same slug first. */
export async function withSlugRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const slugClash =
        isUniqueViolation(error, 'events_country_city_slug_key') ||
        isUniqueViolation(error, 'venues_city_slug_slug_key');
      if (!slugClash || attempt >= 5) throw error;
    }
  }
}

export async function venueFor(
  tx: Tx,
  resolved: Resolved,
  user: SessionUser,
): Promise<VenueRow | null> {
  if (!resolved.venue) return null;
  if ('existing' in resolved.venue) return resolved.venue.existing;
  return insertVenue(tx, { ...resolved.venue.create, area: resolved.area, creatorId: user.id });
}

/** The sessions of a new recurring event, each as long as the first. */
function planSeries(input: CreateEventValues, resolved: Resolved) {
  if (!input.repeat) return null;
  const { rule, starts } = newSeries(input.repeat, input.startLocal, resolved.area.timeZone);
  const length = resolved.endDate.getTime() - resolved.startDate.getTime();
  return {
    rule,
    sessions: starts.map((start) => ({
      startDate: start,
      endDate: new Date(start.getTime() + length),
    })),
  };
}

export const NEW_ACCOUNT_EVENT_LIMIT = `New accounts can add ${NEW_ACCOUNT_EVENTS_PER_DAY} events a day in their first week. Try again tomorrow.`;

/**
 * A new account's daily limit (docs/product.md §15 "New accounts"): a series counts once, as
 * the organiser made it in one go.
 */
async function checkNewAccountLimit(db: Db, creatorId: string, now: Date) {
  const [{ lastDay } = { lastDay: 0 }] = await db
    .select({
      lastDay: sql<number>`count(distinct coalesce(${events.seriesId}, ${events.id}))::int`,
    })
    .from(events)
    .where(and(eq(events.creatorId, creatorId), gt(events.createdAt, dayBefore(now))));
  if (lastDay >= NEW_ACCOUNT_EVENTS_PER_DAY && (await isNewAccount(db, creatorId, now))) {
    throw new AppError('rate_limited', 429, NEW_ACCOUNT_EVENT_LIMIT);
  }
}

/**
 * `POST /api/events`: the new event, with its venue when one is created inline. With `repeat`,
 * every session of the series is an event of its own; the answer is the first one.
 */
export async function createEvent(options: {
  db: Db;
  storage: Storage;
  user: SessionUser;
  input: CreateEventValues;
  now?: Date;
}): Promise<EditableEvent> {
  const { db, storage, user, input } = options;
  const now = options.now ?? new Date();
  await checkNewAccountLimit(db, user.id, now);
  return withSlugRetry(db, async (tx) => {
    const resolved = await resolve(tx, input, {
      timesChanged: true,
      venueChanged: true,
      now,
      storage,
    });
    const crewId = await crewIdFor(tx, input.crew, user);
    const series = planSeries(input, resolved);
    const venue = await venueFor(tx, resolved, user);
    const place = await placeOf(tx, resolved.area, venue);
    const times = series?.sessions ?? [
      { startDate: resolved.startDate, endDate: resolved.endDate },
    ];
    const slugs = await chooseSlugs(tx, { ...place, title: input.title }, times.length);
    let seriesId: string | null = null;
    if (series) {
      const [created] = await tx
        .insert(recurringSeries)
        .values({
          rule: series.rule,
          startLocal: input.startLocal,
          timeZone: resolved.area.timeZone,
        })
        .returning({ id: recurringSeries.id });
      seriesId = created!.id;
    }
    const shared: Omit<NewEvent, 'slug' | 'startDate' | 'endDate'> = {
      title: input.title,
      description: input.description,
      locale: input.locale,
      eventCategory: input.category,
      vibe: input.vibe ?? null,
      tags: input.tags,
      specificVenue: input.specificVenue ?? null,
      status: input.status,
      capacity: input.capacity ?? null,
      priceText: input.priceText ?? null,
      externalUrl: input.externalUrl ?? null,
      imageUrl: input.imageUrl ?? null,
      areaId: resolved.area.id,
      venueId: venue?.id ?? null,
      creatorId: user.id,
      crewId,
      // Kept for the organiser's contact; never sent to clients.
      organizerEmail: user.email,
      seriesId,
      ...place,
    };
    const created = await tx
      .insert(events)
      .values(
        times.map((time, index) => ({
          ...shared,
          slug: slugs[index]!,
          ...time,
          occurrenceStart: seriesId ? time.startDate : null,
        })),
      )
      .returning({ id: events.id, startDate: events.startDate });
    for (const { id } of created) await replaceTranslations(tx, id, input.translations);
    const first = created.reduce((a, b) => (b.startDate < a.startDate ? b : a));
    const editable = await editableEvent(tx, first.id);
    if (crewId && input.status === 'published') {
      await announceCrewEvent(tx, {
        crewId,
        eventId: first.id,
        title: input.title,
        path: editable.path,
        actorId: user.id,
      });
    }
    return editable;
  });
}
