CREATE TABLE "venue_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"country_slug" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_areas_slug_unique" UNIQUE("slug"),
	CONSTRAINT "venue_areas_latitude_check" CHECK ("venue_areas"."latitude" between -90 and 90),
	CONSTRAINT "venue_areas_longitude_check" CHECK ("venue_areas"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_consent_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"consent_type" text NOT NULL,
	"consented" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consent_log_consent_type_check" CHECK ("user_consent_log"."consent_type" in ('cookies'))
);
--> statement-breakpoint
CREATE TABLE "event_slug_redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"old_slug" text NOT NULL,
	"country_slug" text NOT NULL,
	"city_slug" text NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"destination" text,
	"vibe" text,
	"event_category" text DEFAULT 'other' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"specific_venue" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"capacity" integer,
	"price_text" text,
	"external_url" text,
	"image_url" text,
	"area_id" uuid NOT NULL,
	"venue_id" uuid,
	"creator_id" text,
	"organizer_email" text,
	"country_slug" text NOT NULL,
	"city_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_title_length_check" CHECK (char_length("events"."title") between 3 and 120),
	CONSTRAINT "events_description_length_check" CHECK (char_length("events"."description") <= 5000),
	CONSTRAINT "events_tags_count_check" CHECK (cardinality("events"."tags") <= 10),
	CONSTRAINT "events_event_category_check" CHECK ("events"."event_category" in ('surf', 'music', 'party', 'yoga-wellness', 'food-drink', 'market', 'sport', 'community', 'workshop', 'art-culture', 'other')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'published', 'cancelled')),
	CONSTRAINT "events_end_after_start_check" CHECK ("events"."end_date" > "events"."start_date"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" text NOT NULL,
	"addressee_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "friendships_not_self_check" CHECK ("friendships"."requester_id" <> "friendships"."addressee_id"),
	CONSTRAINT "friendships_status_check" CHECK ("friendships"."status" in ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"avatar_url" text[],
	"location" text,
	"location_category" text,
	"status" text,
	"status_details" text,
	"tagline" text,
	"rsvp_visibility" text DEFAULT 'everyone' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_username_not_blank" CHECK (length(btrim("profiles"."username")) > 0),
	CONSTRAINT "profiles_rsvp_visibility_check" CHECK ("profiles"."rsvp_visibility" in ('everyone', 'friends', 'nobody'))
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text,
	"city_slug" text DEFAULT '' NOT NULL,
	"area_id" uuid,
	"website" text,
	"google_maps" text,
	"image_url" text,
	"creator_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_user_key" UNIQUE("event_id","user_id"),
	CONSTRAINT "event_rsvps_status_check" CHECK ("event_rsvps"."status" in ('going', 'interested'))
);
--> statement-breakpoint
CREATE TABLE "casual_plan_members" (
	"plan_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casual_plan_members_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "casual_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vibe" text,
	"location" text NOT NULL,
	"area_id" uuid NOT NULL,
	"creator_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"spots_limit" integer,
	"visibility" text DEFAULT 'everyone' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casual_plans_title_not_blank" CHECK (length(btrim("casual_plans"."title")) > 0),
	CONSTRAINT "casual_plans_spots_limit_check" CHECK ("casual_plans"."spots_limit" > 0),
	CONSTRAINT "casual_plans_visibility_check" CHECK ("casual_plans"."visibility" in ('everyone', 'friends'))
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query" text NOT NULL,
	"result_count" integer,
	"clicked_result_id" text,
	"clicked_result_type" text,
	"clicked" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_clicked_result_type_check" CHECK ("search_queries"."clicked_result_type" in ('event', 'venue', 'casual_plan'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consent_log" ADD CONSTRAINT "user_consent_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_slug_redirects" ADD CONSTRAINT "event_slug_redirects_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_area_id_venue_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."venue_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_addressee_id_users_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_area_id_venue_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."venue_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_plan_members" ADD CONSTRAINT "casual_plan_members_plan_id_casual_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."casual_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_plan_members" ADD CONSTRAINT "casual_plan_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD CONSTRAINT "casual_plans_area_id_venue_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."venue_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD CONSTRAINT "casual_plans_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_provider_account_idx" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "user_consent_log_user_id_idx" ON "user_consent_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_slug_redirects_place_slug_key" ON "event_slug_redirects" USING btree ("country_slug","city_slug","old_slug");--> statement-breakpoint
CREATE INDEX "event_slug_redirects_event_id_idx" ON "event_slug_redirects" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_country_city_slug_key" ON "events" USING btree ("country_slug","city_slug","slug");--> statement-breakpoint
CREATE INDEX "events_status_start_idx" ON "events" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "events_area_status_start_idx" ON "events" USING btree ("area_id","status","start_date");--> statement-breakpoint
CREATE INDEX "events_place_status_start_idx" ON "events" USING btree ("country_slug","city_slug","status","start_date");--> statement-breakpoint
CREATE INDEX "events_creator_id_idx" ON "events" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "events_venue_id_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_trgm_idx" ON "events" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_destination_trgm_idx" ON "events" USING gin ("destination" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_vibe_trgm_idx" ON "events" USING gin ("vibe" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_event_category_trgm_idx" ON "events" USING gin ("event_category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_specific_venue_trgm_idx" ON "events" USING gin ("specific_venue" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_tags_trgm_idx" ON "events" USING gin (text_array_to_string("tags") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_key" ON "friendships" USING btree (least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id"));--> statement-breakpoint
CREATE INDEX "friendships_requester_status_idx" ON "friendships" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "friendships_addressee_status_idx" ON "friendships" USING btree ("addressee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_key" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_username_trgm_idx" ON "profiles" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "venues_city_slug_slug_key" ON "venues" USING btree ("city_slug","slug");--> statement-breakpoint
CREATE INDEX "venues_area_id_idx" ON "venues" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "venues_creator_id_idx" ON "venues" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "venues_name_trgm_idx" ON "venues" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_city_trgm_idx" ON "venues" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_rsvps_user_id_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_event_status_idx" ON "event_rsvps" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "casual_plan_members_user_id_idx" ON "casual_plan_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "casual_plans_area_starts_idx" ON "casual_plans" USING btree ("area_id","starts_at");--> statement-breakpoint
CREATE INDEX "casual_plans_creator_id_idx" ON "casual_plans" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "casual_plans_title_trgm_idx" ON "casual_plans" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "casual_plans_description_trgm_idx" ON "casual_plans" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "casual_plans_vibe_trgm_idx" ON "casual_plans" USING gin ("vibe" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "casual_plans_location_trgm_idx" ON "casual_plans" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_queries_created_at_idx" ON "search_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_queries_query_lower_idx" ON "search_queries" USING btree (lower("query"));