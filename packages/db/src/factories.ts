import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Db } from './client';
import {
  casualPlanMembers,
  casualPlans,
  cities,
  eventRsvps,
  events,
  friendships,
  profiles,
  users,
  venueAreas,
  venues,
  type CasualPlanRow,
  type CityRow,
  type EventRow,
  type EventRsvpRow,
  type FriendshipRow,
  type NewCasualPlan,
  type NewCity,
  type NewEvent,
  type NewEventRsvp,
  type NewFriendship,
  type NewProfile,
  type NewUser,
  type NewVenue,
  type NewVenueArea,
  type ProfileRow,
  type UserRow,
  type VenueAreaRow,
  type VenueRow,
} from './schema';
import { ensureApprovedCity, ensureAreaCity } from './cities';
import { slugify } from './slug';

// Test data builders. `buildX(overrides)` returns values ready to insert; `createX(db,
// overrides)` inserts them (creating any missing parent rows) and returns the inserted row.
// Every call yields unique names, e-mails and slugs, so tests can share one database.

type DbOrDatabase = Db | Database;

const dbOf = (target: DbOrDatabase): Db => ('ping' in target ? target.db : target);

let sequence = 0;
const nextNumber = () => ++sequence;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

// ---- Members --------------------------------------------------------------------------------

export type UserOverrides = Partial<NewUser> & {
  /** Shortcut for `profile.username`. */
  username?: string;
  profile?: Partial<Omit<NewProfile, 'id'>>;
};

export type UserWithProfile = UserRow & { profile: ProfileRow };

export function buildUser(overrides: UserOverrides = {}): { user: NewUser; profile: NewProfile } {
  const { username: usernameOverride, profile: profileOverrides, ...userOverrides } = overrides;
  const n = nextNumber();
  const username = usernameOverride ?? profileOverrides?.username ?? `member${n}`;
  const user: NewUser = {
    id: randomUUID(),
    name: username,
    email: `${username.toLowerCase()}@example.com`,
    emailVerified: true,
    ...userOverrides,
  };
  const profile: NewProfile = {
    username,
    email: user.email,
    tagline: null,
    location: null,
    ...profileOverrides,
    id: user.id!,
  };
  return { user, profile };
}

export async function createUser(
  target: DbOrDatabase,
  overrides: UserOverrides = {},
): Promise<UserWithProfile> {
  const db = dbOf(target);
  const { user, profile } = buildUser(overrides);
  const [userRow] = await db.insert(users).values(user).returning();
  const [profileRow] = await db.insert(profiles).values(profile).returning();
  return { ...userRow!, profile: profileRow! };
}

// ---- Areas and venues -----------------------------------------------------------------------

export function buildArea(overrides: Partial<NewVenueArea> = {}): NewVenueArea {
  const n = nextNumber();
  const name = overrides.name ?? `Test Coast ${n}`;
  return {
    name,
    slug: `portugal-${slugify(name)}-area`,
    country: 'Portugal',
    countrySlug: 'portugal',
    timeZone: 'Europe/Lisbon',
    latitude: 38.96,
    longitude: -9.42,
    displayOrder: n,
    ...overrides,
  };
}

/** Inserts an area with its own approved city page, as the admin's "add area" does. */
export async function createArea(
  target: DbOrDatabase,
  overrides: Partial<NewVenueArea> = {},
): Promise<VenueAreaRow> {
  const db = dbOf(target);
  const [row] = await db.insert(venueAreas).values(buildArea(overrides)).returning();
  await ensureAreaCity(db, row!);
  return row!;
}

/**
 * Inserts a city of an area (approved unless told otherwise); `areaId` is required, the
 * country comes from the area and the slug from the name.
 */
export async function createCity(
  target: DbOrDatabase,
  overrides: Partial<NewCity> & { areaId: string; name: string },
): Promise<CityRow> {
  const db = dbOf(target);
  const [area] = await db.select().from(venueAreas).where(eq(venueAreas.id, overrides.areaId));
  if (!area) throw new Error(`createCity: no area with id ${overrides.areaId}`);
  const [row] = await db
    .insert(cities)
    .values({
      slug: slugify(overrides.name),
      countrySlug: area.countrySlug,
      status: 'approved',
      ...overrides,
    })
    .returning();
  return row!;
}

export function buildVenue(overrides: Partial<NewVenue> = {}): NewVenue {
  const n = nextNumber();
  const name = overrides.name ?? `Test Beach Bar ${n}`;
  const city = overrides.city === undefined ? 'Ericeira' : overrides.city;
  return {
    name,
    slug: slugify(name),
    street: `Rua do Mar ${n}`,
    postalCode: '2655-319',
    city,
    citySlug: slugify(city ?? ''),
    website: null,
    googleMaps: null,
    ...overrides,
  };
}

/**
 * Inserts a venue. In an area, its town is an approved city of that area (test data stands for
 * what an admin approved), so the venue and its events have a page; pass `cityId` to choose.
 */
export async function createVenue(
  target: DbOrDatabase,
  overrides: Partial<NewVenue> = {},
): Promise<VenueRow> {
  const db = dbOf(target);
  const values = buildVenue(overrides);
  if (values.areaId && values.city && overrides.cityId === undefined) {
    const [area] = await db.select().from(venueAreas).where(eq(venueAreas.id, values.areaId));
    const city = area && (await ensureApprovedCity(db, area, values.city, values.citySlug));
    values.cityId = city?.id ?? null;
  }
  const [row] = await db.insert(venues).values(values).returning();
  return row!;
}

// ---- Events and RSVPs -----------------------------------------------------------------------

export type EventOverrides = Partial<NewEvent>;

/** A published event a week from now; `areaId` is left to the caller or `createEvent`. */
export function buildEvent(
  overrides: EventOverrides = {},
): Omit<NewEvent, 'areaId'> & { areaId?: string } {
  const n = nextNumber();
  const title = overrides.title ?? `Sunset Session ${n}`;
  const startDate = overrides.startDate ?? new Date(Date.now() + 7 * DAY + n * HOUR);
  return {
    title,
    slug: `${slugify(title)}-${n}`,
    description: 'Boards, music and a fire on the beach as the sun goes down.',
    eventCategory: 'surf',
    vibe: 'Laid-back',
    tags: ['surf', 'sunset'],
    status: 'published',
    startDate,
    endDate: new Date(startDate.getTime() + 2 * HOUR),
    countrySlug: 'portugal',
    citySlug: 'ericeira',
    ...overrides,
  };
}

/**
 * Inserts an event. Without `areaId` a new area is created; with an area but no place slugs,
 * the URL's country and city come from that area. The city of its URL is made an approved
 * city of the area when no city has that address yet, so the event's pages exist.
 */
export async function createEvent(
  target: DbOrDatabase,
  overrides: EventOverrides = {},
): Promise<EventRow> {
  const db = dbOf(target);
  const area = overrides.areaId
    ? (await db.select().from(venueAreas).where(eq(venueAreas.id, overrides.areaId)))[0]
    : await createArea(db);
  if (!area) throw new Error(`createEvent: no area with id ${overrides.areaId}`);
  const values: NewEvent = {
    ...buildEvent({
      countrySlug: area.countrySlug,
      citySlug: slugify(area.name),
      ...overrides,
    }),
    areaId: area.id,
  };
  const cityName = values.citySlug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  await ensureApprovedCity(
    db,
    { id: area.id, countrySlug: values.countrySlug },
    cityName,
    values.citySlug,
  );
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

export async function createRsvp(
  target: DbOrDatabase,
  overrides: Partial<NewEventRsvp> = {},
): Promise<EventRsvpRow> {
  const db = dbOf(target);
  const eventId = overrides.eventId ?? (await createEvent(db)).id;
  const userId = overrides.userId ?? (await createUser(db)).id;
  const [row] = await db
    .insert(eventRsvps)
    .values({ status: 'going', ...overrides, eventId, userId })
    .returning();
  return row!;
}

// ---- Casual plans and friends ---------------------------------------------------------------

/** A plan for tomorrow; `areaId` and `creatorId` are left to the caller or `createPlan`. */
export function buildPlan(
  overrides: Partial<NewCasualPlan> = {},
): Omit<NewCasualPlan, 'areaId' | 'creatorId'> & { areaId?: string; creatorId?: string } {
  const n = nextNumber();
  return {
    title: `Dawn patrol ${n}`,
    description: 'Paddling out at first light, coffee after.',
    vibe: 'Chill',
    location: 'Main beach car park',
    startsAt: new Date(Date.now() + DAY + n * HOUR),
    spotsLimit: null,
    visibility: 'everyone',
    ...overrides,
  };
}

export async function createPlan(
  target: DbOrDatabase,
  overrides: Partial<NewCasualPlan> & { memberIds?: string[] } = {},
): Promise<CasualPlanRow> {
  const db = dbOf(target);
  const { memberIds = [], ...planOverrides } = overrides;
  const areaId = planOverrides.areaId ?? (await createArea(db)).id;
  const creatorId = planOverrides.creatorId ?? (await createUser(db)).id;
  const [row] = await db
    .insert(casualPlans)
    .values({ ...buildPlan(planOverrides), areaId, creatorId })
    .returning();
  if (memberIds.length > 0) {
    await db
      .insert(casualPlanMembers)
      .values(memberIds.map((userId) => ({ planId: row!.id, userId })));
  }
  return row!;
}

export async function createFriendship(
  target: DbOrDatabase,
  overrides: Partial<NewFriendship> = {},
): Promise<FriendshipRow> {
  const db = dbOf(target);
  const requesterId = overrides.requesterId ?? (await createUser(db)).id;
  const addresseeId = overrides.addresseeId ?? (await createUser(db)).id;
  const status = overrides.status ?? 'accepted';
  const [row] = await db
    .insert(friendships)
    .values({
      respondedAt: status === 'accepted' ? new Date() : null,
      ...overrides,
      status,
      requesterId,
      addresseeId,
    })
    .returning();
  return row!;
}
