CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule" jsonb NOT NULL,
	"start_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "occurrence_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD COLUMN "occurrence_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD CONSTRAINT "casual_plans_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_series_start_idx" ON "events" USING btree ("series_id","start_date") WHERE "events"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "casual_plans_series_start_idx" ON "casual_plans" USING btree ("series_id","starts_at") WHERE "casual_plans"."series_id" is not null;