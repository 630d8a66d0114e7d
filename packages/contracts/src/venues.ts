import { z } from 'zod';
import { EventVenue } from './events';
import { pinFields } from './maps';
import { optionalParam, pageLimit } from './query-values';

// Venues: searched in the event form's picker, or created inline with an event
// (docs/product.md "Event": pick one or create one: name, street, postal code, city, website, maps link).

export const VENUE_NAME_MAX = 100;
export const VENUE_STREET_MAX = 120;
export const VENUE_POSTAL_CODE_MAX = 20;
export const VENUE_CITY_MAX = 80;
export const URL_MAX = 2000;

/**
 * '' and whitespace-only mean "not given", so a form can send every field as it is. Typed as
 * what a form sends, so that is the request's input type (and the web's); any other value
 * passes through to the schema, which refuses it.
 */
const blankToNull = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** An optional, trimmed text field: `null` when empty. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: tooLong }).nullable().optional());

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** An optional http(s) link: `null` when empty. */
export const optionalHttpUrl = (message: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(URL_MAX, { error: 'This link is too long.' })
      .refine(isHttpUrl, { error: message })
      .nullable()
      .optional(),
  );

/** A venue created together with an event. */
export const NewVenueInput = z
  .object({
    name: z
      .string({ error: 'Give the venue a name.' })
      .trim()
      .min(2, { error: 'Give the venue a name of at least 2 characters.' })
      .max(VENUE_NAME_MAX, { error: `Keep the venue name under ${VENUE_NAME_MAX} characters.` }),
    street: optionalText(VENUE_STREET_MAX, `Keep the street under ${VENUE_STREET_MAX} characters.`),
    postalCode: optionalText(
      VENUE_POSTAL_CODE_MAX,
      `Keep the postal code under ${VENUE_POSTAL_CODE_MAX} characters.`,
    ),
    city: z
      .string({ error: 'Say which town the venue is in.' })
      .trim()
      .min(1, { error: 'Say which town the venue is in.' })
      .max(VENUE_CITY_MAX, { error: `Keep the town under ${VENUE_CITY_MAX} characters.` }),
    website: optionalHttpUrl('Use a full web address starting with https://'),
    googleMaps: optionalHttpUrl('Use a full map link starting with https://'),
    /** The pin dropped on the form's map, or typed in: both or neither. */
    ...pinFields,
  })
  .meta({ id: 'NewVenueInput' });
export type NewVenueInput = z.input<typeof NewVenueInput>;

/**
 * `GET /api/venues?q=&area=`: venues whose name or town contains `q` (any case), in the area
 * when given (an area id or slug); without `q`, the area's venues by name.
 */
export const VenueSearchQuery = z.object({
  q: optionalParam(z.string().trim().max(100)),
  area: optionalParam(z.string().max(100)),
  limit: pageLimit(10, 25),
});
export type VenueSearchQuery = z.input<typeof VenueSearchQuery>;

export const VenueOption = EventVenue.extend({
  /** The area the venue belongs to, when it has one. */
  area: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
}).meta({ id: 'VenueOption' });
export type VenueOption = z.infer<typeof VenueOption>;

export const VenueSearchResponse = z
  .object({ venues: z.array(VenueOption) })
  .meta({ id: 'VenueSearchResponse' });
export type VenueSearchResponse = z.infer<typeof VenueSearchResponse>;
