-- A version per project of what its lead list shows (issue 25): the API keeps list pages under it.
CREATE TABLE "project_list_versions" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_list_versions" ADD CONSTRAINT "project_list_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raw from here: the triggers that keep the versions. Each statement that changes what a project's lead
-- list shows or filters on adds one to the version of each project it touched, in the same transaction
-- (so a version is never visible without its change). Projects in key order, so concurrent writers take
-- the rows' locks in the same order; a project being deleted is skipped (its row goes by cascade).
CREATE OR REPLACE FUNCTION "bump_list_versions"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "project_list_versions" AS v ("project_id", "version")
  SELECT p."id", 1 FROM "projects" p WHERE p."id" = ANY(ids) ORDER BY p."id"
  ON CONFLICT ("project_id") DO UPDATE SET "version" = v."version" + 1
$$;--> statement-breakpoint
-- Rows that name their project (leads, intent_signals, smart_columns).
CREATE OR REPLACE FUNCTION "list_versions_by_project"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition table its event has.
  IF TG_OP = 'DELETE' THEN
    PERFORM "bump_list_versions"(ARRAY(SELECT DISTINCT "project_id" FROM "old_rows"));
  ELSE
    PERFORM "bump_list_versions"(ARRAY(SELECT DISTINCT "project_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rows of a lead (lead_signal_matches, lead_smart_values). Deleted with their lead, they find no lead: the
-- lead's own trigger counts that change.
CREATE OR REPLACE FUNCTION "list_versions_by_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "bump_list_versions"(ARRAY(SELECT DISTINCT l."project_id" FROM "leads" l
      WHERE l."id" IN (SELECT "lead_id" FROM "old_rows")));
  ELSE
    PERFORM "bump_list_versions"(ARRAY(SELECT DISTINCT l."project_id" FROM "leads" l
      WHERE l."id" IN (SELECT "lead_id" FROM "new_rows")));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A post shown by the leads of several projects (updated only: a new post has no lead yet, a deleted one
-- takes its leads with it).
CREATE OR REPLACE FUNCTION "list_versions_by_post"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_versions"(ARRAY(SELECT DISTINCT l."project_id" FROM "leads" l
    WHERE l."post_id" IN (SELECT "id" FROM "new_rows")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_list_version_insert" AFTER INSERT ON "leads"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "leads_list_version_update" AFTER UPDATE ON "leads"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "leads_list_version_delete" AFTER DELETE ON "leads"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "intent_signals_list_version_insert" AFTER INSERT ON "intent_signals"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "intent_signals_list_version_update" AFTER UPDATE ON "intent_signals"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "intent_signals_list_version_delete" AFTER DELETE ON "intent_signals"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "smart_columns_list_version_insert" AFTER INSERT ON "smart_columns"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "smart_columns_list_version_update" AFTER UPDATE ON "smart_columns"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "smart_columns_list_version_delete" AFTER DELETE ON "smart_columns"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_project"();--> statement-breakpoint
CREATE TRIGGER "lead_signal_matches_list_version_insert" AFTER INSERT ON "lead_signal_matches"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_lead"();--> statement-breakpoint
CREATE TRIGGER "lead_signal_matches_list_version_update" AFTER UPDATE ON "lead_signal_matches"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_lead"();--> statement-breakpoint
CREATE TRIGGER "lead_signal_matches_list_version_delete" AFTER DELETE ON "lead_signal_matches"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_lead"();--> statement-breakpoint
CREATE TRIGGER "lead_smart_values_list_version_insert" AFTER INSERT ON "lead_smart_values"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_lead"();--> statement-breakpoint
CREATE TRIGGER "lead_smart_values_list_version_update" AFTER UPDATE ON "lead_smart_values"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_lead"();--> statement-breakpoint
CREATE TRIGGER "lead_smart_values_list_version_delete" AFTER DELETE ON "lead_smart_values"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_lead"();--> statement-breakpoint
CREATE TRIGGER "posts_list_version_update" AFTER UPDATE ON "posts"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_by_post"();
