-- Issue 48 (ADR 420 point 2): a translation of an article, job or partner records which revision
-- of its source (the group's English row) it was made from, or last marked up to date with, so the
-- editor can say when the source has a newer one. Null on a source row. The translations that
-- exist already get the source's newest revision saved before the translation was created (0 when
-- the source had none then): what they were made from.
ALTER TABLE "news_insights" ADD COLUMN "translated_from_revision" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "translated_from_revision" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "translated_from_revision" integer;--> statement-breakpoint
UPDATE "news_insights" AS t SET "translated_from_revision" = coalesce((
	SELECT max(r."number") FROM "content_revisions" r JOIN "news_insights" s ON s."id" = r."entity_id"
	WHERE r."entity" = 'news_insights' AND s."translation_group" = t."translation_group" AND s."locale" = 'en' AND r."created_at" <= t."created_at"
), 0) WHERE t."locale" <> 'en';--> statement-breakpoint
UPDATE "jobs" AS t SET "translated_from_revision" = coalesce((
	SELECT max(r."number") FROM "content_revisions" r JOIN "jobs" s ON s."id" = r."entity_id"
	WHERE r."entity" = 'jobs' AND s."translation_group" = t."translation_group" AND s."locale" = 'en' AND r."created_at" <= t."created_at"
), 0) WHERE t."locale" <> 'en';--> statement-breakpoint
UPDATE "partners" AS t SET "translated_from_revision" = coalesce((
	SELECT max(r."number") FROM "content_revisions" r JOIN "partners" s ON s."id" = r."entity_id"
	WHERE r."entity" = 'partners' AND s."translation_group" = t."translation_group" AND s."locale" = 'en' AND r."created_at" <= t."created_at"
), 0) WHERE t."locale" <> 'en';
