-- Issue 17: staff roles. Everyone already on staff could do everything, so they become owners.
ALTER TABLE "staff" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('owner', 'editor', 'recruiter', 'sales'));
