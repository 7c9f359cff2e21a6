-- Issue 44 (ADR 340): the public pages staff edit, in typed blocks. A page without a row shows its
-- seed (the copy in app/content/pages/); the row is made, from the seed, when the page is first
-- opened in the editor or by the demo seed.
CREATE TABLE "site_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"document" jsonb NOT NULL,
	"draft" jsonb,
	"publish_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_key_unique" UNIQUE("key"),
	CONSTRAINT "site_pages_version_check" CHECK ("site_pages"."version" >= 1)
);
