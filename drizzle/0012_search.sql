-- Issue 45 (ADR 350): site search in the database. One row per searchable document (an article,
-- a partner, a project, a job, a page, a practice's service, an industry), written in the same
-- transaction as the content it comes from; its weighted text-search vectors are computed here:
-- `search` (title, headings, body) decides what matches, the small `title_search` (title and
-- headings, stored in the row) ranks the matches and answers the suggestions.
-- pg_trgm (shipped with PostgreSQL's contrib and with PGlite; trusted, so a database owner may
-- create it) gives the typo correction over the lexicon of titles' and headings' words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"title" text NOT NULL,
	"headings" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"edit_url" text NOT NULL,
	"date" date,
	"public" boolean NOT NULL,
	"visible_from" timestamp with time zone,
	"visible_until" timestamp with time zone,
	"search" tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('english'::regconfig, "title"), 'A')
		|| setweight(to_tsvector('english'::regconfig, "headings"), 'B')
		|| setweight(to_tsvector('english'::regconfig, "body"), 'C')
	) STORED NOT NULL,
	"title_search" tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('english'::regconfig, "title"), 'A')
		|| setweight(to_tsvector('english'::regconfig, "headings"), 'B')
	) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "search_documents_title_search_idx" ON "search_documents" USING gin ("title_search");
--> statement-breakpoint
CREATE INDEX "search_documents_entity_idx" ON "search_documents" ("entity", "entity_id");
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);
