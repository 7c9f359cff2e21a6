-- Issue 18: a page per job (slug), closing dates, and résumés stored privately beside applications.
ALTER TABLE "jobs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closes_on" date;--> statement-breakpoint
-- Existing jobs get the slug the admin form would derive from their title (domain/slug.ts, without
-- the accent folding SQL cannot do portably); a title that repeats gets its id's first 8 characters.
WITH derived AS (
  SELECT "id", "created_at",
    coalesce(nullif(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), ''), 'job') AS base
  FROM "jobs"
), numbered AS (
  SELECT "id", base, row_number() OVER (PARTITION BY base ORDER BY "created_at", "id") AS n FROM derived
)
UPDATE "jobs" SET "slug" = CASE WHEN numbered.n = 1 THEN numbered.base ELSE numbered.base || '-' || left(numbered."id"::text, 8) END
FROM numbered WHERE "jobs"."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_slug_unique" UNIQUE("slug");--> statement-breakpoint
CREATE TABLE "job_application_resumes" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_application_resumes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "job_applications"("id") ON DELETE cascade
);
