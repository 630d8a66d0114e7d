import { z } from 'zod';

/**
 * An active venue area (docs/product.md §3 "Venue area") with its derived counts. Counts are 0 when the
 * counting query fails (docs/product.md §7: "Failure is only logged and counts become 0").
 */
export const Area = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    country: z.string(),
    countrySlug: z.string(),
    /** A line about the area for its page and tile; '' when an admin has not written one. */
    description: z.string(),
    /** IANA zone (Europe/Lisbon): event times in this area are shown in it. */
    timeZone: z.string(),
    /**
     * Where the area is, for its sunrise and sunset (docs/product.md §13). Admins must give
     * them; null only for an area saved before they had to.
     */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /**
     * The way its beaches face, degrees from north (docs/product.md §16); null for an area
     * without a sea forecast.
     */
    facing: z.number().int().min(0).max(359).nullable().optional(),
    displayOrder: z.number().int(),
    /** Published events of the area, past ones included. */
    eventCount: z.number().int().min(0),
    /** Published events that have not ended yet: the picker's badge. */
    upcomingEventCount: z.number().int().min(0),
  })
  .meta({ id: 'Area' });
export type Area = z.infer<typeof Area>;

/** `GET /api/areas`: active areas ordered by display order, then name. */
export const AreasResponse = z.object({ areas: z.array(Area) }).meta({ id: 'AreasResponse' });
export type AreasResponse = z.infer<typeof AreasResponse>;

/** An area as listed on a country or city page. */
export const AreaSummary = Area.pick({
  id: true,
  name: true,
  slug: true,
  country: true,
  countrySlug: true,
  description: true,
  timeZone: true,
}).meta({ id: 'AreaSummary' });
export type AreaSummary = z.infer<typeof AreaSummary>;
