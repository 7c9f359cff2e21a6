-- Issue 48 (ADR 420): partners per language, as articles and jobs became in 0016. A partner and its
-- translations share a translation group (each existing row starts its own: the column's default
-- fills it per row), one row per language in a group, a slug unique within its language.
ALTER TABLE "partners" DROP CONSTRAINT "partners_slug_unique";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "translation_group" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_locale_slug_unique" UNIQUE("locale","slug");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_translation_unique" UNIQUE("translation_group","locale");
