ALTER TABLE "venues" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || chr(10) || coalesce("city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || chr(10) || "description" || chr(10) || coalesce("vibe", '') || chr(10) || "location")) STORED;--> statement-breakpoint
CREATE INDEX "venues_search_text_trgm_idx" ON "venues" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "casual_plans_search_text_trgm_idx" ON "casual_plans" USING gin ("search_text" gin_trgm_ops);