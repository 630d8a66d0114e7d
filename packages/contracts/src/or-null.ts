import { z } from 'zod';

/**
 * `schema` or null, for a schema that is an OpenAPI component of its own (`.meta({ id })`).
 * `schema.nullable()` parses alike, but the OpenAPI generator then marks the shared component
 * itself as nullable whenever it meets that use first, so every other use of it in
 * `/api/openapi.json`, and in the web's types generated from it, would allow null too. A union
 * is written as `anyOf: [$ref, null]`.
 */
export function orNull<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null()]);
}
