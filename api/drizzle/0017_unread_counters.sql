-- The unread counts (GET /unread_count, every project's badge) read counters instead of counting leads:
-- at a million leads the count was an index-only scan of about 455,000 entries per call (480 ms under
-- load, 16 calls a second at 50 clients in bench:load); now it adds a dozen counter rows, kept by the
-- statement triggers that already keep lead_count (migration 0009). The index that served the count goes.
DROP INDEX "leads_project_deleted_read_idx";--> statement-breakpoint
ALTER TABLE "lead_platform_counts" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Raw from here: the backfill and the trigger function that keeps both counters.
UPDATE "lead_platform_counts" c SET "unread_count" = u."unread"
FROM (SELECT "project_id", "platform", count(*)::int AS "unread" FROM "leads"
      WHERE "deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead' GROUP BY 1, 2) u
WHERE c."project_id" = u."project_id" AND c."platform" = u."platform";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "leads_count_platforms"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_ids uuid[];
  platforms text[];
  deltas int[];
  unread_deltas int[];
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(g."project_id"), array_agg(g."platform"), array_agg(g."delta"), array_agg(g."unread")
    INTO project_ids, platforms, deltas, unread_deltas
    FROM (SELECT "project_id", "platform", count(*) FILTER (WHERE "deleted" = false)::int AS "delta",
            count(*) FILTER (WHERE "deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead')::int AS "unread"
          FROM "new_rows" GROUP BY 1, 2) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(g."project_id"), array_agg(g."platform"), array_agg(g."delta"), array_agg(g."unread")
    INTO project_ids, platforms, deltas, unread_deltas
    FROM (SELECT "project_id", "platform", -count(*) FILTER (WHERE "deleted" = false)::int AS "delta",
            -count(*) FILTER (WHERE "deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead')::int AS "unread"
          FROM "old_rows" GROUP BY 1, 2) g;
  ELSE
    SELECT array_agg(g."project_id"), array_agg(g."platform"), array_agg(g."delta"), array_agg(g."unread")
    INTO project_ids, platforms, deltas, unread_deltas
    FROM (SELECT "project_id", "platform", sum("delta")::int AS "delta", sum("unread")::int AS "unread" FROM (
            SELECT "project_id", "platform", ("deleted" = false)::int AS "delta",
              ("deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead')::int AS "unread"
            FROM "new_rows"
            UNION ALL
            SELECT "project_id", "platform", -("deleted" = false)::int,
              -("deleted" = false AND "read" = false AND "verdict" IS DISTINCT FROM 'not_lead')::int
            FROM "old_rows") u
          GROUP BY 1, 2) g;
  END IF;
  -- Only counters that change are written (and locked): starring or moving a lead takes no lock here.
  INSERT INTO "lead_platform_counts" AS c ("project_id", "platform", "lead_count", "unread_count")
  SELECT d."project_id", d."platform", d."delta", d."unread"
  FROM unnest(project_ids, platforms, deltas, unread_deltas) AS d("project_id", "platform", "delta", "unread")
  WHERE (d."delta" <> 0 OR d."unread" <> 0) AND EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = d."project_id")
  ORDER BY d."project_id", d."platform"
  ON CONFLICT ("project_id", "platform") DO UPDATE
  SET "lead_count" = c."lead_count" + EXCLUDED."lead_count", "unread_count" = c."unread_count" + EXCLUDED."unread_count";
  RETURN NULL;
END $$;
