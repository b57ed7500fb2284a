CREATE TABLE "lead_platform_counts" (
	"project_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"lead_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_platform_counts_project_id_platform_pk" PRIMARY KEY("project_id","platform")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "intent_signal_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_platform_counts" ADD CONSTRAINT "lead_platform_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_smart_values_text_trgm_idx" ON "lead_smart_values" USING gin ("text_value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_vector_idx" ON "leads" USING gin ("search_vector") WHERE "leads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "leads_intent_signal_ids_idx" ON "leads" USING gin ("intent_signal_ids") WHERE "leads"."deleted" = false;--> statement-breakpoint
-- Raw from here: statistics, backfill and the triggers that keep the copies true (drizzle's schema
-- cannot express them). Finer statistics of the vector, as on posts (0008), so the planner tells a rare
-- or absent word (start from its few leads) from a common one (walk the list in order).
ALTER TABLE "leads" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
UPDATE "leads" l SET "search_vector" = p."search_vector" FROM "posts" p WHERE p."id" = l."post_id";--> statement-breakpoint
UPDATE "leads" l SET "intent_signal_ids" = m."ids"
FROM (SELECT "lead_id", array_agg("intent_signal_id" ORDER BY "intent_signal_id") AS "ids"
      FROM "lead_signal_matches" GROUP BY "lead_id") m
WHERE m."lead_id" = l."id";--> statement-breakpoint
INSERT INTO "lead_platform_counts" ("project_id", "platform", "lead_count")
SELECT "project_id", "platform", count(*) FROM "leads" WHERE "deleted" = false GROUP BY 1, 2;--> statement-breakpoint
-- A new lead takes its post's vector.
CREATE FUNCTION "leads_copy_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" := (SELECT p."search_vector" FROM "posts" p WHERE p."id" = NEW."post_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_copy_search_vector" BEFORE INSERT OR UPDATE OF "post_id" ON "leads"
FOR EACH ROW EXECUTE FUNCTION "leads_copy_search_vector"();--> statement-breakpoint
-- An edited post (a connector seeing it again with a new title or body) updates its leads' copies.
-- Row level: a column list cannot take transition tables; the WHEN skips re-seen, unchanged posts.
CREATE FUNCTION "posts_push_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET "search_vector" = NEW."search_vector" WHERE "post_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_push_search_vector" AFTER UPDATE OF "title", "body" ON "posts"
FOR EACH ROW WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector")
EXECUTE FUNCTION "posts_push_search_vector"();--> statement-breakpoint
-- Matches written or deleted (pipeline, reanalysis, a signal's cascade) add or remove their signal in the
-- lead's array. Incremental on purpose: the UPDATE takes the lead's row lock and re-reads the latest
-- array, so two transactions changing one lead's matches at once both land (a recount would not).
CREATE FUNCTION "lead_signal_matches_sync_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "leads" l SET "intent_signal_ids" = ARRAY(
      SELECT e FROM unnest(l."intent_signal_ids") e WHERE e <> ALL (o."ids") ORDER BY e)
    FROM (SELECT "lead_id", array_agg("intent_signal_id") AS "ids" FROM "old_rows" GROUP BY "lead_id") o
    WHERE l."id" = o."lead_id" AND l."intent_signal_ids" && o."ids";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "leads" l SET "intent_signal_ids" = ARRAY(
      SELECT DISTINCT e FROM unnest(l."intent_signal_ids" || n."ids") e ORDER BY e)
    FROM (SELECT "lead_id", array_agg("intent_signal_id") AS "ids" FROM "new_rows" GROUP BY "lead_id") n
    WHERE l."id" = n."lead_id" AND NOT l."intent_signal_ids" @> n."ids";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_signal_matches_sync_leads_insert" AFTER INSERT ON "lead_signal_matches"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lead_signal_matches_sync_leads"();--> statement-breakpoint
CREATE TRIGGER "lead_signal_matches_sync_leads_update" AFTER UPDATE ON "lead_signal_matches"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lead_signal_matches_sync_leads"();--> statement-breakpoint
CREATE TRIGGER "lead_signal_matches_sync_leads_delete" AFTER DELETE ON "lead_signal_matches"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lead_signal_matches_sync_leads"();--> statement-breakpoint
-- Listed leads per (project, platform): one upsert per statement, in key order so concurrent writers
-- take the counter rows' locks in the same order. A project being deleted is skipped (its counters go
-- by cascade; inserting one would break the foreign key).
CREATE FUNCTION "leads_count_platforms"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_ids uuid[];
  platforms text[];
  deltas int[];
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(g."project_id"), array_agg(g."platform"), array_agg(g."delta") INTO project_ids, platforms, deltas
    FROM (SELECT "project_id", "platform", count(*)::int AS "delta" FROM "new_rows"
          WHERE "deleted" = false GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(g."project_id"), array_agg(g."platform"), array_agg(g."delta") INTO project_ids, platforms, deltas
    FROM (SELECT "project_id", "platform", -count(*)::int AS "delta" FROM "old_rows"
          WHERE "deleted" = false GROUP BY 1, 2) g;
  ELSE
    SELECT array_agg(g."project_id"), array_agg(g."platform"), array_agg(g."delta") INTO project_ids, platforms, deltas
    FROM (SELECT "project_id", "platform", sum("delta")::int AS "delta" FROM (
            SELECT "project_id", "platform", 1 AS "delta" FROM "new_rows" WHERE "deleted" = false
            UNION ALL
            SELECT "project_id", "platform", -1 FROM "old_rows" WHERE "deleted" = false) u
          GROUP BY 1, 2) g;
  END IF;
  INSERT INTO "lead_platform_counts" AS c ("project_id", "platform", "lead_count")
  SELECT d."project_id", d."platform", d."delta" FROM unnest(project_ids, platforms, deltas) AS d("project_id", "platform", "delta")
  WHERE d."delta" <> 0 AND EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = d."project_id")
  ORDER BY d."project_id", d."platform"
  ON CONFLICT ("project_id", "platform") DO UPDATE SET "lead_count" = c."lead_count" + EXCLUDED."lead_count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_count_platforms_insert" AFTER INSERT ON "leads"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "leads_count_platforms"();--> statement-breakpoint
CREATE TRIGGER "leads_count_platforms_update" AFTER UPDATE ON "leads"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "leads_count_platforms"();--> statement-breakpoint
CREATE TRIGGER "leads_count_platforms_delete" AFTER DELETE ON "leads"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "leads_count_platforms"();
