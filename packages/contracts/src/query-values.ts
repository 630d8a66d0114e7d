import { z } from 'zod';
import { DATE_YEAR_MESSAGE, isYearInRange } from './date-bounds';

// Query-string helpers shared by the list and search contracts. An empty parameter
// (`?category=`) means "not given", so a form can submit every field and filters still apply
// only when present (docs/product.md §5).

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

/**
 * A day (`2026-07-04`, read in the place's local time) or an instant with its offset
 * (`2026-07-04T18:00:00+01:00`), in the years Lineup accepts.
 */
export const DateOrDateTime = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Use a day such as 2026-07-04 or a time such as 2026-07-04T18:00:00+01:00.',
  })
  .refine(isYearInRange, { error: DATE_YEAR_MESSAGE });

/** `limit` as sent in a query string: a whole number between 1 and `max`. */
export const pageLimit = (fallback: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));
