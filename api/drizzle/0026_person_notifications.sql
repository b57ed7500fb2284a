-- Issue 26, personal notifications: what one person is told (a lead given to them, one row per assignment call
-- however many leads, with lead_count; a note mentioning them, with its first words), seen or not, for the bell;
-- and each person's own choice of an e-mail or a Slack DM besides it (person_notification_preferences, absent
-- until saved: the bell only), with why the last Slack DM went by e-mail. The partial index counts the unseen.
CREATE TABLE "person_notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"assigned" text DEFAULT 'app' NOT NULL,
	"mentioned" text DEFAULT 'app' NOT NULL,
	"slack_fallback" text,
	"slack_fallback_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_notification_preferences_assigned" CHECK ("person_notification_preferences"."assigned" in ('app', 'email', 'slack')),
	CONSTRAINT "person_notification_preferences_mentioned" CHECK ("person_notification_preferences"."mentioned" in ('app', 'email', 'slack'))
);
--> statement-breakpoint
CREATE TABLE "person_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lead_count" integer DEFAULT 1 NOT NULL,
	"actor_name" text NOT NULL,
	"note_excerpt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "person_notifications_kind" CHECK ("person_notifications"."kind" in ('assigned', 'mentioned')),
	CONSTRAINT "person_notifications_lead_count" CHECK ("person_notifications"."lead_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "person_notification_preferences" ADD CONSTRAINT "person_notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_notifications" ADD CONSTRAINT "person_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_notifications" ADD CONSTRAINT "person_notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_notifications" ADD CONSTRAINT "person_notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_notifications" ADD CONSTRAINT "person_notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_notifications_user_created_idx" ON "person_notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "person_notifications_unseen_idx" ON "person_notifications" USING btree ("user_id") WHERE "person_notifications"."seen_at" is null;