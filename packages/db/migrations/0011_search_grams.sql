-- Every one- and two-character piece of a text. A term that short has no trigram, so the
-- trigram index cannot find it; `search_grams(search_text) @> search_grams(term)` can (GIN
-- keeps each piece once per row, and a text holding the term holds all of the term's pieces).
-- Pairs are cut by regexp_replace at even and at odd offsets with chr(1) as the separator, all
-- in built-in C functions (about 40 microseconds for an event; a loop in SQL took ten times
-- that). A pair containing chr(1) is lost, in the term's pieces as in the text's, and empty
-- pieces are removed, as only some rows have them. Plain SQL, so PGlite has it too.
CREATE OR REPLACE FUNCTION search_grams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(string_to_array($1, NULL)
    || string_to_array(regexp_replace($1, '(..)', E'\\1\x01', 'g'), E'\x01')
    || string_to_array(regexp_replace(substr($1, 2), '(..)', E'\\1\x01', 'g'), E'\x01'), '') $$;
--> statement-breakpoint
CREATE INDEX "events_status_start_end_idx" ON "events" USING btree ("status","start_date","end_date");--> statement-breakpoint
CREATE INDEX "events_search_grams_idx" ON "events" USING gin (search_grams("search_text")) WHERE "events"."status" = 'published';--> statement-breakpoint
CREATE INDEX "casual_plans_starts_at_idx" ON "casual_plans" USING btree ("starts_at");--> statement-breakpoint
DROP INDEX "events_status_start_idx";--> statement-breakpoint
DROP INDEX "events_description_trgm_idx";--> statement-breakpoint
DROP INDEX "events_destination_trgm_idx";--> statement-breakpoint
DROP INDEX "events_vibe_trgm_idx";--> statement-breakpoint
DROP INDEX "events_event_category_trgm_idx";--> statement-breakpoint
DROP INDEX "events_specific_venue_trgm_idx";--> statement-breakpoint
DROP INDEX "events_tags_trgm_idx";
