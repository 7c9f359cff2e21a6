-- Issue 47 (ADR 380): one row per backup taken (by the server's schedule, by `npm run backup`
-- through the server, or by `npm run backup` on PostgreSQL). Only the server and the command-line
-- script write it; it names no person (a file name, a size, a checksum, times); the newest 200 are kept.
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text,
	"size_bytes" bigint,
	"sha256" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backups_trigger_check" CHECK ("trigger" in ('scheduled', 'manual')),
	CONSTRAINT "backups_status_check" CHECK ("status" in ('running', 'done', 'failed')),
	CONSTRAINT "backups_size_check" CHECK ("size_bytes" is null or "size_bytes" >= 0)
);
--> statement-breakpoint
CREATE INDEX "backups_started_at_idx" ON "backups" USING btree ("started_at");
