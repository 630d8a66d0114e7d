CREATE TABLE "crew_followers" (
	"crew_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_followers_crew_id_user_id_pk" PRIMARY KEY("crew_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"crew_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_members_crew_id_user_id_pk" PRIMARY KEY("crew_id","user_id"),
	CONSTRAINT "crew_members_role_check" CHECK ("crew_members"."role" in ('owner', 'host', 'checkin')),
	CONSTRAINT "crew_members_status_check" CHECK ("crew_members"."status" in ('invited', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"area_id" uuid NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crews_handle_unique" UNIQUE("handle"),
	CONSTRAINT "crews_name_not_blank" CHECK (length(btrim("crews"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "announcement_mutes" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_mutes_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"audiences" text[] NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_announcements_body_not_blank" CHECK (length(btrim("event_announcements"."body")) > 0),
	CONSTRAINT "event_announcements_audiences_check" CHECK (cardinality("event_announcements"."audiences") > 0)
);
--> statement-breakpoint
CREATE TABLE "event_answers" (
	"question_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_answers_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_hosts" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_hosts_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_hosts_status_check" CHECK ("event_hosts"."status" in ('invited', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_questions_kind_check" CHECK ("event_questions"."kind" in ('text', 'single', 'multiple', 'yes_no'))
);
--> statement-breakpoint
CREATE TABLE "event_views" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_views_event_id_day_source_pk" PRIMARY KEY("event_id","day","source")
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" DROP CONSTRAINT "event_rsvps_status_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "crew_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD COLUMN "crew_id" uuid;--> statement-breakpoint
ALTER TABLE "crew_followers" ADD CONSTRAINT "crew_followers_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_followers" ADD CONSTRAINT "crew_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_area_id_venue_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."venue_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_mutes" ADD CONSTRAINT "announcement_mutes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_mutes" ADD CONSTRAINT "announcement_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_views" ADD CONSTRAINT "event_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_followers_user_id_idx" ON "crew_followers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crew_members_user_id_idx" ON "crew_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crews_area_id_idx" ON "crews" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "event_announcements_event_created_idx" ON "event_announcements" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_answers_event_user_idx" ON "event_answers" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_hosts_user_id_idx" ON "event_hosts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_questions_event_position_idx" ON "event_questions" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD CONSTRAINT "casual_plans_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_crew_start_idx" ON "events" USING btree ("crew_id","start_date") WHERE "events"."crew_id" is not null;--> statement-breakpoint
CREATE INDEX "casual_plans_crew_starts_idx" ON "casual_plans" USING btree ("crew_id","starts_at") WHERE "casual_plans"."crew_id" is not null;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_status_check" CHECK ("event_rsvps"."status" in ('going', 'interested', 'waitlisted', 'requested', 'declined'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('event_changed', 'event_cancelled', 'event_reminder', 'waitlist_promoted', 'friend_request', 'friend_accepted', 'plan_member', 'plan_changed', 'event_full', 'rsvp_summary', 'friend_nearby', 'crew_event', 'host_invite', 'announcement', 'rsvp_request', 'rsvp_answered'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('event_changed', 'event_cancelled', 'event_reminder', 'waitlist_promoted', 'friend_request', 'friend_accepted', 'plan_member', 'plan_changed', 'event_full', 'rsvp_summary', 'friend_nearby', 'crew_event', 'host_invite', 'announcement', 'rsvp_request', 'rsvp_answered'));