import { z } from 'zod';
import { AreaSummary } from './areas';
import { EventCard } from './events';
import { optionalParam, pageLimit } from './query-values';

/** A country (`/portugal`) or a city (`/portugal/ericeira`) page. */
export const Place = z
  .object({
    kind: z.enum(['country', 'city']),
    /** 'Portugal' or 'Ericeira'. */
    name: z.string(),
    path: z.string(),
    country: z.object({ name: z.string(), slug: z.string() }),
    /** Present on a city page. */
    city: z.object({ name: z.string(), slug: z.string() }).nullable(),
    /** The areas of the country, or the area(s) the city belongs to. */
    areas: z.array(AreaSummary),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof Place>;

export const PlaceQuery = z.object({
  cursor: optionalParam(z.string().max(200)),
  limit: pageLimit(20, 50),
});
export type PlaceQuery = z.input<typeof PlaceQuery>;

/** `GET /api/places/:country[/:city]`: the place and a page of its upcoming events. */
export const PlaceResponse = z
  .object({ place: Place, events: z.array(EventCard), nextCursor: z.string().nullable() })
  .meta({ id: 'PlaceResponse' });
export type PlaceResponse = z.infer<typeof PlaceResponse>;
