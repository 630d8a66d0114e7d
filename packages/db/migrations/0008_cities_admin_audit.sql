CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('member.ban', 'member.unban', 'member.role', 'event.unpublish', 'event.delete', 'area.create', 'area.update', 'city.create', 'city.approve', 'city.update', 'city.delete'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"country_slug" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"suggested_by" text,
	"area_city" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_status_check" CHECK ("cities"."status" in ('approved', 'pending')),
	CONSTRAINT "cities_slug_check" CHECK ("cities"."slug" <> ''),
	CONSTRAINT "cities_area_city_approved_check" CHECK (not "cities"."area_city" or "cities"."status" = 'approved')
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_area_id_venue_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."venue_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_slug_slug_key" ON "cities" USING btree ("country_slug","slug");--> statement-breakpoint
CREATE INDEX "cities_area_id_idx" ON "cities" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_area_city_key" ON "cities" USING btree ("area_id") WHERE "cities"."area_city";--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venues_city_id_idx" ON "venues" USING btree ("city_id");--> statement-breakpoint
-- Cities that already have pages (from venues and events written before this list existed) stay approved.
-- Each area's own city page is marked at start-up (`ensureAreaCities`), which slugs names as the app does.
INSERT INTO "cities" ("area_id", "name", "slug", "country_slug", "status")
SELECT DISTINCT ON (a."country_slug", v."city_slug") v."area_id", v."city", v."city_slug", a."country_slug", 'approved'
FROM "venues" v JOIN "venue_areas" a ON a."id" = v."area_id"
WHERE v."city_slug" <> '' AND coalesce(trim(v."city"), '') <> '' AND a."country_slug" <> ''
ORDER BY a."country_slug", v."city_slug", v."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "cities" ("area_id", "name", "slug", "country_slug", "status")
SELECT DISTINCT ON (e."country_slug", e."city_slug") e."area_id", initcap(replace(e."city_slug", '-', ' ')), e."city_slug", e."country_slug", 'approved'
FROM "events" e
WHERE e."city_slug" <> '' AND e."country_slug" <> ''
ORDER BY e."country_slug", e."city_slug", e."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Venues point at their city, and show its name (one spelling per page).
UPDATE "venues" v SET "city_id" = c."id", "city" = c."name"
FROM "venue_areas" a, "cities" c
WHERE a."id" = v."area_id" AND c."country_slug" = a."country_slug" AND c."slug" = v."city_slug";
