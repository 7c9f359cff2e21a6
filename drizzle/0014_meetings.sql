-- Issue 46 (ADR 360): offices and the staff who take their leads, the routing rules, each lead's
-- assignment, booked calls, and the outbox's key for messages sent at most once (reminders).

-- The firm's offices: zone, working periods per ISO weekday ({"1": [{"start": "09:00", "end": "17:00"}], …}),
-- holidays, and the response and booking settings. Written by the owner role at /admin/offices.
CREATE TABLE "offices" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"holidays" date[] DEFAULT '{}'::date[] NOT NULL,
	"response_target_minutes" integer DEFAULT 120 NOT NULL,
	"escalate_after_minutes" integer DEFAULT 120 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 240 NOT NULL,
	"booking_days_ahead" integer DEFAULT 14 NOT NULL,
	"round_robin_cursor" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offices_settings_check" CHECK ("response_target_minutes" BETWEEN 1 AND 10080 AND "escalate_after_minutes" BETWEEN 1 AND 10080 AND "minimum_notice_minutes" BETWEEN 0 AND 20160 AND "booking_days_ahead" BETWEEN 1 AND 62 AND "round_robin_cursor" >= 0)
);
--> statement-breakpoint
-- Who takes an office's leads, in round-robin order; `away` skips them. The name is what a lead's
-- explanation and a calendar invitation show ("Layla").
CREATE TABLE "office_owners" (
	"office_key" text NOT NULL REFERENCES "offices"("key") ON DELETE CASCADE,
	"staff_id" uuid NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
	"display_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"away" boolean DEFAULT false NOT NULL,
	CONSTRAINT "office_owners_pkey" PRIMARY KEY ("office_key", "staff_id")
);
--> statement-breakpoint
CREATE INDEX "office_owners_staff_id_idx" ON "office_owners" ("staff_id");
--> statement-breakpoint
-- The routing rules, one current set (id = 1), saved whole (routingRulesSchema).
CREATE TABLE "routing_rule_sets" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_rule_sets_single_check" CHECK ("id" = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "country" text;
--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "service" text;
--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "first_response_at" timestamp with time zone;
--> statement-breakpoint
-- Each lead's office and owner, and why; `current` marks the live one (a reassignment adds a row).
CREATE TABLE "lead_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL REFERENCES "contact_leads"("id") ON DELETE CASCADE,
	"office_key" text NOT NULL REFERENCES "offices"("key"),
	"owner_staff_id" uuid REFERENCES "staff"("id") ON DELETE SET NULL,
	"rule_number" integer,
	"explanation" text NOT NULL,
	"rules_version" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" text,
	"current" boolean DEFAULT true NOT NULL,
	"remind_due_at" timestamp with time zone,
	"escalate_due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lead_assignments_current_idx" ON "lead_assignments" ("lead_id") WHERE "current";
--> statement-breakpoint
CREATE INDEX "lead_assignments_office_owner_idx" ON "lead_assignments" ("office_key", "owner_staff_id") WHERE "current";
--> statement-breakpoint
CREATE INDEX "lead_assignments_remind_due_idx" ON "lead_assignments" ("remind_due_at") WHERE "current" AND "remind_due_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "lead_assignments_escalate_due_idx" ON "lead_assignments" ("escalate_due_at") WHERE "current" AND "escalate_due_at" IS NOT NULL;
--> statement-breakpoint
-- Booked calls. No double booking: one active row per office and slot start, enforced here.
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL REFERENCES "contact_leads"("id") ON DELETE CASCADE,
	"office_key" text NOT NULL REFERENCES "offices"("key"),
	"owner_staff_id" uuid REFERENCES "staff"("id") ON DELETE SET NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_status_check" CHECK ("status" in ('booked', 'cancelled', 'held', 'no_show')),
	CONSTRAINT "bookings_slot_check" CHECK ("slot_end" > "slot_start")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_office_slot_active_idx" ON "bookings" ("office_key", "slot_start") WHERE "status" <> 'cancelled';
--> statement-breakpoint
CREATE INDEX "bookings_lead_id_idx" ON "bookings" ("lead_id");
--> statement-breakpoint
CREATE INDEX "bookings_email_lower_idx" ON "bookings" (lower("visitor_email"));
--> statement-breakpoint
CREATE INDEX "bookings_owner_slot_idx" ON "bookings" ("owner_staff_id", "slot_start");
--> statement-breakpoint
-- A message sent at most once (a lead's reminder step): two instances inserting the same key make one row.
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" ("dedupe_key");
--> statement-breakpoint
-- The firm's three offices (content/company.ts), Monday to Friday, and rules that send the Gulf to
-- Dubai, India to Hyderabad and everyone else to Dallas, round-robin among each office's owners.
INSERT INTO "offices" ("key", "name", "time_zone", "hours", "position") VALUES
	('dallas', 'Dallas', 'America/Chicago', '{"1":[{"start":"09:00","end":"17:00"}],"2":[{"start":"09:00","end":"17:00"}],"3":[{"start":"09:00","end":"17:00"}],"4":[{"start":"09:00","end":"17:00"}],"5":[{"start":"09:00","end":"17:00"}]}', 1),
	('hyderabad', 'Hyderabad', 'Asia/Kolkata', '{"1":[{"start":"09:30","end":"18:00"}],"2":[{"start":"09:30","end":"18:00"}],"3":[{"start":"09:30","end":"18:00"}],"4":[{"start":"09:30","end":"18:00"}],"5":[{"start":"09:30","end":"18:00"}]}', 2),
	('dubai', 'Dubai', 'Asia/Dubai', '{"1":[{"start":"09:00","end":"18:00"}],"2":[{"start":"09:00","end":"18:00"}],"3":[{"start":"09:00","end":"18:00"}],"4":[{"start":"09:00","end":"18:00"}],"5":[{"start":"09:00","end":"18:00"}]}', 3);
--> statement-breakpoint
INSERT INTO "routing_rule_sets" ("id", "rules", "version", "updated_by") VALUES (1, '[
	{"conditions":{"countries":["AE","SA","QA","KW","BH","OM"]},"officeKey":"dubai","assign":{"kind":"round-robin"}},
	{"conditions":{"countries":["IN"]},"officeKey":"hyderabad","assign":{"kind":"round-robin"}},
	{"conditions":{},"officeKey":"dallas","assign":{"kind":"round-robin"}}
]', 1, 'migration 0014');
