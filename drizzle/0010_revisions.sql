-- Issue 43 (ADR 330): every staff save of a content item keeps a revision, and a draft can be shown
-- through a preview link. Items saved before this migration get their first revision at their
-- next save (nothing is invented for them here).
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"action" text NOT NULL,
	"restored_from" integer,
	"staff_email" text NOT NULL,
	"was_live" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_number_check" CHECK ("content_revisions"."number" >= 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_number_idx" ON "content_revisions" USING btree ("entity","entity_id","number");--> statement-breakpoint
CREATE INDEX "content_revisions_created_at_idx" ON "content_revisions" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"revision_number" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "preview_links_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
CREATE INDEX "preview_links_item_idx" ON "preview_links" USING btree ("entity","entity_id");
