import {
  type EventByPathResponse,
  type EventDetail,
  type MemberSummary,
  venuePath,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  crews,
  eventRsvps,
  eventSlugRedirects,
  events,
  profiles,
  venueAreas,
  venues,
} from '@lineup/db/schema';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import type { DbOrTx } from '../../lib/transaction';
import { firstAvatar } from '../../lib/avatar';
import { notBlocked } from '../blocking';
import { translationsOf } from './event-translations';
import { eventCardColumns, eventPath, rsvpCount, selectEvents, toEventCard } from './event-card';
import { allows, canSeeEvent, roleForChange } from './host-role';
import { EVENT_NOT_FOUND, type Viewer } from './viewer';
import { seriesOfEvent } from './event-series';

// One event as its page shows it: who is going, the viewer's own answer, and what they may do.

/** Going members listed on an event page; the count still includes everyone. */
export const GOING_MEMBERS_MAX = 100;

async function goingMembersVisibleTo(
  db: Db,
  eventId: string,
  viewer: Viewer,
): Promise<MemberSummary[]> {
  const viewerId = viewer?.id ?? null;
  // docs/product.md "Privacy & settings": everyone; friends = an accepted friendship with the
  // viewer; nobody = hidden. A member always sees their own RSVP.
  const visible = viewerId
    ? sql`(${profiles.rsvpVisibility} = 'everyone' or ${profiles.id} = ${viewerId} or (${profiles.rsvpVisibility} = 'friends' and exists (
        select 1 from friendships f where f.status = 'accepted' and (
          (f.requester_id = ${profiles.id} and f.addressee_id = ${viewerId}) or
          (f.addressee_id = ${profiles.id} and f.requester_id = ${viewerId})))))`
    : sql`${profiles.rsvpVisibility} = 'everyone'`;
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(eventRsvps)
    .innerJoin(profiles, eq(profiles.id, eventRsvps.userId))
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, 'going'),
        visible,
        // Nor anyone blocked either way (docs/product.md §13); the counts stay the true ones.
        notBlocked(viewerId, profiles.id),
      ),
    )
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id))
    .limit(GOING_MEMBERS_MAX);
  return rows.map((row) => ({ ...row, avatarUrl: firstAvatar(row.avatarUrl) }));
}

/**
 * The member's place on the event's waitlist (1 is next), or null when not waiting. The order
 * is when each answer became "waitlisted" (docs/product.md §10 "Waitlist").
 */
export async function waitlistPosition(
  db: DbOrTx,
  options: { eventId: string; userId: string },
): Promise<number | null> {
  const { rows } = await db.execute<{ position: number }>(sql`
    select position from (
      select user_id, row_number() over (order by updated_at, id) as position
      from ${eventRsvps}
      where event_id = ${options.eventId} and status = 'waitlisted'
    ) waiting
    where user_id = ${options.userId}`);
  return rows[0] ? Number(rows[0].position) : null;
}

async function rsvpOf(db: Db, eventId: string, viewer: Viewer) {
  if (!viewer) return null;
  const [row] = await db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, viewer.id)))
    .limit(1);
  return row?.status ?? null;
}

const detailColumns = {
  ...eventCardColumns,
  creatorId: events.creatorId,
  seriesId: events.seriesId,
  description: events.description,
  destination: events.destination,
  specificVenue: events.specificVenue,
  priceText: events.priceText,
  externalUrl: events.externalUrl,
  updatedAt: events.updatedAt,
  sequence: events.sequence,
  waitlistCount: rsvpCount('waitlisted'),
  areaCountry: venueAreas.country,
  areaCountrySlug: venueAreas.countrySlug,
  venueId: venues.id,
  venueSlug: venues.slug,
  venueCitySlug: venues.citySlug,
  venueStreet: venues.street,
  venuePostalCode: venues.postalCode,
  venueWebsite: venues.website,
  venueGoogleMaps: venues.googleMaps,
  venueImageUrl: venues.imageUrl,
  creatorUsername: profiles.username,
  creatorAvatarUrl: profiles.avatarUrl,
  crewId: events.crewId,
  requiresApproval: events.requiresApproval,
  crewHandle: sql<
    string | null
  >`(select ${crews.handle} from ${crews} where ${crews.id} = ${events.crewId})`,
  crewName: sql<
    string | null
  >`(select ${crews.name} from ${crews} where ${crews.id} = ${events.crewId})`,
  arrivedCount: sql<number>`(select count(*) from ${eventRsvps} where ${eventRsvps.eventId} = ${events.id} and ${eventRsvps.checkedInAt} is not null)::int`,
};

async function selectDetailRow(db: Db, where: SQL) {
  const [row] = await selectEvents(db, detailColumns)
    .leftJoin(profiles, eq(profiles.id, events.creatorId))
    .where(where)
    .limit(1);
  return row;
}

export type EventDetailWithMeta = EventDetail & {
  updatedAt: Date;
  startsAt: Date;
  endsAt: Date;
  /** iCalendar SEQUENCE: how often its time or place changed or it was cancelled. */
  sequence: number;
};

async function toDetail(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof selectDetailRow>>>,
  viewer: Viewer,
): Promise<EventDetailWithMeta> {
  const card = toEventCard(row);
  const myRsvp = await rsvpOf(db, row.id, viewer);
  const hostRole = await roleForChange(db, row.id, viewer);
  return {
    ...card,
    description: row.description,
    translations: await translationsOf(db, row.id),
    destination: row.destination,
    specificVenue: row.specificVenue,
    area: {
      name: row.areaName,
      slug: row.areaSlug,
      country: row.areaCountry,
      countrySlug: row.areaCountrySlug,
      latitude: row.areaLatitude,
      longitude: row.areaLongitude,
    },
    venue:
      row.venueId === null || row.venueName === null
        ? null
        : {
            id: row.venueId,
            name: row.venueName,
            street: row.venueStreet,
            postalCode: row.venuePostalCode,
            city: row.venueCity,
            website: row.venueWebsite,
            googleMaps: row.venueGoogleMaps,
            imageUrl: row.venueImageUrl,
            latitude: row.venueLatitude,
            longitude: row.venueLongitude,
            path:
              row.venueSlug === null
                ? null
                : venuePath({
                    countrySlug: row.areaCountrySlug,
                    citySlug: row.venueCitySlug,
                    slug: row.venueSlug,
                  }),
          },
    creator:
      row.creatorId === null || row.creatorUsername === null
        ? null
        : {
            id: row.creatorId,
            username: row.creatorUsername,
            avatarUrl: firstAvatar(row.creatorAvatarUrl),
          },
    priceText: row.priceText,
    externalUrl: row.externalUrl,
    goingMembers: await goingMembersVisibleTo(db, row.id, viewer),
    myRsvp,
    waitlistCount: Number(row.waitlistCount),
    myWaitlistPosition:
      myRsvp === 'waitlisted' && viewer
        ? await waitlistPosition(db, { eventId: row.id, userId: viewer.id })
        : null,
    canEdit: allows(hostRole, 'host'),
    hostRole,
    requiresApproval: row.requiresApproval,
    crew:
      row.crewHandle === null || row.crewName === null
        ? null
        : { handle: row.crewHandle, name: row.crewName, path: `/crew/${row.crewHandle}` },
    arrivedCount: row.startDate <= new Date() ? Number(row.arrivedCount) : null,
    series: await seriesOfEvent(db, row, viewer),
    updatedAt: row.updatedAt,
    startsAt: row.startDate,
    endsAt: row.endDate,
    sequence: row.sequence,
  };
}

/** Strips the server-only fields so the body matches the `EventDetail` contract exactly. */
export function publicDetail(detail: EventDetailWithMeta): EventDetail {
  const {
    updatedAt: _updatedAt,
    startsAt: _startsAt,
    endsAt: _endsAt,
    sequence: _sequence,
    ...body
  } = detail;
  return body;
}

/**
 * The event at its canonical path, or where a renamed event's old slug points now. Drafts are
 * "not found" for everyone but their creator and admins; cancelled and past events are shown.
 */
export async function getEventByPath(options: {
  db: Db;
  country: string;
  city: string;
  slug: string;
  viewer: Viewer;
}): Promise<
  { kind: 'event'; event: EventDetailWithMeta } | Extract<EventByPathResponse, { kind: 'redirect' }>
> {
  const { db, country, city, slug, viewer } = options;
  const row = await selectDetailRow(
    db,
    and(eq(events.countrySlug, country), eq(events.citySlug, city), eq(events.slug, slug))!,
  );
  if (row) {
    if (!(await canSeeEvent(db, row, viewer))) throw notFound(EVENT_NOT_FOUND);
    return { kind: 'event', event: await toDetail(db, row, viewer) };
  }
  const [moved] = await db
    .select({
      id: events.id,
      countrySlug: events.countrySlug,
      citySlug: events.citySlug,
      slug: events.slug,
      status: events.status,
      creatorId: events.creatorId,
    })
    .from(eventSlugRedirects)
    .innerJoin(events, eq(events.id, eventSlugRedirects.eventId))
    .where(
      and(
        eq(eventSlugRedirects.countrySlug, country),
        eq(eventSlugRedirects.citySlug, city),
        eq(eventSlugRedirects.oldSlug, slug),
      ),
    )
    .limit(1);
  if (moved && (await canSeeEvent(db, moved, viewer))) {
    return { kind: 'redirect', path: eventPath(moved) };
  }
  throw notFound(EVENT_NOT_FOUND);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A visible event by id, with everything the calendar file and the page head need. */
export async function getEventById(options: {
  db: Db;
  id: string;
  viewer: Viewer;
}): Promise<EventDetailWithMeta> {
  if (!UUID.test(options.id)) throw notFound(EVENT_NOT_FOUND);
  const row = await selectDetailRow(options.db, eq(events.id, options.id));
  if (!row || !(await canSeeEvent(options.db, row, options.viewer))) {
    throw notFound(EVENT_NOT_FOUND);
  }
  return toDetail(options.db, row, options.viewer);
}
