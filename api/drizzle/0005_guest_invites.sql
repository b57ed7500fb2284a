ALTER TABLE "invites" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invites_project_status_idx" ON "invites" USING btree ("project_id","status");--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_guest_addressed" CHECK ("invites"."project_id" is null or "invites"."email" is not null);