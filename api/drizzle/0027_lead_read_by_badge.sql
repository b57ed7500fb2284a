-- Issue 26, the history's "read by" and the badge's "mine": a lead remembers who marked it read first
-- (first_read_by, set once by a person's mark read), and that first read is an entry of its history,
-- written by a trigger that fires only on that one change (the WHEN clause), so every later mark read,
-- star or unread costs it nothing. Each person chooses what the Leads badge counts (all unread, or the
-- unread leads given to them).
ALTER TABLE "leads" ADD COLUMN "first_read_by" uuid;--> statement-breakpoint
ALTER TABLE "person_notification_preferences" ADD COLUMN "badge" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "person_notification_preferences" ADD CONSTRAINT "person_notification_preferences_badge" CHECK ("person_notification_preferences"."badge" in ('all', 'mine'));--> statement-breakpoint
-- Raw from here: the `read` entry, with the reader's name as it is now (they may leave later).
CREATE FUNCTION "lead_history_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_events" ("lead_id", "project_id", "kind", "actor_kind", "actor_user_id", "actor_label")
  VALUES (NEW."id", NEW."project_id", 'read', 'user', NEW."first_read_by", "lead_person_name"(NEW."first_read_by"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_history_read"
AFTER UPDATE OF "first_read_by" ON "leads"
FOR EACH ROW WHEN (OLD."first_read_by" IS NULL AND NEW."first_read_by" IS NOT NULL)
EXECUTE FUNCTION "lead_history_read"();
