import { ADMIN_AUDIT_ACTIONS, CITY_STATUSES, USER_ROLES } from './constants';
import { z } from 'zod';
import { Area } from './areas';
import { isAreaSlug } from './page-routes';
import { EventStatus } from './events';
import { optionalParam, pageLimit } from './query-values';

// The admin area (docs/product.md "Admin"): every `/api/admin/*` call needs the `admin` role.

/** Rows per page of the admin's event and member lists. */
export const ADMIN_PAGE_SIZE = 20;
/** The window of the search and consent figures. */
export const ADMIN_FIGURES_DAYS = 30;
/** How many queries the top and no-result lists show. */
export const ADMIN_TOP_QUERIES_MAX = 20;

export const AREA_NAME_MAX = 80;
export const AREA_COUNTRY_MAX = 60;
export const AREA_DESCRIPTION_MAX = 200;
export const BAN_REASON_MAX = 200;
export const CITY_NAME_MAX = 80;
/** Rows per page of the audit log. */
export const ADMIN_AUDIT_PAGE_SIZE = 30;

/** `UTC` is the column's default but not in `Intl.supportedValuesOf`, which lists zones only. */
let zones: Set<string> | undefined;
export function isTimeZone(value: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones.has(value);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Area and event ids are uuids: anything else is answered 400, never looked up. */
export const AdminUuidParam = z.object({ id: z.uuid({ error: 'That is not a valid id.' }) });
/** Member ids are Better Auth's own strings. */
export const AdminMemberIdParam = z.object({
  id: z.string().min(1).max(100, { error: 'That is not a valid member id.' }),
});

const LATITUDE_MESSAGE = 'Give the latitude, a number from -90 to 90.';
const LONGITUDE_MESSAGE = 'Give the longitude, a number from -180 to 180.';
const FACING_MESSAGE =
  'Give the way the beaches face in whole degrees from 0 to 359, or leave it empty.';

const areaFields = {
  name: z
    .string({ error: 'Give the area a name.' })
    .trim()
    .min(2, { error: 'Give the area a name of at least 2 characters.' })
    .max(AREA_NAME_MAX, { error: `Keep the name under ${AREA_NAME_MAX} characters.` }),
  timeZone: z
    .string({ error: 'Choose a time zone.' })
    .trim()
    .refine(isTimeZone, { error: 'Choose a time zone from the list, such as Europe/Lisbon.' }),
  // Every area has coordinates: its sunrise and sunset come from them (docs/product.md §13).
  latitude: z
    .number({ error: LATITUDE_MESSAGE })
    .min(-90, { error: LATITUDE_MESSAGE })
    .max(90, { error: LATITUDE_MESSAGE }),
  longitude: z
    .number({ error: LONGITUDE_MESSAGE })
    .min(-180, { error: LONGITUDE_MESSAGE })
    .max(180, { error: LONGITUDE_MESSAGE }),
  // The way the beaches face, degrees from north: the sea's forecast is read that way out
  // (docs/product.md §16). Null for an area without one.
  facing: z
    .number({ error: FACING_MESSAGE })
    .int({ error: FACING_MESSAGE })
    .min(0, { error: FACING_MESSAGE })
    .max(359, { error: FACING_MESSAGE })
    .nullable(),
  displayOrder: z
    .number({ error: 'The order is a whole number.' })
    .int({ error: 'The order is a whole number.' })
    .min(0, { error: 'The order is 0 or more.' })
    .max(10_000, { error: 'The order is at most 10,000.' }),
  active: z.boolean(),
  description: z
    .string()
    .trim()
    .max(AREA_DESCRIPTION_MAX, {
      error: `Keep the description under ${AREA_DESCRIPTION_MAX} characters.`,
    }),
};

/** docs/product.md §3: an area's slug is its page's address, so it has the area-page form. */
export const AREA_SLUG_MESSAGE =
  'Use lower-case letters, digits and single hyphens in the slug, ending in -area.';

/**
 * `POST /api/admin/areas`. A missing slug is made from the country and the name
 * (`portugal-nazare-area`, docs/product.md §3); the country's slug (the first part of city and
 * event addresses) from the country.
 */
export const CreateAreaRequest = z
  .object({
    ...areaFields,
    slug: z
      .string()
      .trim()
      .max(AREA_NAME_MAX, { error: `Keep the slug under ${AREA_NAME_MAX} characters.` })
      .refine((value) => value === '' || (SLUG.test(value) && isAreaSlug(value)), {
        error: AREA_SLUG_MESSAGE,
      })
      .optional(),
    country: z
      .string()
      .trim()
      .max(AREA_COUNTRY_MAX, { error: `Keep the country under ${AREA_COUNTRY_MAX} characters.` })
      .default(''),
    facing: areaFields.facing.default(null),
    displayOrder: areaFields.displayOrder.default(0),
    active: areaFields.active.default(true),
    description: areaFields.description.default(''),
  })
  .meta({ id: 'CreateAreaRequest' });
export type CreateAreaRequest = z.input<typeof CreateAreaRequest>;
export type CreateAreaValues = z.output<typeof CreateAreaRequest>;

/**
 * `PATCH /api/admin/areas/:id`: rename, (de)activate, reorder, describe, time zone and coordinates;
 * only the fields sent change. Slug and country stay: event addresses are built from them.
 */
export const UpdateAreaRequest = z
  .object(areaFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'Send at least one field to change.',
  })
  .meta({ id: 'UpdateAreaRequest' });
export type UpdateAreaRequest = z.input<typeof UpdateAreaRequest>;
export type UpdateAreaValues = z.output<typeof UpdateAreaRequest>;

/** An area as the admin sees it: inactive ones too, and events of every status counted. */
export const AdminArea = Area.extend({
  /** Degrees from north the beaches face; null without a sea forecast. */
  facing: z.number().int().min(0).max(359).nullable(),
  active: z.boolean(),
  /** Events of any status in the area (the public `eventCount` counts published ones). */
  eventCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
}).meta({ id: 'AdminArea' });
export type AdminArea = z.infer<typeof AdminArea>;

export const AdminAreasResponse = z
  .object({ areas: z.array(AdminArea) })
  .meta({ id: 'AdminAreasResponse' });
export type AdminAreasResponse = z.infer<typeof AdminAreasResponse>;

export const AdminAreaResponse = z.object({ area: AdminArea }).meta({ id: 'AdminAreaResponse' });
export type AdminAreaResponse = z.infer<typeof AdminAreaResponse>;

const page = z.coerce
  .number({ error: 'The page is a whole number from 1.' })
  .int({ error: 'The page is a whole number from 1.' })
  .min(1, { error: 'The page is a whole number from 1.' })
  .max(10_000, { error: 'The page is at most 10,000.' })
  .default(1);

const searchTerm = z
  .string()
  .trim()
  .max(100, { error: 'Keep the search under 100 characters.' })
  .optional();

/** `GET /api/admin/events`: events of any status, newest first, matching `q` if given. */
export const AdminEventsQuery = z.object({
  q: searchTerm,
  status: EventStatus.optional(),
  page,
});
export type AdminEventsQuery = z.input<typeof AdminEventsQuery>;

export const AdminEvent = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: EventStatus,
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    timeZone: z.string(),
    areaName: z.string(),
    /** The canonical page: `/:country/:city/events/:slug`. */
    path: z.string(),
    creator: z.object({ id: z.string(), username: z.string() }).nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminEvent' });
export type AdminEvent = z.infer<typeof AdminEvent>;

/** One page of the list; `hasMore` says whether the next page has rows. */
export const AdminEventsResponse = z
  .object({
    events: z.array(AdminEvent),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    hasMore: z.boolean(),
  })
  .meta({ id: 'AdminEventsResponse' });
export type AdminEventsResponse = z.infer<typeof AdminEventsResponse>;

export const AdminEventResponse = z
  .object({ event: AdminEvent })
  .meta({ id: 'AdminEventResponse' });
export type AdminEventResponse = z.infer<typeof AdminEventResponse>;

export const UserRole = z.enum(USER_ROLES, { error: 'The role is user or admin.' });
export type UserRole = z.infer<typeof UserRole>;

/** `GET /api/admin/members`: newest first, matching username or e-mail if `q` is given. */
export const AdminMembersQuery = z.object({ q: searchTerm, page });
export type AdminMembersQuery = z.input<typeof AdminMembersQuery>;

export const AdminMember = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    role: UserRole,
    emailVerified: z.boolean(),
    banned: z.boolean(),
    banReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminMember' });
export type AdminMember = z.infer<typeof AdminMember>;

export const AdminMembersResponse = z
  .object({
    members: z.array(AdminMember),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    hasMore: z.boolean(),
  })
  .meta({ id: 'AdminMembersResponse' });
export type AdminMembersResponse = z.infer<typeof AdminMembersResponse>;

export const AdminMemberResponse = z
  .object({ member: AdminMember })
  .meta({ id: 'AdminMemberResponse' });
export type AdminMemberResponse = z.infer<typeof AdminMemberResponse>;

/** `POST /api/admin/members/:id/ban`: ends the member's sessions; they cannot sign in. */
export const BanMemberRequest = z
  .object({
    reason: z
      .string()
      .trim()
      .max(BAN_REASON_MAX, { error: `Keep the reason under ${BAN_REASON_MAX} characters.` })
      .optional(),
  })
  .meta({ id: 'BanMemberRequest' });
export type BanMemberRequest = z.input<typeof BanMemberRequest>;

/** `PUT /api/admin/members/:id/role`: make admin or remove admin. */
export const SetRoleRequest = z.object({ role: UserRole }).meta({ id: 'SetRoleRequest' });
export type SetRoleRequest = z.infer<typeof SetRoleRequest>;

export const QueryFigure = z
  .object({
    /** Lower-cased, as queries are grouped. */
    query: z.string(),
    searches: z.number().int().min(0),
    clicks: z.number().int().min(0),
    lastSearchedAt: z.iso.datetime(),
  })
  .meta({ id: 'QueryFigure' });
export type QueryFigure = z.infer<typeof QueryFigure>;

/**
 * `GET /api/admin/search-analytics`, over the last 30 days. A row of `search_queries` is a
 * search, or a click on a result when `clicked`; the click-through rate is clicks per search
 * (null before the first search).
 */
export const SearchAnalyticsResponse = z
  .object({
    days: z.number().int(),
    searches: z.number().int().min(0),
    clicks: z.number().int().min(0),
    clickThroughRate: z.number().min(0).nullable(),
    topQueries: z.array(QueryFigure),
    noResultQueries: z.array(QueryFigure),
  })
  .meta({ id: 'SearchAnalyticsResponse' });
export type SearchAnalyticsResponse = z.infer<typeof SearchAnalyticsResponse>;

const ConsentCounts = z.object({
  /** "Accept All". */
  accepted: z.number().int().min(0),
  /** "Essential Only". */
  essentialOnly: z.number().int().min(0),
});

/**
 * `GET /api/admin/consent`: the cookie choice of each member who made one (their latest), and
 * the same for members who chose in the last 30 days (their latest choice in that window).
 */
export const ConsentFiguresResponse = z
  .object({
    days: z.number().int(),
    latest: ConsentCounts,
    recent: ConsentCounts,
  })
  .meta({ id: 'ConsentFiguresResponse' });
export type ConsentFiguresResponse = z.infer<typeof ConsentFiguresResponse>;

// ---- Cities ----------------------------------------------------------------------------------

export const CityStatus = z.enum(CITY_STATUSES);
export type CityStatus = z.infer<typeof CityStatus>;

/**
 * A city page of an area (`/:country/:city`). Members' new towns wait as `pending`; their
 * venues' events sit on the area's own city (`areaCity`) until an admin approves them.
 */
export const AdminCity = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    /** The page once approved: `/:country/:city`. */
    path: z.string(),
    status: CityStatus,
    /** The area's own page, where venues of pending towns sit; it cannot be deleted. */
    areaCity: z.boolean(),
    area: z.object({ id: z.uuid(), name: z.string() }),
    /** Who first typed a pending town; null for the admins' own and the seeded ones. */
    suggestedBy: z.object({ id: z.string(), username: z.string() }).nullable(),
    /** Venues that named the city (those of a pending one move onto it when approved). */
    venueCount: z.number().int().min(0),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminCity' });
export type AdminCity = z.infer<typeof AdminCity>;

/** `GET /api/admin/cities`: pending cities first (oldest first), then by area and name. */
export const AdminCitiesQuery = z.object({
  area: optionalParam(z.uuid({ error: 'That is not a valid area id.' })),
  status: optionalParam(CityStatus),
  page,
});
export type AdminCitiesQuery = z.input<typeof AdminCitiesQuery>;

export const AdminCitiesResponse = z
  .object({
    cities: z.array(AdminCity),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    hasMore: z.boolean(),
  })
  .meta({ id: 'AdminCitiesResponse' });
export type AdminCitiesResponse = z.infer<typeof AdminCitiesResponse>;

export const AdminCityResponse = z.object({ city: AdminCity }).meta({ id: 'AdminCityResponse' });
export type AdminCityResponse = z.infer<typeof AdminCityResponse>;

const cityName = z
  .string({ error: 'Give the city a name.' })
  .trim()
  .min(2, { error: 'Give the city a name of at least 2 characters.' })
  .max(CITY_NAME_MAX, { error: `Keep the name under ${CITY_NAME_MAX} characters.` });

/** `POST /api/admin/cities`: an approved city of the area; its address is the slugged name. */
export const CreateCityRequest = z
  .object({ areaId: z.uuid({ error: 'Choose an area.' }), name: cityName })
  .meta({ id: 'CreateCityRequest' });
export type CreateCityRequest = z.infer<typeof CreateCityRequest>;

/** `PATCH /api/admin/cities/:id`: the name shown; the address stays (links keep working). */
export const UpdateCityRequest = z.object({ name: cityName }).meta({ id: 'UpdateCityRequest' });
export type UpdateCityRequest = z.infer<typeof UpdateCityRequest>;

// ---- Audit log -------------------------------------------------------------------------------

export const AdminAuditAction = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof AdminAuditAction>;

export const AdminAuditTargetType = z.enum([
  'member',
  'event',
  'plan',
  'area',
  'city',
  'message',
  'photo',
]);
export type AdminAuditTargetType = z.infer<typeof AdminAuditTargetType>;

/** `GET /api/admin/audit-log`: newest first, a page at a time (`cursor` from the last page). */
export const AdminAuditLogQuery = z.object({
  cursor: optionalParam(z.string().max(200)),
  limit: pageLimit(ADMIN_AUDIT_PAGE_SIZE, 100),
});
export type AdminAuditLogQuery = z.input<typeof AdminAuditLogQuery>;

/**
 * One admin action: who (`actor`: an admin, or `command line` with a null id), what, to whom
 * (`target`, with the name it had then), when, and what changed (`details`: `reason` of a
 * ban, `from`/`to` of a role or a name, `venues`/`events` moved by a city's approval ...).
 */
export const AdminAuditEntry = z
  .object({
    id: z.uuid(),
    actor: z.object({ id: z.string().nullable(), name: z.string() }),
    action: AdminAuditAction,
    target: z.object({ type: AdminAuditTargetType, id: z.string(), name: z.string() }),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;

export const AdminAuditLogResponse = z
  .object({ entries: z.array(AdminAuditEntry), nextCursor: z.string().nullable() })
  .meta({ id: 'AdminAuditLogResponse' });
export type AdminAuditLogResponse = z.infer<typeof AdminAuditLogResponse>;

export const adminMessages = {
  areaNotFound: 'There is no area with that id.',
  slugTaken: 'Another area already uses that slug. Choose a different name or slug.',
  slugEmpty: 'The name has no letters or digits to make a slug from. Give a slug.',
  slugRedirected:
    'That slug is an old area address that leads to another area. Choose a different name or slug.',
  countryLooksLikeArea: 'A country cannot end in "Area": its address would be taken for an area.',
  eventNotFound: 'This event does not exist or is no longer available.',
  unpublishOnlyPublished: 'Only a published event can be unpublished.',
  memberNotFound: 'There is no member with that id.',
  cannotBanSelf: 'You cannot ban yourself.',
  cannotDemoteSelf: 'You cannot remove your own admin role.',
  cityNotFound: 'There is no city with that id.',
  cityTaken: 'A city of that country already has this address. Rename or approve that one.',
  cityNameEmpty: 'The name has no letters or digits to make an address from.',
  cityAlreadyApproved: 'This city is already approved.',
  cityDeleteApproved:
    'Only a city waiting for approval can be deleted; an approved one has a page. Rename it instead.',
  cityVenueClash:
    'A venue of the same name is already on that city page, so the city was not approved.',
  /** What a banned member reads when they try to log in (Better Auth's code BANNED_USER). */
  banned:
    'This account has been suspended by the Lineup team, so it cannot log in. If you think this is a mistake, get in touch through the Contact page.',
} as const;

/** A job of the queue that failed for good (docs/decisions/0017-job-queue.md). */
export const AdminFailedJob = z
  .object({
    id: z.number().int(),
    /** Which work it was, e.g. `notifications.deliver`. Its payload is not shown: it may hold personal data. */
    kind: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminFailedJob' });
export type AdminFailedJob = z.infer<typeof AdminFailedJob>;

/** `GET /api/admin/jobs`: the queue at a glance and what failed, newest first (at most 100). */
export const AdminJobsResponse = z
  .object({
    counts: z.object({
      pending: z.number().int().min(0),
      running: z.number().int().min(0),
      failed: z.number().int().min(0),
      /** Finished in the last 24 hours. */
      doneLastDay: z.number().int().min(0),
    }),
    failed: z.array(AdminFailedJob),
  })
  .meta({ id: 'AdminJobsResponse' });
export type AdminJobsResponse = z.infer<typeof AdminJobsResponse>;

export const AdminJobIdParam = z.object({
  id: z.coerce
    .number({ error: 'That is not a job id.' })
    .int({ error: 'That is not a job id.' })
    .min(1, { error: 'That is not a job id.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'That is not a job id.' }),
});

export const jobMessages = {
  notFound: 'This job does not exist, or it has not failed.',
} as const;
