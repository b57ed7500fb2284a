-- Extensions first: PGlite must have loaded them (src/db/open-database.ts) before this runs.
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
