CREATE TABLE "event_translations" (
	"event_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "event_translations_event_id_locale_pk" PRIMARY KEY("event_id","locale"),
	CONSTRAINT "event_translations_locale_check" CHECK ("event_translations"."locale" in ('en', 'pt-PT', 'nl', 'si', 'ta')),
	CONSTRAINT "event_translations_title_length_check" CHECK (char_length("event_translations"."title") between 3 and 120),
	CONSTRAINT "event_translations_description_length_check" CHECK (char_length("event_translations"."description") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "event_translations" ADD CONSTRAINT "event_translations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every event so far was written in English, the only language Lineup spoke.
ALTER TABLE "events" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_locale_check" CHECK ("events"."locale" in ('en', 'pt-PT', 'nl', 'si', 'ta'));--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "translated_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A generated column's expression cannot be changed in place: search_text is made again with
-- the translations in it, and its two indexes (dropped with it) with it.
ALTER TABLE "events" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("title", '') || chr(10) || coalesce("description", '') || chr(10) || coalesce("destination", '') || chr(10) || coalesce("vibe", '') || chr(10) || "event_category" || chr(10) || text_array_to_string("tags") || chr(10) || coalesce("specific_venue", '') || chr(10) || "translated_text")) STORED;--> statement-breakpoint
CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_grams_idx" ON "events" USING gin (search_grams("search_text")) WHERE "events"."status" = 'published';--> statement-breakpoint
-- events.translated_text follows event_translations, whoever writes them: a generated column
-- reads only its own row, so the translations reach search_text through this copy.
CREATE OR REPLACE FUNCTION event_translations_to_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE "events" e
    SET "translated_text" = coalesce(
      (SELECT string_agg(t."title" || chr(10) || t."description", chr(10) ORDER BY t."locale")
        FROM "event_translations" t WHERE t."event_id" = e."id"),
      '')
    WHERE e."id" IN (SELECT "event_id" FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_translations_inserted" AFTER INSERT ON "event_translations"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION event_translations_to_search_text();--> statement-breakpoint
CREATE TRIGGER "event_translations_updated" AFTER UPDATE ON "event_translations"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION event_translations_to_search_text();--> statement-breakpoint
CREATE TRIGGER "event_translations_deleted" AFTER DELETE ON "event_translations"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION event_translations_to_search_text();
