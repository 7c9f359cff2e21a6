-- Issue 48 (ADR 420, point 3): whether a page's row is on the site in its language. A translation
-- starts as an unpublished draft copy of the English page (false) and is on the site from its first
-- publish (true); every row before this one is live, as it was.
ALTER TABLE "site_pages" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
