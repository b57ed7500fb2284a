-- Issue 28, the public API's sync: a program asks for the leads changed since its last sync
-- (GET /leads/{projectId}?updated_since=...&sort_by=updated), in updated_at order. leads.updated_at already
-- moves with every change the app makes to a lead's row (status, verdict, assignee, read, starred, deletion,
-- a score that moved); the index answers "this project's leads changed since T" as one range, in order.
-- A lead's notes live in their own table, so a trigger moves the lead's updated_at when one is added,
-- edited or deleted (a sync client learns the lead has news; the update also moves the list version).
CREATE INDEX "leads_updated_idx" ON "leads" USING btree ("project_id","updated_at","id") WHERE "leads"."deleted" = false;--> statement-breakpoint
-- Raw from here.
CREATE FUNCTION "lead_notes_touch_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A note removed with its lead (the cascade) finds no lead left to touch.
  UPDATE "leads" SET "updated_at" = now()
  WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."lead_id" ELSE NEW."lead_id" END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_notes_touch_lead"
AFTER INSERT OR DELETE OR UPDATE OF "body" ON "lead_notes"
FOR EACH ROW EXECUTE FUNCTION "lead_notes_touch_lead"();
