-- Issue 26, assignment rules and the unowned-lead alert: a project may hand its new leads round robin to
-- chosen people (lead_assignment_rules; the pipeline advances next_turn atomically) and be told once when a
-- Good or high-scoring lead still has no owner after N hours (unowned_lead_alerts records who was told of,
-- leads_unowned_idx lets the periodic sweep read only a project's unowned leads of the last days).
CREATE TABLE "lead_assignment_rules" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"member_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"min_score" integer DEFAULT 0 NOT NULL,
	"signal_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"next_turn" bigint DEFAULT 0 NOT NULL,
	"unowned_alert_hours" integer,
	"unowned_alert_min_score" integer DEFAULT 80 NOT NULL,
	"unowned_alert_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_assignment_rules_min_score" CHECK ("lead_assignment_rules"."min_score" between 0 and 100),
	CONSTRAINT "lead_assignment_rules_unowned_min_score" CHECK ("lead_assignment_rules"."unowned_alert_min_score" between 0 and 100),
	CONSTRAINT "lead_assignment_rules_unowned_hours" CHECK ("lead_assignment_rules"."unowned_alert_hours" is null or "lead_assignment_rules"."unowned_alert_hours" between 1 and 168)
);
--> statement-breakpoint
CREATE TABLE "unowned_lead_alerts" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_assignment_rules" ADD CONSTRAINT "lead_assignment_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unowned_lead_alerts" ADD CONSTRAINT "unowned_lead_alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unowned_lead_alerts" ADD CONSTRAINT "unowned_lead_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_unowned_idx" ON "leads" USING btree ("project_id","created_at") WHERE "leads"."assignee_id" is null and "leads"."deleted" = false;