CREATE TABLE "sea_forecast_hours" (
	"spot" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"wave_height" real,
	"swell_height" real,
	"swell_period" real,
	"swell_direction" smallint,
	"wind_speed" real,
	"wind_direction" smallint,
	"sea_temperature" real,
	"sea_level" real,
	CONSTRAINT "sea_forecast_hours_spot_hour_pk" PRIMARY KEY("spot","hour")
);
--> statement-breakpoint
CREATE TABLE "sea_spots" (
	"spot" text PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"failed" text,
	CONSTRAINT "sea_spots_spot_check" CHECK (length("sea_spots"."spot") <= 40)
);
--> statement-breakpoint
ALTER TABLE "venue_areas" ADD COLUMN "facing" smallint;--> statement-breakpoint
ALTER TABLE "venue_areas" ADD CONSTRAINT "venue_areas_facing_check" CHECK ("venue_areas"."facing" between 0 and 359);--> statement-breakpoint
UPDATE "venue_areas" SET "facing" = 270 WHERE "slug" = 'portugal-ericeira-area' AND "facing" IS NULL;
--> statement-breakpoint
UPDATE "venue_areas" SET "facing" = 270 WHERE "slug" = 'portugal-peniche-area' AND "facing" IS NULL;
--> statement-breakpoint
UPDATE "venue_areas" SET "facing" = 285 WHERE "slug" = 'netherlands-zandvoort-area' AND "facing" IS NULL;
--> statement-breakpoint
UPDATE "venue_areas" SET "facing" = 300 WHERE "slug" = 'netherlands-scheveningen-area' AND "facing" IS NULL;
--> statement-breakpoint
UPDATE "venue_areas" SET "facing" = 280 WHERE "slug" = 'netherlands-wijk-aan-zee-area' AND "facing" IS NULL;
--> statement-breakpoint
UPDATE "venue_areas" SET "facing" = 180 WHERE "slug" = 'sri-lanka-south-coast-area' AND "facing" IS NULL;
