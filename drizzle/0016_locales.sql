-- Issue 48 (ADR 420): a translation is a row of its own. Each language's copy of a page is a row
-- (unique per key and locale); an article or a job and its translations share a translation group
-- (a new row starts its own), one row per language in a group, a slug unique within its language.
-- A lead and an application record the language of the form they came from (their e-mails use it).
ALTER TABLE "site_pages" DROP CONSTRAINT "site_pages_key_unique";--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_key_locale_unique" UNIQUE("key","locale");--> statement-breakpoint
ALTER TABLE "news_insights" DROP CONSTRAINT "news_insights_slug_unique";--> statement-breakpoint
ALTER TABLE "news_insights" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_insights" ADD COLUMN "translation_group" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_insights" ADD CONSTRAINT "news_insights_locale_slug_unique" UNIQUE("locale","slug");--> statement-breakpoint
ALTER TABLE "news_insights" ADD CONSTRAINT "news_insights_translation_unique" UNIQUE("translation_group","locale");--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_slug_unique";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "translation_group" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_locale_slug_unique" UNIQUE("locale","slug");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_translation_unique" UNIQUE("translation_group","locale");--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
