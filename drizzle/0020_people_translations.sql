-- Issue 48 (ADR 420): testimonials, team members and portfolio projects per language, as articles
-- and jobs became in 0016 and partners in 0018. An item and its translations share a translation
-- group (each existing row starts its own: the column's default fills it per row), one row per
-- language in a group; a team member's slug is unique within its language.
ALTER TABLE "testimonials" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translation_group" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_translation_unique" UNIQUE("translation_group","locale");--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_slug_unique";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "translation_group" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_locale_slug_unique" UNIQUE("locale","slug");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_translation_unique" UNIQUE("translation_group","locale");--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "translation_group" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD CONSTRAINT "portfolio_projects_translation_unique" UNIQUE("translation_group","locale");
