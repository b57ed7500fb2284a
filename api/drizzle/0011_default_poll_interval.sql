-- A source's poll interval 0 means "the deployment's default" (DEFAULT_POLL_INTERVAL_SECONDS), so an
-- operator can change the default for every source that never chose its own. Sources saved before
-- intervals were settable carry the old column default, 300, which nobody chose: they follow the default.
UPDATE "data_sources" SET "poll_interval_seconds" = 0 WHERE "poll_interval_seconds" = 300;--> statement-breakpoint
ALTER TABLE "data_sources" ALTER COLUMN "poll_interval_seconds" SET DEFAULT 0;
