-- Imports run as jobs: their rows wait in import_batches (one row per batch, deleted as it is stored), and
-- an 'import' analysis run counts the leads it created and the rows that already were leads.
CREATE TABLE "import_batches" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"as_leads" boolean NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "import_batches_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD COLUMN "new_leads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD COLUMN "already_known" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_run_id_analysis_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."analysis_runs"("id") ON DELETE cascade ON UPDATE no action;
