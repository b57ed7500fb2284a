-- Issue 25: a team marking leads read at once queued on two rows per project: the platform's counter
-- (lead_platform_counts) and the list version (project_list_versions). Every change locked both until its
-- commit, so fifty members' changes ran one after another (pgbench, one project at 100k leads, fifty
-- clients flipping read flags: 667 changes/s with the trigger, 1,594 without it). Each is now spread
-- over up to eight rows, a transaction writing the row its id picks (the same one for all its
-- statements, so the lock order stays: counter rows, then the version row, each in key order). Readers
-- sum the rows; the sum of the versions grows by at least one with every committed change, as the
-- single row did.
ALTER TABLE "lead_platform_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_list_versions" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_platform_counts" DROP CONSTRAINT "lead_platform_counts_project_id_platform_pk";--> statement-breakpoint
ALTER TABLE "project_list_versions" DROP CONSTRAINT "project_list_versions_pkey";--> statement-breakpoint
ALTER TABLE "lead_platform_counts" ADD CONSTRAINT "lead_platform_counts_project_id_platform_shard_pk" PRIMARY KEY("project_id","platform","shard");--> statement-breakpoint
ALTER TABLE "project_list_versions" ADD CONSTRAINT "project_list_versions_project_id_shard_pk" PRIMARY KEY("project_id","shard");--> statement-breakpoint
-- Raw from here. The row a transaction writes: its id (assigned by then: it is changing rows) modulo the
-- shard count (hotRowShards in src/db/schema/leads.ts).
CREATE FUNCTION "hot_row_shard"() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (txid_current() % 8)::smallint
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_list_versions"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "project_list_versions" AS v ("project_id", "shard", "version")
  SELECT p."id", "hot_row_shard"(), 1 FROM "projects" p WHERE p."id" = ANY(ids) ORDER BY p."id"
  ON CONFLICT ("project_id", "shard") DO UPDATE SET "version" = v."version" + 1
$$;--> statement-breakpoint
-- The counters' two trigger functions (inserts and deletes: 0017; updates: 0021), writing the
-- transaction's row.
CREATE OR REPLACE FUNCTION "leads_count_platforms"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_ids uuid[];
  platforms text[];
  deltas int[];
  unread_deltas int[];
BEGIN
  -- Each branch names only the transition tables its event has (updates have leads_after_update).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(g."project_id"), array_agg(g."platform"), array_agg(g."delta"), array_agg(g."unread")
    INTO project_ids, platforms, deltas, unread_deltas
    FROM (SELECT "project_id", "platform", count(*) FILTER (WHERE "deleted" = false)::int AS "delta",
            count(*) FILTER (WHERE "deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead')::int AS "unread"
          FROM "new_rows" GROUP BY 1, 2) g;
  ELSE
    SELECT array_agg(g."project_id"), array_agg(g."platform"), array_agg(g."delta"), array_agg(g."unread")
    INTO project_ids, platforms, deltas, unread_deltas
    FROM (SELECT "project_id", "platform", -count(*) FILTER (WHERE "deleted" = false)::int AS "delta",
            -count(*) FILTER (WHERE "deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead')::int AS "unread"
          FROM "old_rows" GROUP BY 1, 2) g;
  END IF;
  INSERT INTO "lead_platform_counts" AS c ("project_id", "platform", "shard", "lead_count", "unread_count")
  SELECT d."project_id", d."platform", "hot_row_shard"(), d."delta", d."unread"
  FROM unnest(project_ids, platforms, deltas, unread_deltas) AS d("project_id", "platform", "delta", "unread")
  WHERE (d."delta" <> 0 OR d."unread" <> 0) AND EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = d."project_id")
  ORDER BY d."project_id", d."platform"
  ON CONFLICT ("project_id", "platform", "shard") DO UPDATE
  SET "lead_count" = c."lead_count" + EXCLUDED."lead_count", "unread_count" = c."unread_count" + EXCLUDED."unread_count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "leads_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_platform_counts" AS c ("project_id", "platform", "shard", "lead_count", "unread_count")
  SELECT g."project_id", g."platform", "hot_row_shard"(), g."delta", g."unread"
  FROM (SELECT "project_id", "platform", sum("delta")::int AS "delta", sum("unread")::int AS "unread" FROM (
          SELECT "project_id", "platform", ("deleted" = false)::int AS "delta",
            ("deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead')::int AS "unread"
          FROM "new_rows"
          UNION ALL
          SELECT "project_id", "platform", -("deleted" = false)::int,
            -("deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead')::int
          FROM "old_rows") u
        GROUP BY 1, 2) g
  -- Only counters that change are written (and locked): starring or moving a lead takes no lock here.
  WHERE (g."delta" <> 0 OR g."unread" <> 0) AND EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = g."project_id")
  ORDER BY g."project_id", g."platform"
  ON CONFLICT ("project_id", "platform", "shard") DO UPDATE
  SET "lead_count" = c."lead_count" + EXCLUDED."lead_count", "unread_count" = c."unread_count" + EXCLUDED."unread_count";
  PERFORM "bump_list_versions"(ARRAY(SELECT DISTINCT "project_id" FROM "new_rows"));
  RETURN NULL;
END $$;
