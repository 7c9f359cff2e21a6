-- Issue 20: consent on record, retention and data rights.
-- What a visitor agreed to with each submission: the privacy notice's version id, when, and the
-- optional choices ({"insights_email": false}). Null on rows from before this migration.
ALTER TABLE "contact_leads" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "consent_choices" jsonb;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "consent_choices" jsonb;--> statement-breakpoint
-- The record an outbox row is about (a lead or an application), so erasing or purging the record
-- removes its e-mails too. Null for other messages.
ALTER TABLE "outbox" ADD COLUMN "record_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_record_id_idx" ON "outbox" USING btree ("record_id");--> statement-breakpoint
-- The purge finds expired rows by last update; data-rights searches find an address in any case.
CREATE INDEX "contact_leads_updated_at_idx" ON "contact_leads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "contact_leads_email_lower_idx" ON "contact_leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "job_applications_email_lower_idx" ON "job_applications" USING btree (lower("email"));
