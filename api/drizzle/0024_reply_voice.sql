-- Issue 26, drafting a reply: how the team speaks and who they are (Settings, Business), read into the prompt
-- of a drafted reply to a lead. Optional; at most 1,000 characters, as the API checks first.
ALTER TABLE "projects" ADD COLUMN "reply_voice" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_reply_voice_length" CHECK (char_length("projects"."reply_voice") <= 1000);
