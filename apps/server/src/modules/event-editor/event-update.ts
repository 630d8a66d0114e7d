import {
  errorMessages,
  reportMessages,
  seriesMessages,
  type SessionsScope,
  type EditableEvent,
  type UpdateEventValues,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { eventSlugRedirects, events, venueAreas, type EventRow } from '@lineup/db/schema';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { conflict, validationFailed } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { Tx } from '../../lib/transaction';
import type { SessionUser } from '../../types';
import { recordModeration } from '../admin';
import {
  announceEventChange,
  announceSeriesChange,
  eventFacts,
  type EventFacts,
} from '../notifications';
import { promoteFromWaitlist } from '../rsvps';
import { announceCrewEvent } from '../crews';
import {
  chooseSlug,
  coversNoEventUses,
  eventPath,
  replaceTranslations,
  slugBase,
  slugFitsBase,
} from '../events';
import { splitSeriesAt } from '../series';
import { instantToLocal } from '@lineup/db/zoned-time';
import { eventForChange, editableEvent } from './editable-event';
import { crewAfterChange } from './event-crew';
import { textsAfterChange } from './event-texts';
import { resolve, type EventValues } from './event-validation';
import { placeOf, withSlugRetry, venueFor } from './event-create';

// Changing an event: one session, or this and following sessions of a series, and telling the
// members who answered.

/**
 * `PATCH /api/events/:id`: the fields sent change, the rest stays. With `sessions: following`
 * on a session of a series, the change applies to it and every later session (see
 * `changeFollowing`). Returns the event and the covers nothing uses any more (for the caller to
 * delete).
 */
export async function updateEvent(options: {
  db: Db;
  storage: Storage;
  user: SessionUser;
  id: string;
  patch: UpdateEventValues;
  sessions?: SessionsScope['sessions'];
  now?: Date;
}): Promise<{ event: EditableEvent; replacedImageUrls: string[] }> {
  const { db, storage, user, id, patch } = options;
  const now = options.now ?? new Date();
  return withSlugRetry(db, async (tx) => {
    const current = await eventForChange(tx, id, user, true);
    const change = { storage, user, patch, now };
    const replaced =
      options.sessions === 'following' && current.seriesId !== null
        ? await changeFollowing(tx, { ...change, current })
        : [(await changeSession(tx, { ...change, current })).replacedImageUrl];
    return {
      event: await editableEvent(tx, id),
      replacedImageUrls: await coversNoEventUses(tx, replaced),
    };
  });
}

/** `current` and the sessions after it in its series, in order, locked for the change. */
export async function followingSessions(tx: Tx, current: EventRow): Promise<EventRow[]> {
  return tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.seriesId, current.seriesId!),
        gt(events.occurrenceStart, current.occurrenceStart!),
      ),
    )
    .orderBy(asc(events.occurrenceStart))
    .for('update');
}

/** A change to one session (or one-off event), as `changeSession` applies it. */
type SessionChange = {
  storage: Storage;
  user: SessionUser;
  current: EventRow;
  patch: UpdateEventValues;
  now: Date;
  /**
   * Sessions of a series changed together collect what moved here, to be told once
   * (`announceSeriesChange`); without it each change is told on its own.
   */
  moves?: { before: EventFacts; after: EventFacts }[];
};

/**
 * "This and following sessions" (as calendars do it): the change applies to `current` and each
 * later session, and those move to a series of their own that starts with `current`, so the
 * earlier sessions keep the rule and the content they had. A new time of day applies to every
 * following session on its own day; moving them to other days is refused, as the rule's days
 * would no longer hold (one session can still be moved alone).
 */
async function changeFollowing(tx: Tx, options: SessionChange): Promise<(string | null)[]> {
  const { current, patch } = options;
  const [area] = await tx
    .select({ timeZone: venueAreas.timeZone })
    .from(venueAreas)
    .where(eq(venueAreas.id, current.areaId));
  const currentDay = instantToLocal(current.startDate, area!.timeZone).slice(0, 10);
  if (patch.startLocal !== undefined && patch.startLocal.slice(0, 10) !== currentDay) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [{ path: 'startLocal', message: seriesMessages.followingDay }],
    });
  }
  const followers = await followingSessions(tx, current);
  const moves: NonNullable<SessionChange['moves']> = [];
  const replaced = [(await changeSession(tx, { ...options, moves })).replacedImageUrl];

  // The session as saved: its area's zone, its time of day and length apply to the others.
  const [saved] = await tx
    .select({ event: events, timeZone: venueAreas.timeZone })
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .where(eq(events.id, current.id));
  const zone = saved!.timeZone;
  const timesSent = patch.startLocal !== undefined || patch.endLocal !== undefined;
  const split = await splitSeriesAt(tx, {
    seriesId: current.seriesId!,
    from: current.occurrenceStart!,
    timeOfDay: timesSent ? instantToLocal(saved!.event.startDate, zone).slice(10) : null,
    timeZone: zone,
  });
  const length = saved!.event.endDate.getTime() - saved!.event.startDate.getTime();

  // A venue created with the change is created once, for the first session.
  const venueSent = patch.venueId !== undefined || patch.newVenue !== undefined;
  const shared: UpdateEventValues = {
    ...patch,
    ...(venueSent ? { venueId: saved!.event.venueId, newVenue: null } : {}),
  };
  for (const follower of followers) {
    const start = split.ruleStartOf(follower.occurrenceStart!);
    const times = timesSent
      ? {
          startLocal: instantToLocal(start, zone),
          endLocal: instantToLocal(new Date(start.getTime() + length), zone),
        }
      : {};
    const { replacedImageUrl } = await changeSession(tx, {
      ...options,
      current: follower,
      patch: { ...shared, ...times },
      moves,
    });
    replaced.push(replacedImageUrl);
  }
  // One notice per member for the whole change, not one per session.
  await announceSeriesChange(tx, { moves, actorId: options.user.id, now: options.now });
  for (const row of [current, ...followers]) {
    await tx
      .update(events)
      .set({ seriesId: split.seriesId, occurrenceStart: split.ruleStartOf(row.occurrenceStart!) })
      .where(eq(events.id, row.id));
  }
  return replaced;
}

/**
 * One session (or a one-off event) changed: the fields sent change, the rest stays. A new
 * title or town gives a new slug, and the old one is kept in `event_slug_redirects` so shared
 * links still work. Returns the cover it no longer uses.
 */
async function changeSession(
  tx: Tx,
  options: SessionChange,
): Promise<{ replacedImageUrl: string | null }> {
  const { storage, user, current, patch, now, moves } = options;
  const factsBefore = await eventFacts(tx, current.id);
  const [currentArea] = await tx
    .select()
    .from(venueAreas)
    .where(eq(venueAreas.id, current.areaId))
    .limit(1);
  const areaChanged = patch.area !== undefined;
  const timesSent = patch.startLocal !== undefined || patch.endLocal !== undefined;
  // The form shows local times; an area change keeps them as wall-clock times there.
  const zone = currentArea!.timeZone;
  const merged: EventValues = {
    title: patch.title ?? current.title,
    description: patch.description ?? current.description,
    category: patch.category ?? current.eventCategory,
    vibe: patch.vibe === undefined ? current.vibe : patch.vibe,
    tags: patch.tags ?? current.tags,
    area: patch.area ?? current.areaId,
    venueId:
      patch.venueId !== undefined || patch.newVenue !== undefined
        ? (patch.venueId ?? null)
        : current.venueId,
    newVenue: patch.newVenue ?? null,
    specificVenue: patch.specificVenue === undefined ? current.specificVenue : patch.specificVenue,
    startLocal: patch.startLocal ?? instantToLocal(current.startDate, zone),
    endLocal: patch.endLocal ?? instantToLocal(current.endDate, zone),
    capacity: patch.capacity === undefined ? current.capacity : patch.capacity,
    priceText: patch.priceText === undefined ? current.priceText : patch.priceText,
    externalUrl: patch.externalUrl === undefined ? current.externalUrl : patch.externalUrl,
    imageUrl: patch.imageUrl === undefined ? current.imageUrl : patch.imageUrl,
    status: patch.status ?? current.status,
    ...(await textsAfterChange(tx, current, patch)),
  };
  // Hidden by moderation, it stays a draft until a moderator brings it back (docs/product.md §15).
  if (current.hiddenAt !== null && merged.status === 'published' && user.role !== 'admin') {
    throw conflict(reportMessages.hiddenEvent);
  }
  const venueChanged = merged.venueId !== current.venueId || !!merged.newVenue;
  const resolved = await resolve(tx, merged, {
    current: { ...current, timeZone: zone },
    timesChanged: timesSent || (areaChanged && patch.area !== current.areaId),
    venueChanged,
    now,
    storage,
  });
  const crewId = await crewAfterChange(tx, current, patch.crew, user);
  const venue = await venueFor(tx, resolved, user);
  const place = await placeOf(tx, resolved.area, venue);
  const samePlace =
    place.countrySlug === current.countrySlug && place.citySlug === current.citySlug;
  let slug = current.slug;
  if (!samePlace || !slugFitsBase(current.slug, slugBase(merged.title))) {
    slug = await chooseSlug(tx, { ...place, title: merged.title, eventId: current.id });
  }
  if (!samePlace || slug !== current.slug) {
    // Coming back to one of its own old slugs: that link now leads to the event itself.
    await tx
      .delete(eventSlugRedirects)
      .where(
        and(
          eq(eventSlugRedirects.eventId, current.id),
          eq(eventSlugRedirects.countrySlug, place.countrySlug),
          eq(eventSlugRedirects.citySlug, place.citySlug),
          eq(eventSlugRedirects.oldSlug, slug),
        ),
      );
    await tx
      .insert(eventSlugRedirects)
      .values({
        eventId: current.id,
        countrySlug: current.countrySlug,
        citySlug: current.citySlug,
        oldSlug: current.slug,
      })
      .onConflictDoUpdate({
        target: [
          eventSlugRedirects.countrySlug,
          eventSlugRedirects.citySlug,
          eventSlugRedirects.oldSlug,
        ],
        set: { eventId: current.id },
      });
  }
  await tx
    .update(events)
    .set({
      slug,
      title: merged.title,
      description: merged.description,
      locale: merged.locale,
      eventCategory: merged.category,
      vibe: merged.vibe ?? null,
      tags: merged.tags,
      specificVenue: merged.specificVenue ?? null,
      status: merged.status,
      // An admin publishing it is a moderator bringing it back.
      hiddenAt: merged.status === 'published' ? null : current.hiddenAt,
      startDate: resolved.startDate,
      endDate: resolved.endDate,
      capacity: merged.capacity ?? null,
      priceText: merged.priceText ?? null,
      externalUrl: merged.externalUrl ?? null,
      imageUrl: merged.imageUrl ?? null,
      areaId: resolved.area.id,
      venueId: venue?.id ?? null,
      crewId,
      ...place,
    })
    .where(eq(events.id, current.id));
  if (patch.translations !== undefined) {
    await replaceTranslations(tx, current.id, merged.translations);
  }
  if (crewId && current.status === 'draft' && merged.status === 'published') {
    await announceCrewEvent(tx, {
      crewId,
      eventId: current.id,
      title: merged.title,
      path: eventPath({ ...place, slug }),
      actorId: user.id,
    });
  }
  await recordModeration(tx, {
    user,
    ownerId: current.creatorId,
    action: 'event.update',
    target: { type: 'event', id: current.id, name: merged.title },
  });
  if (current.status === 'published' && merged.status === 'published') {
    await tellAboutChange(tx, {
      current,
      factsBefore: factsBefore!,
      actorId: user.id,
      now,
      ...(moves ? { moves } : {}),
    });
  }
  const replaced =
    current.imageUrl && current.imageUrl !== merged.imageUrl ? current.imageUrl : null;
  return { replacedImageUrl: replaced };
}

/**
 * After a published event was saved: members with an answer hear what changed (time or
 * place), calendars get a new SEQUENCE so they replace their copy, reminders move with the
 * time, and spots a raised capacity opened go to the waitlist (docs/product.md §10).
 */
async function tellAboutChange(
  tx: Tx,
  options: {
    current: EventRow;
    factsBefore: EventFacts;
    actorId: string;
    now: Date;
    moves?: SessionChange['moves'];
  },
): Promise<void> {
  const { current, factsBefore, actorId, now, moves } = options;
  const after = (await eventFacts(tx, current.id))!;
  const [saved] = await tx
    .select({ endDate: events.endDate, capacity: events.capacity })
    .from(events)
    .where(eq(events.id, current.id))
    .limit(1);
  const moved =
    after.startDate.getTime() !== factsBefore.startDate.getTime() ||
    saved!.endDate.getTime() !== current.endDate.getTime() ||
    after.place !== factsBefore.place;
  if (moved) {
    await tx
      .update(events)
      .set({ sequence: sql`${events.sequence} + 1` })
      .where(eq(events.id, current.id));
    if (moves) moves.push({ before: factsBefore, after });
    else await announceEventChange(tx, { before: factsBefore, after, actorId, now });
  }
  const raised =
    current.capacity !== null && (saved!.capacity === null || saved!.capacity > current.capacity);
  if (raised) await promoteFromWaitlist(tx, { eventId: current.id, now });
}
