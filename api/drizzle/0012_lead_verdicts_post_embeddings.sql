-- The team's verdict on a lead (good / not a lead, with a reason), which the project's scorer learns from,
-- and one sentence embedding per post, computed once by the worker and shared by every project.
CREATE TABLE "post_embeddings" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"vector" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "verdict_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "verdict_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "verdict_by" uuid;--> statement-breakpoint
ALTER TABLE "post_embeddings" ADD CONSTRAINT "post_embeddings_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_verdict_by_users_id_fk" FOREIGN KEY ("verdict_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_project_verdict_idx" ON "leads" USING btree ("project_id","verdict") WHERE "leads"."verdict" is not null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_verdict_values" CHECK ("leads"."verdict" in ('good', 'not_lead'));