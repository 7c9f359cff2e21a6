-- Issue 17: staff managed on screen. When each member last signed in (shown on /admin/staff), and
-- the invitations an owner sends: one row per e-mailed sign-in link, valid 7 days, used once.
ALTER TABLE "staff" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"invited_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invites_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "staff_invites_staff_id_idx" ON "staff_invites" USING btree ("staff_id");
