-- Issues 45 and 48 (ADR 350, ADR 420 point 8): search per language. Each document says its
-- locale and the text-search configuration of that locale (LOCALES[locale].textSearch in
-- app/domain/locales.ts: 'english' or 'arabic', both shipped by PostgreSQL and PGlite), and the
-- generated vectors use that column instead of the literal 'english' (to_tsvector(regconfig,
-- text) is immutable, so they stay generated columns). The lexicon of "did you mean" words is per
-- locale, so an Arabic typo is corrected from Arabic titles only.
-- The index is derived data: it is emptied here and start-up rebuilds it from the content
-- (ensureSearchIndex), every language's rows in the new layout.
TRUNCATE "search_documents", "search_lexicon";
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "text_search" regconfig DEFAULT 'english'::regconfig NOT NULL;
--> statement-breakpoint
-- Dropping the vectors drops their GIN indexes (the three partial ones of 0013 and the title's).
ALTER TABLE "search_documents" DROP COLUMN "search", DROP COLUMN "title_search";
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector("text_search", "title"), 'A')
	|| setweight(to_tsvector("text_search", "headings"), 'B')
	|| setweight(to_tsvector("text_search", "body"), 'C')
) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_search" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector("text_search", "title"), 'A')
	|| setweight(to_tsvector("text_search", "headings"), 'B')
) STORED NOT NULL;
--> statement-breakpoint
-- 0013's narrow rows: the small title vector stays in the row (the new column has the type's
-- default, EXTENDED, until told again); the table's toast_tuple_target = 128 is unchanged.
ALTER TABLE "search_documents" ALTER COLUMN "title_search" SET STORAGE MAIN;
--> statement-breakpoint
CREATE INDEX "search_documents_title_search_idx" ON "search_documents" USING gin ("title_search");
--> statement-breakpoint
CREATE INDEX "search_documents_small_kinds_search_idx" ON "search_documents" USING gin ("search") WHERE "kind" <> 'article';
--> statement-breakpoint
CREATE INDEX "search_documents_recent_articles_search_idx" ON "search_documents" USING gin ("search") WHERE "kind" = 'article' AND "recent";
--> statement-breakpoint
CREATE INDEX "search_documents_older_articles_search_idx" ON "search_documents" USING gin ("search") WHERE "kind" = 'article' AND NOT "recent";
--> statement-breakpoint
-- The lexicon per locale: (locale, word) is its key; the trigram index stays on the word.
ALTER TABLE "search_lexicon" DROP CONSTRAINT "search_lexicon_pkey";
--> statement-breakpoint
ALTER TABLE "search_lexicon" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_lexicon" ADD CONSTRAINT "search_lexicon_locale_word_pk" PRIMARY KEY ("locale", "word");
