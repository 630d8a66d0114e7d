CREATE TABLE "moderation_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_notes_subject_kind_check" CHECK ("moderation_notes"."subject_kind" in ('event', 'plan', 'message', 'photo', 'member')),
	CONSTRAINT "moderation_notes_body_length" CHECK (char_length("moderation_notes"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"outcome" text,
	CONSTRAINT "reports_subject_kind_check" CHECK ("reports"."subject_kind" in ('event', 'plan', 'message', 'photo', 'member')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'harassment', 'unsafe', 'wrong_information', 'other')),
	CONSTRAINT "reports_outcome_check" CHECK ("reports"."outcome" in ('dismissed', 'hidden', 'warned', 'banned', 'deleted')),
	CONSTRAINT "reports_note_length" CHECK ("reports"."note" is null or char_length("reports"."note") <= 500),
	CONSTRAINT "reports_handled_together" CHECK (("reports"."handled_at" is null) = ("reports"."outcome" is null))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "casual_plans" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_notes" ADD CONSTRAINT "moderation_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_notes_subject_idx" ON "moderation_notes" USING btree ("subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_subject_key" ON "reports" USING btree ("reporter_id","subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "reports_open_subject_idx" ON "reports" USING btree ("subject_kind","subject_id","created_at") WHERE "reports"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "reports_handled_at_idx" ON "reports" USING btree ("handled_at") WHERE "reports"."handled_at" is not null;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('member.ban', 'member.unban', 'member.role', 'event.unpublish', 'event.update', 'event.cancel', 'event.delete', 'plan.update', 'plan.delete', 'area.create', 'area.update', 'city.create', 'city.approve', 'city.update', 'city.delete', 'moderation.dismiss', 'moderation.hide', 'moderation.warn', 'moderation.ban', 'moderation.delete', 'moderation.auto_hide'));