-- Issue 27, leads into the CRM: a project's HubSpot, Pipedrive and Attio connections (tokens sealed, the push
-- rule, the field mapping, the CRM's rate-limit wait), the OAuth states, and one push per lead and connection
-- (the unique index is what makes a push happen once), with the ids of each step for resuming.
CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"auth_kind" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"expires_at" timestamp with time zone,
	"api_domain" text,
	"scopes" text[],
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"account_slug" text,
	"prepared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"mapping_confirmed_at" timestamp with time zone,
	"rule_enabled" boolean DEFAULT false NOT NULL,
	"rule_on_good" boolean DEFAULT true NOT NULL,
	"rule_status_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rule_min_score" integer,
	"rule_signal_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"broken_code" text,
	"broken_reason" text,
	"broken_at" timestamp with time zone,
	"wait_until" timestamp with time zone,
	"connected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_provider" CHECK ("crm_connections"."provider" in ('hubspot', 'pipedrive', 'attio')),
	CONSTRAINT "crm_connections_auth_kind" CHECK ("crm_connections"."auth_kind" in ('oauth', 'token')),
	CONSTRAINT "crm_connections_rule_min_score" CHECK ("crm_connections"."rule_min_score" is null or "crm_connections"."rule_min_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "crm_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" uuid,
	"requested_label" text,
	"email" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"author_key" text,
	"person_id" text,
	"record_url" text,
	"note_id" text,
	"crm_lead_id" text,
	"last_status" integer,
	"last_error" text,
	"exchanges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_pushes_state" CHECK ("crm_pushes"."state" in ('pending', 'pushed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD CONSTRAINT "crm_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD CONSTRAINT "crm_oauth_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_project_provider_idx" ON "crm_connections" USING btree ("project_id","provider");--> statement-breakpoint
CREATE INDEX "crm_oauth_states_expires_idx" ON "crm_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_pushes_connection_lead_idx" ON "crm_pushes" USING btree ("connection_id","lead_id");--> statement-breakpoint
CREATE INDEX "crm_pushes_due_idx" ON "crm_pushes" USING btree ("connection_id","state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "crm_pushes_log_idx" ON "crm_pushes" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_pushes_lead_idx" ON "crm_pushes" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "crm_pushes_author_idx" ON "crm_pushes" USING btree ("connection_id","author_key");