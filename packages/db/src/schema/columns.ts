import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone; areas decide how it is shown. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `column IN ('a', 'b')` for CHECK constraints built from the shared value lists. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** A GIN trigram index expression: serves `ILIKE '%term%'` on the column (pg_trgm). */
export const trigram = (column: AnyPgColumn | SQL) => sql`${column} gin_trgm_ops`;
