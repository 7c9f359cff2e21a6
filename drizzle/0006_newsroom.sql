-- Issue 19: scheduled publishing, redirects that keep links alive, and a bounded 404 log.
-- An article is public while is_published is on AND publish_at has come AND unpublish_at has not.
-- Articles already published get publish_at = their published_date at midnight in the firm's time
-- zone (America/Chicago), so datePublished can carry a time and a zone from now on.
ALTER TABLE "news_insights" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_insights" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
UPDATE "news_insights" SET "publish_at" = ("published_date"::timestamp AT TIME ZONE 'America/Chicago') WHERE "is_published";--> statement-breakpoint
CREATE TABLE "redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"reason" text DEFAULT 'manual' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_not_to_itself_check" CHECK ("redirects"."from_path" <> "redirects"."to_path"),
	CONSTRAINT "redirects_reason_check" CHECK ("redirects"."reason" in ('manual', 'slug_change'))
);--> statement-breakpoint
CREATE INDEX "redirects_to_path_idx" ON "redirects" USING btree ("to_path");--> statement-breakpoint
CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits" DESC, "last_seen_at" DESC);
