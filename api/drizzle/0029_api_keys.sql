-- Issue 28, API keys: keys of an organization reaching one project or all of them, with scopes, an expiry and
-- revocation; only the SHA-256 of the secret is kept. Each key acts through a hidden account of its own
-- (users.kind 'api_key'), so its read marks, notes and history entries are its own; that account goes with
-- its key (the trigger below: a key removed with its project or organization leaves no account behind).
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_user_unique" UNIQUE("user_id"),
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "api_keys_scopes_known" CHECK ("api_keys"."scopes" <@ array['leads:read', 'leads:write', 'settings:read', 'settings:write']::text[] and cardinality("api_keys"."scopes") > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kind" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_organization_idx" ON "api_keys" USING btree ("organization_id");
--> statement-breakpoint
CREATE FUNCTION "api_keys_drop_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "users" WHERE "id" = OLD."user_id" AND "kind" = 'api_key';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "api_keys_drop_user" AFTER DELETE ON "api_keys" FOR EACH ROW EXECUTE FUNCTION "api_keys_drop_user"();
