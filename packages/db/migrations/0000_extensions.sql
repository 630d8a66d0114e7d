-- Trigram indexes serve the contains-matching search (ILIKE '%term%') on PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so it cannot appear in an index. For text[] its result never
-- changes, so this wrapper is declared IMMUTABLE; events.tags is searched through it.
CREATE OR REPLACE FUNCTION text_array_to_string(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string($1, ' ') $$;
