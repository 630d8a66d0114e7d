import { z } from 'zod';
import { AreaSummary } from './areas';
import { EventCard } from './events';
import { MapPoint } from './maps';
import { orNull } from './or-null';
import { optionalParam, pageLimit } from './query-values';

// A venue's own page (`/:country/:city/venues/:slug`), like a Meetup or Luma venue page: where
// it is, how to get there, and what is on there.

/** `GET /api/venues/:country/:city/:slug`: the parts of a venue page's address. */
export const VenuePathParams = z.object({
  country: z.string().min(1).max(100),
  city: z.string().min(1).max(100),
  slug: z.string().min(1).max(200),
});
export type VenuePathParams = z.infer<typeof VenuePathParams>;

export const VenuePage = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The page's canonical path. */
    path: z.string(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    /** The town as the venue gives it. */
    city: z.string().nullable(),
    country: z.object({ name: z.string(), slug: z.string() }),
    /** An http(s) link only; anything else a venue row holds is left out. */
    website: z.string().nullable(),
    /** The venue's own map link, or a map search for its address. */
    mapUrl: z.string(),
    /** The venue's pin, or its area's point (`approximate`); null when neither is known. */
    location: orNull(MapPoint),
    imageUrl: z.string().nullable(),
    /** The city page the venue and its events are listed on. */
    cityPage: z.object({ name: z.string(), path: z.string() }),
    area: AreaSummary,
  })
  .meta({ id: 'VenuePage' });
export type VenuePage = z.infer<typeof VenuePage>;

export const VenuePageQuery = z.object({
  cursor: optionalParam(z.string().max(200)),
  limit: pageLimit(12, 50),
});
export type VenuePageQuery = z.input<typeof VenuePageQuery>;

/** The venue and a page of its upcoming published events, soonest first. */
export const VenuePageResponse = z
  .object({ venue: VenuePage, events: z.array(EventCard), nextCursor: z.string().nullable() })
  .meta({ id: 'VenuePageResponse' });
export type VenuePageResponse = z.infer<typeof VenuePageResponse>;
