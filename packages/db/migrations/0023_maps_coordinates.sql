ALTER TABLE "venues" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_latitude_check" CHECK ("venues"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_longitude_check" CHECK ("venues"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_point_check" CHECK (("venues"."latitude" is null) = ("venues"."longitude" is null));--> statement-breakpoint
ALTER TABLE "casual_plans" ADD CONSTRAINT "casual_plans_latitude_check" CHECK ("casual_plans"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "casual_plans" ADD CONSTRAINT "casual_plans_longitude_check" CHECK ("casual_plans"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "casual_plans" ADD CONSTRAINT "casual_plans_point_check" CHECK (("casual_plans"."latitude" is null) = ("casual_plans"."longitude" is null));