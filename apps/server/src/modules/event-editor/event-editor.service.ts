import {
  describeRule,
  errorMessages,
  EVENT_LENGTH_MAX_MS,
  EVENT_LENGTH_MESSAGE,
  seriesMessages,
  type CreateEventValues,
  type SessionsScope,
  type EditableEvent,
  type UpdateEventValues,
  type ValidationIssue,
  venuePath,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  recurringSeries,
  eventSlugRedirects,
  events,
  venueAreas,
  venues,
  type EventRow,
  type NewEvent,
  type VenueAreaRow,
  type VenueRow,
} from '@lineup/db/schema';
import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { Tx } from '../../lib/transaction';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { SessionUser } from '../../types';
import { recordModeration } from '../admin';
import { findArea } from '../areas';
import {
  announceEventCancelled,
  announceEventChange,
  announceSeriesCancelled,
  announceSeriesChange,
  eventFacts,
  type EventFacts,
} from '../notifications';
import { promoteFromWaitlist } from '../rsvps';
import {
  canEdit,
  chooseSlug,
  chooseSlugs,
  coversNoEventUses,
  EVENT_NOT_FOUND,
  eventPath,
  rsvpCount,
  selectEvents,
  slugBase,
  slugFitsBase,
  type Viewer,
} from '../events';
import {
  findSameVenue,
  insertVenue,
  pageCityForEvent,
  venueById,
  type NewVenueValues,
} from '../venues';
import { isStoredCover } from '../uploads';
import { newSeries, splitSeriesAt } from '../series';
import { describeLocal, instantToLocal, localToInstant } from '@lineup/db/zoned-time';

export const NOT_YOUR_EVENT = 'You can only change events you created.';
export const CANCEL_DRAFT = 'Only a published event can be cancelled. Delete a draft instead.';

const viewerOf = (user: SessionUser): Viewer => ({ id: user.id, role: user.role });

/**
 * The event `id` if `user` may change it: 404 when it does not exist (or is someone else's
 * draft, which others may not know about), 403 when it belongs to someone else. With `lock`
 * the row stays locked until the transaction ends, so concurrent edits apply one after another.
 */
async function eventForChange(
  db: Db | Tx,
  id: string,
  user: SessionUser,
  lock = false,
): Promise<EventRow> {
  const query = db.select().from(events).where(eq(events.id, id)).limit(1);
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!canEdit(event, viewerOf(user))) {
    if (event.status === 'draft') throw notFound(EVENT_NOT_FOUND);
    throw forbidden(NOT_YOUR_EVENT);
  }
  return event;
}

/** Only the creator or an admin may change `id`; answers 401/403/404 like every change. */
export async function assertCanChange(options: {
  db: Db;
  id: string;
  user: SessionUser;
}): Promise<EventRow> {
  return eventForChange(options.db, options.id, options.user);
}

/** The event as the form edits it. */
async function editableEvent(db: Db | Tx, id: string): Promise<EditableEvent> {
  const [row] = await selectEvents(db, {
    event: events,
    area: venueAreas,
    venue: venues,
    goingCount: rsvpCount('going'),
    interestedCount: rsvpCount('interested'),
  })
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const { event, area, venue } = row;
  return {
    id: event.id,
    path: eventPath(event),
    status: event.status,
    title: event.title,
    description: event.description,
    category: event.eventCategory,
    vibe: event.vibe,
    tags: event.tags,
    area: { id: area.id, name: area.name, slug: area.slug, timeZone: area.timeZone },
    venue: venue
      ? {
          id: venue.id,
          name: venue.name,
          street: venue.street,
          postalCode: venue.postalCode,
          city: venue.city,
          website: venue.website,
          googleMaps: venue.googleMaps,
          imageUrl: venue.imageUrl,
          path: venuePath({
            countrySlug: area.countrySlug,
            citySlug: venue.citySlug,
            slug: venue.slug,
          }),
        }
      : null,
    specificVenue: event.specificVenue,
    startLocal: instantToLocal(event.startDate, area.timeZone),
    endLocal: instantToLocal(event.endDate, area.timeZone),
    capacity: event.capacity,
    priceText: event.priceText,
    externalUrl: event.externalUrl,
    imageUrl: event.imageUrl,
    goingCount: Number(row.goingCount),
    interestedCount: Number(row.interestedCount),
    series: await seriesOfSession(db, event),
  };
}

/** The series a session belongs to, as the form needs it: can a change reach further? */
async function seriesOfSession(db: Db | Tx, event: EventRow): Promise<EditableEvent['series']> {
  if (event.seriesId === null) return null;
  const [series] = await db
    .select({ rule: recurringSeries.rule })
    .from(recurringSeries)
    .where(eq(recurringSeries.id, event.seriesId));
  if (!series) return null;
  const [following] = await db
    .select({ n: count() })
    .from(events)
    // "Following" as a change means it: by the rule's order, whatever was moved alone.
    .where(
      and(eq(events.seriesId, event.seriesId), gt(events.occurrenceStart, event.occurrenceStart!)),
    );
  return {
    id: event.seriesId,
    repeats: describeRule(series.rule),
    followingCount: following?.n ?? 0,
  };
}

/** `GET /api/events/:id/edit`. */
export async function getEditableEvent(options: {
  db: Db;
  id: string;
  user: SessionUser;
}): Promise<EditableEvent> {
  await eventForChange(options.db, options.id, options.user);
  return editableEvent(options.db, options.id);
}

// ---- Checking what was sent against the database ---------------------------------------------

/** Everything an event is saved from, after the request's own validation. */
type EventValues = Omit<CreateEventValues, 'status'> & {
  status: EventRow['status'];
};

type Resolved = {
  area: VenueAreaRow;
  /** An existing venue, or a new one to insert with the event. */
  venue: { existing: VenueRow } | { create: NewVenueValues } | null;
  startDate: Date;
  endDate: Date;
};

function collectIssues() {
  const issues: ValidationIssue[] = [];
  return {
    issues,
    add: (path: string, message: string) => issues.push({ path, message }),
    throwIfAny: () => {
      if (issues.length > 0) {
        throw validationFailed(errorMessages.validationFailed, { target: 'json', issues });
      }
    },
  };
}

/**
 * The checks that need the database, all reported together with the request's own field
 * paths, before anything is written: the area and venue exist, the local times exist in the
 * area's zone, the image is one we stored.
 */
async function resolve(
  tx: Tx,
  values: EventValues,
  context: {
    current?: EventRow & { timeZone: string };
    /** Re-read the times in the area's zone (sent, or the area changed). */
    timesChanged: boolean;
    venueChanged: boolean;
    now: Date;
    storage: Storage;
  },
): Promise<Resolved> {
  const { current, now } = context;
  const problems = collectIssues();

  const area = await findArea(tx, values.area);
  if (!area) {
    problems.add('area', 'Choose one of the areas.');
  } else if (!area.active && area.id !== current?.areaId) {
    problems.add('area', `${area.name} is not taking new events.`);
  }

  let venue: Resolved['venue'] = null;
  if (values.newVenue && context.venueChanged) {
    const newVenue = values.newVenue as NewVenueValues;
    const same = area ? await findSameVenue(tx, { ...newVenue, area }) : undefined;
    if (same) {
      problems.add(
        'newVenue.name',
        `${same.name} in ${same.city ?? newVenue.city} is already on Lineup. Pick it from the list.`,
      );
    } else {
      venue = { create: newVenue };
    }
  } else if (values.venueId) {
    const existing = await venueById(tx, values.venueId);
    if (!existing) {
      problems.add('venueId', 'That venue no longer exists. Pick another one.');
    } else if (
      area &&
      existing.areaId !== null &&
      existing.areaId !== area.id &&
      (context.venueChanged || area.id !== current?.areaId)
    ) {
      problems.add('venueId', `That venue is not in ${area.name}. Pick one there.`);
    } else {
      venue = { existing };
    }
  }

  let startDate = current?.startDate;
  let endDate = current?.endDate;
  if (area && (context.timesChanged || !current)) {
    // A time sent back as the form showed it keeps its instant (even the second of a
    // repeated hour, which reading it again would turn into the first).
    const read = (local: string, instant: Date | undefined) =>
      current &&
      instant &&
      area.timeZone === current.timeZone &&
      local === instantToLocal(instant, current.timeZone)
        ? ({ ok: true, instant } as const)
        : localToInstant(local, area.timeZone);
    const start = read(values.startLocal, current?.startDate);
    const end = read(values.endLocal, current?.endDate);
    const skipped = (local: string) =>
      `${describeLocal(local)} does not exist in ${area.timeZone}: the clocks go forward an hour then. Pick another time.`;
    if (!start.ok) problems.add('startLocal', skipped(values.startLocal));
    if (!end.ok) problems.add('endLocal', skipped(values.endLocal));
    if (start.ok && end.ok) {
      // An event that already happened can still be corrected, as long as it is not moved.
      const moved =
        !current ||
        start.instant.getTime() !== current.startDate.getTime() ||
        end.instant.getTime() !== current.endDate.getTime();
      if (end.instant <= start.instant) {
        problems.add('endLocal', 'The event must end after it starts.');
      } else if (moved && end.instant <= now) {
        problems.add('endLocal', 'This time has already passed. Choose a time in the future.');
      } else if (moved && end.instant.getTime() - start.instant.getTime() > EVENT_LENGTH_MAX_MS) {
        // Checked on the instants too: a PATCH may send one end only, and the lists rely on it.
        problems.add('endLocal', EVENT_LENGTH_MESSAGE);
      }
      startDate = start.instant;
      endDate = end.instant;
    }
  }

  if (values.imageUrl && values.imageUrl !== current?.imageUrl) {
    const usedElsewhere = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.imageUrl, values.imageUrl),
          current ? ne(events.id, current.id) : undefined,
          // The sessions of a series share their cover.
          current?.seriesId
            ? sql`${events.seriesId} is distinct from ${current.seriesId}`
            : undefined,
        ),
      )
      .limit(1);
    if (usedElsewhere.length > 0 || !(await isStoredCover(context.storage, values.imageUrl))) {
      problems.add('imageUrl', 'Upload the cover image again; that one was not found.');
    }
  }

  problems.throwIfAny();
  return { area: area!, venue, startDate: startDate!, endDate: endDate! };
}

// ---- Writing ---------------------------------------------------------------------------------

/**
 * Where the event lives: the city page of its venue, else the area's own city page, is the
 * city of its URL `/:country/:city/events/:slug` (only approved cities have pages, see
 * `venue-city.ts`). `destination` is written as the demo data writes it, "Town, Country", so
 * search finds new and old events alike.
 */
async function placeOf(tx: Tx, area: VenueAreaRow, venue: { citySlug: string } | null) {
  const city = await pageCityForEvent(tx, area, venue);
  return {
    countrySlug: area.countrySlug,
    citySlug: city.slug,
    destination: area.country ? `${city.name}, ${area.country}` : city.name,
  };
}

/** Runs `work` in a transaction, again when a concurrent save took the same slug first. */
async function withSlugRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
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

async function venueFor(tx: Tx, resolved: Resolved, user: SessionUser): Promise<VenueRow | null> {
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
  return withSlugRetry(db, async (tx) => {
    const resolved = await resolve(tx, input, {
      timesChanged: true,
      venueChanged: true,
      now,
      storage,
    });
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
    const first = created.reduce((a, b) => (b.startDate < a.startDate ? b : a));
    return editableEvent(tx, first.id);
  });
}

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
async function followingSessions(tx: Tx, current: EventRow): Promise<EventRow[]> {
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
  };
  const venueChanged = merged.venueId !== current.venueId || !!merged.newVenue;
  const resolved = await resolve(tx, merged, {
    current: { ...current, timeZone: zone },
    timesChanged: timesSent || (areaChanged && patch.area !== current.areaId),
    venueChanged,
    now,
    storage,
  });
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
      eventCategory: merged.category,
      vibe: merged.vibe ?? null,
      tags: merged.tags,
      specificVenue: merged.specificVenue ?? null,
      status: merged.status,
      startDate: resolved.startDate,
      endDate: resolved.endDate,
      capacity: merged.capacity ?? null,
      priceText: merged.priceText ?? null,
      externalUrl: merged.externalUrl ?? null,
      imageUrl: merged.imageUrl ?? null,
      areaId: resolved.area.id,
      venueId: venue?.id ?? null,
      ...place,
    })
    .where(eq(events.id, current.id));
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

/**
 * `POST /api/events/:id/cancel`: the event stays visible with a banner; RSVPs stop. With
 * `sessions: following`, this session and every later published one of its series.
 */
export async function cancelEvent(options: {
  db: Db;
  user: SessionUser;
  id: string;
  sessions?: SessionsScope['sessions'];
}): Promise<EditableEvent> {
  const { db, user, id } = options;
  return db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, user, true);
    if (current.status === 'draft') throw new AppError('conflict', 409, CANCEL_DRAFT);
    const sessions =
      options.sessions === 'following' && current.seriesId !== null
        ? [current, ...(await followingSessions(tx, current))]
        : [current];
    // Several sessions called off at once are one notice per member, not one per session.
    const cancelled: EventFacts[] = [];
    for (const session of sessions) {
      if (session.status !== 'published') continue;
      await tx
        .update(events)
        .set({ status: 'cancelled', sequence: sql`${events.sequence} + 1` })
        .where(eq(events.id, session.id));
      const facts = (await eventFacts(tx, session.id))!;
      if (sessions.length > 1) cancelled.push(facts);
      else await announceEventCancelled(tx, { event: facts, actorId: user.id });
      await recordModeration(tx, {
        user,
        ownerId: session.creatorId,
        action: 'event.cancel',
        target: { type: 'event', id: session.id, name: session.title },
      });
    }
    await announceSeriesCancelled(tx, { sessions: cancelled, actorId: user.id });
    return editableEvent(tx, id);
  });
}

/** `DELETE /api/events/:id`: the event, its RSVPs and old links go; returns its cover URL. */
export async function deleteEvent(options: {
  db: Db;
  user: SessionUser;
  id: string;
}): Promise<{ unusedImageUrls: string[] }> {
  const { db, user, id } = options;
  return db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, user, true);
    // Members who answered hear it was called off (their answers go with the event).
    if (current.status === 'published' && current.endDate > new Date()) {
      const facts = (await eventFacts(tx, id))!;
      await announceEventCancelled(tx, { event: facts, actorId: user.id, deleted: true });
    }
    await tx.delete(events).where(eq(events.id, id));
    await recordModeration(tx, {
      user,
      ownerId: current.creatorId,
      action: 'event.delete',
      target: { type: 'event', id, name: current.title },
    });
    return { unusedImageUrls: await coversNoEventUses(tx, [current.imageUrl]) };
  });
}

/** Points the event at a newly stored cover; returns the event and the cover it replaced. */
export async function setEventImage(options: {
  db: Db;
  user: SessionUser;
  id: string;
  imageUrl: string;
}): Promise<{ event: EditableEvent; replacedImageUrls: string[] }> {
  const { db, user, id, imageUrl } = options;
  return db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, user, true);
    await tx.update(events).set({ imageUrl }).where(eq(events.id, id));
    return {
      event: await editableEvent(tx, id),
      replacedImageUrls: await coversNoEventUses(tx, [current.imageUrl]),
    };
  });
}
