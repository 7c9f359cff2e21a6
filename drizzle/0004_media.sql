-- Issue 17: the media library. An uploaded image (one row in media_images, named by the hash of the
-- bytes uploaded) and its processed files (media_files: every width × format, bytea), so every
-- instance serves the same files and a database backup is a backup of the images.
CREATE TABLE "media_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"file_name" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"fallback_format" text NOT NULL,
	"original_bytes" integer NOT NULL,
	"stored_bytes" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_fallback_format_check" CHECK ("media_images"."fallback_format" in ('jpg', 'png'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "media_images_hash_idx" ON "media_images" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "media_images_created_at_idx" ON "media_images" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "media_files_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "media_images"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "media_files_image_id_idx" ON "media_files" USING btree ("image_id");
