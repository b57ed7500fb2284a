DROP INDEX "leads_project_published_idx";--> statement-breakpoint
DROP INDEX "leads_project_score_idx";--> statement-breakpoint
CREATE INDEX "leads_list_date_idx" ON "leads" USING btree ("project_id","published_at","id","score","read","starred","status_config_id","platform","post_id") WHERE "leads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "leads_list_score_idx" ON "leads" USING btree ("project_id","score","published_at","id","read","starred","status_config_id","platform","post_id") WHERE "leads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "leads_list_status_idx" ON "leads" USING btree ("project_id","status_config_id","published_at","id") WHERE "leads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "leads_list_platform_idx" ON "leads" USING btree ("project_id","platform","published_at","id") WHERE "leads"."deleted" = false;--> statement-breakpoint
CREATE INDEX "leads_list_starred_idx" ON "leads" USING btree ("project_id","published_at","id") WHERE "leads"."starred" and "leads"."deleted" = false;--> statement-breakpoint
-- Raw: finer statistics of the full-text vector, so the planner tells a rare or absent word (start from the
-- few matching posts) from a common one (walk the list in order and stop after a page).
ALTER TABLE "posts" ALTER COLUMN "search_vector" SET STATISTICS 1000;
