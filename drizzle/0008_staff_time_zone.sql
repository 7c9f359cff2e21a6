-- Issue 21: each staff member's time zone (an IANA name such as 'Asia/Kolkata'; null until the
-- browser's zone is first detected — times show in UTC until then). A zone the member chose in
-- the profile menu stays; a detected one follows the browser (a laptop that travels).
ALTER TABLE "staff" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "time_zone_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 21: what an admin form posted when the session had ended, kept until the person signs in
-- again and is brought back to the same form with it (a day at most; read once).
CREATE TABLE "admin_form_resume" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
