CREATE TABLE "analysis_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"smart_column_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_signal_matches" (
	"lead_id" uuid NOT NULL,
	"intent_signal_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"signal_version" integer DEFAULT 1 NOT NULL,
	"explanation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_signal_matches_lead_id_intent_signal_id_pk" PRIMARY KEY("lead_id","intent_signal_id"),
	CONSTRAINT "lead_signal_matches_score_range" CHECK ("lead_signal_matches"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "lead_smart_values" (
	"lead_id" uuid NOT NULL,
	"smart_column_id" uuid NOT NULL,
	"bool_value" boolean,
	"text_value" text,
	"column_version" integer DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'local' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_smart_values_lead_id_smart_column_id_pk" PRIMARY KEY("lead_id","smart_column_id")
);
--> statement-breakpoint
CREATE TABLE "lead_status_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#64748b' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "llm_judgements" (
	"post_id" uuid NOT NULL,
	"intent_signal_id" uuid NOT NULL,
	"signal_version" integer NOT NULL,
	"relevant" boolean NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "llm_judgements_post_id_intent_signal_id_signal_version_pk" PRIMARY KEY("post_id","intent_signal_id","signal_version")
);
--> statement-breakpoint
CREATE TABLE "llm_usage" (
	"project_id" uuid NOT NULL,
	"day" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "llm_usage_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
CREATE TABLE "smart_columns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_columns_kind" CHECK ("smart_columns"."kind" in ('boolean', 'text'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "lead_threshold" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "llm_daily_budget" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "excluded_authors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "excluded_communities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "cursor" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "poll_interval_seconds" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "next_poll_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "rate_limit" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "platform" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_config_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || body)) STORED;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_smart_column_id_smart_columns_id_fk" FOREIGN KEY ("smart_column_id") REFERENCES "public"."smart_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_signal_matches" ADD CONSTRAINT "lead_signal_matches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_signal_matches" ADD CONSTRAINT "lead_signal_matches_intent_signal_id_intent_signals_id_fk" FOREIGN KEY ("intent_signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_smart_values" ADD CONSTRAINT "lead_smart_values_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_smart_values" ADD CONSTRAINT "lead_smart_values_smart_column_id_smart_columns_id_fk" FOREIGN KEY ("smart_column_id") REFERENCES "public"."smart_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_configs" ADD CONSTRAINT "lead_status_configs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "llm_judgements" ADD CONSTRAINT "llm_judgements_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "llm_judgements" ADD CONSTRAINT "llm_judgements_intent_signal_id_intent_signals_id_fk" FOREIGN KEY ("intent_signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "llm_usage" ADD CONSTRAINT "llm_usage_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_columns" ADD CONSTRAINT "smart_columns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_runs_project_created_idx" ON "analysis_runs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_signal_matches_signal_idx" ON "lead_signal_matches" USING btree ("intent_signal_id","lead_id");--> statement-breakpoint
CREATE INDEX "lead_smart_values_bool_idx" ON "lead_smart_values" USING btree ("smart_column_id","bool_value","lead_id");--> statement-breakpoint
CREATE INDEX "lead_smart_values_text_idx" ON "lead_smart_values" USING btree ("smart_column_id","text_value");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_status_configs_project_name_unique" ON "lead_status_configs" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "lead_status_configs_project_position_idx" ON "lead_status_configs" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_status_configs_one_default" ON "lead_status_configs" USING btree ("project_id") WHERE "lead_status_configs"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "smart_columns_project_name_unique" ON "smart_columns" USING btree ("project_id",lower("name"));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_config_id_lead_status_configs_id_fk" FOREIGN KEY ("status_config_id") REFERENCES "public"."lead_status_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_project_published_idx" ON "leads" USING btree ("project_id","published_at","id");--> statement-breakpoint
CREATE INDEX "leads_project_score_idx" ON "leads" USING btree ("project_id","score","published_at");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status_config_id");--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
-- Existing projects get the starting statuses new projects get (api/src/lead-status/default-statuses.ts).
INSERT INTO "lead_status_configs" ("project_id", "name", "color", "position", "is_default")
SELECT p."id", s."name", s."color", s."position", s."position" = 0
FROM "projects" p
CROSS JOIN (VALUES ('New', '#3b82f6', 0), ('Contacted', '#f59e0b', 1), ('Qualified', '#8b5cf6', 2),
  ('Won', '#10b981', 3), ('Lost', '#6b7280', 4)) AS s("name", "color", "position");--> statement-breakpoint
UPDATE "leads" l SET "platform" = p."platform", "published_at" = coalesce(p."published_at", p."fetched_at")
FROM "posts" p WHERE p."id" = l."post_id";--> statement-breakpoint
UPDATE "leads" l SET "status_config_id" = c."id"
FROM "lead_status_configs" c WHERE c."project_id" = l."project_id" AND c."is_default";
