-- Issue 45 (ADR 350 §5): the search's matches are read in the thousands for a common word, so a
-- row of search_documents is kept narrow. Every value but the few that ranking reads (the title,
-- its small vector, the addresses) leaves the row as soon as the row passes 128 bytes
-- (toast_tuple_target, a documented storage parameter; STORAGE MAIN keeps those columns in the
-- row): a row was ~2 KB with its body in it (four to a page), it is ~300 bytes now, and reading
-- 9,000 matches reads a quarter of the pages.
ALTER TABLE "search_documents" SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title" SET STORAGE MAIN, ALTER COLUMN "title_search" SET STORAGE MAIN, ALTER COLUMN "url" SET STORAGE MAIN, ALTER COLUMN "edit_url" SET STORAGE MAIN;
--> statement-breakpoint
-- The index in three parts, each with a text-search index of its own and none over the whole table
-- (ADR 350 §5): every search statement names the parts it reads, so each is read through its own
-- index whatever the planner knows (PGlite never gathers statistics).
-- • The kinds other than articles (pages, services, industries, partners, projects, jobs: tens to
--   hundreds of documents), so their counts never read the thousands of articles a word is in.
-- • The RECENT_ARTICLES newest articles (`recent`, which every article write keeps exact): a word
--   they hold often enough to fill every page a visitor may see is ranked over them only.
-- • The older articles.
-- (A GIN index on the vector and the date, with btree_gin, would need no flag; loaded beside
-- pg_trgm in PGlite, the statement after a trigram query never returned.)
ALTER TABLE "search_documents" ADD COLUMN "recent" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
DROP INDEX "search_documents_search_idx";
--> statement-breakpoint
CREATE INDEX "search_documents_small_kinds_search_idx" ON "search_documents" USING gin ("search") WHERE "kind" <> 'article';
--> statement-breakpoint
CREATE INDEX "search_documents_recent_articles_search_idx" ON "search_documents" USING gin ("search") WHERE "kind" = 'article' AND "recent";
--> statement-breakpoint
CREATE INDEX "search_documents_older_articles_search_idx" ON "search_documents" USING gin ("search") WHERE "kind" = 'article' AND NOT "recent";
--> statement-breakpoint
-- The rows already written keep their old layout until rewritten: the index is derived data, and
-- start-up rebuilds an empty one from the content (ensureSearchIndex), in the new layout.
TRUNCATE "search_documents", "search_lexicon";
