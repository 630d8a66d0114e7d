CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"plan_id" uuid,
	"author_id" text NOT NULL,
	"parent_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"pinned_at" timestamp with time zone,
	CONSTRAINT "messages_one_thread" CHECK (num_nonnulls("messages"."event_id", "messages"."plan_id") = 1),
	CONSTRAINT "messages_body_length" CHECK (length("messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "thread_mutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"event_id" uuid,
	"plan_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_mutes_one_thread" CHECK (num_nonnulls("thread_mutes"."event_id", "thread_mutes"."plan_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_plan_id_casual_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."casual_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_parent_id_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_mutes" ADD CONSTRAINT "thread_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_mutes" ADD CONSTRAINT "thread_mutes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_mutes" ADD CONSTRAINT "thread_mutes_plan_id_casual_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."casual_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_event_created_idx" ON "messages" USING btree ("event_id","created_at") WHERE "messages"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_plan_created_idx" ON "messages" USING btree ("plan_id","created_at") WHERE "messages"."plan_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_parent_idx" ON "messages" USING btree ("parent_id") WHERE "messages"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_author_created_idx" ON "messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_one_pinned_per_event" ON "messages" USING btree ("event_id") WHERE "messages"."pinned_at" is not null and "messages"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_one_pinned_per_plan" ON "messages" USING btree ("plan_id") WHERE "messages"."pinned_at" is not null and "messages"."plan_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "thread_mutes_user_event" ON "thread_mutes" USING btree ("user_id","event_id") WHERE "thread_mutes"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "thread_mutes_user_plan" ON "thread_mutes" USING btree ("user_id","plan_id") WHERE "thread_mutes"."plan_id" is not null;