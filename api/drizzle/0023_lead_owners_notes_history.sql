-- Issue 26: a team works the inbox together. A lead gets an owner (assignee_id, with when and by whom),
-- notes (lead_notes) and a history of every change (lead_events), and the list filters by owner through a
-- partial index with the list's own predicate (src/leads/list-query.ts's `listed`).
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"mentioned_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "lead_notes_body_length" CHECK (char_length("lead_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "lead_events_actor_kind" CHECK ("lead_events"."actor_kind" in ('user', 'key', 'rule', 'slack', 'system'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_by" uuid;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_created_idx" ON "lead_notes" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_events_lead_created_idx" ON "lead_events" USING btree ("lead_id","created_at","id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_list_assignee_idx" ON "leads" USING btree ("project_id","assignee_id","published_at","id") WHERE "leads"."deleted" = false and "leads"."verdict" is distinct from 'not_lead';--> statement-breakpoint
-- Raw from here: the history's triggers. A new lead is "found" (one statement per insert, reading the
-- transition table, so the pipeline's batches stay one statement each).
CREATE FUNCTION "lead_history_found"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_events" ("lead_id", "project_id", "kind", "actor_kind", "data", "created_at")
  SELECT n."id", n."project_id", 'found', 'system',
    jsonb_build_object('platform', n."platform", 'score', n."score"), n."created_at"
  FROM "new_rows" n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_history_found" AFTER INSERT ON "leads"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lead_history_found"();--> statement-breakpoint
-- A person as the history names them: their name, else their e-mail (null for nobody).
CREATE FUNCTION "lead_person_name"(person_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(trim(concat_ws(' ', nullif(trim(u."first_name"), ''), nullif(trim(u."last_name"), ''))), ''), u."email"::text)
  FROM "users" u WHERE u."id" = person_id
$$;--> statement-breakpoint
-- A change of status, verdict, assignee or deletion, whoever makes it (a route, a bulk action, Slack's
-- buttons, a deleted status moving its leads): one row per change, with the actor the transaction named
-- (set_config('signalboard.actor_kind' | '.actor_user_id' | '.actor_label', ..., true); none: system).
-- A row trigger declared UPDATE OF these columns only: mark read and star set read, starred and
-- updated_at, so it never fires for them (and transition tables are not allowed with a column list).
-- Names are copied into `data` (statuses and people can go later). A lead whose project is being deleted
-- (the cascade nulls its status first) is skipped: its history goes with it.
CREATE FUNCTION "lead_history_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor_kind text := coalesce(nullif(current_setting('signalboard.actor_kind', true), ''), 'system');
  actor_user uuid := nullif(current_setting('signalboard.actor_user_id', true), '')::uuid;
  actor_label text := nullif(current_setting('signalboard.actor_label', true), '');
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = NEW."project_id") THEN
    RETURN NULL;
  END IF;
  IF NEW."deleted" IS DISTINCT FROM OLD."deleted" THEN
    INSERT INTO "lead_events" ("lead_id", "project_id", "kind", "actor_kind", "actor_user_id", "actor_label")
    VALUES (NEW."id", NEW."project_id", CASE WHEN NEW."deleted" THEN 'deleted' ELSE 'restored' END,
      actor_kind, actor_user, actor_label);
  END IF;
  IF NEW."status_config_id" IS DISTINCT FROM OLD."status_config_id" THEN
    INSERT INTO "lead_events" ("lead_id", "project_id", "kind", "actor_kind", "actor_user_id", "actor_label", "data")
    VALUES (NEW."id", NEW."project_id", 'status_changed', actor_kind, actor_user, actor_label, jsonb_build_object(
      'from', OLD."status_config_id",
      'from_name', (SELECT s."name" FROM "lead_status_configs" s WHERE s."id" = OLD."status_config_id"),
      'to', NEW."status_config_id",
      'to_name', (SELECT s."name" FROM "lead_status_configs" s WHERE s."id" = NEW."status_config_id")));
  END IF;
  IF NEW."verdict" IS DISTINCT FROM OLD."verdict" OR NEW."verdict_reason" IS DISTINCT FROM OLD."verdict_reason"
     OR NEW."verdict_note" IS DISTINCT FROM OLD."verdict_note" THEN
    INSERT INTO "lead_events" ("lead_id", "project_id", "kind", "actor_kind", "actor_user_id", "actor_label", "data")
    VALUES (NEW."id", NEW."project_id", 'verdict_changed', actor_kind, actor_user, actor_label, jsonb_build_object(
      'from', OLD."verdict", 'to', NEW."verdict", 'reason', NEW."verdict_reason", 'note', NEW."verdict_note"));
  END IF;
  IF NEW."assignee_id" IS DISTINCT FROM OLD."assignee_id" THEN
    INSERT INTO "lead_events" ("lead_id", "project_id", "kind", "actor_kind", "actor_user_id", "actor_label", "data")
    VALUES (NEW."id", NEW."project_id", 'assignee_changed', actor_kind, actor_user, actor_label, jsonb_build_object(
      'from', OLD."assignee_id", 'from_name', "lead_person_name"(OLD."assignee_id"),
      'to', NEW."assignee_id", 'to_name', "lead_person_name"(NEW."assignee_id")));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_history_changed"
AFTER UPDATE OF "status_config_id", "verdict", "verdict_reason", "verdict_note", "assignee_id", "deleted" ON "leads"
FOR EACH ROW WHEN (
  OLD."status_config_id" IS DISTINCT FROM NEW."status_config_id" OR OLD."verdict" IS DISTINCT FROM NEW."verdict"
  OR OLD."verdict_reason" IS DISTINCT FROM NEW."verdict_reason" OR OLD."verdict_note" IS DISTINCT FROM NEW."verdict_note"
  OR OLD."assignee_id" IS DISTINCT FROM NEW."assignee_id" OR OLD."deleted" IS DISTINCT FROM NEW."deleted")
EXECUTE FUNCTION "lead_history_changed"();
