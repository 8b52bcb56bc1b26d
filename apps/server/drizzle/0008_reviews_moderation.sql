ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
-- Reviews from real customers were shown before moderation existed: they stay shown.
UPDATE "reviews" SET "status" = 'approved', "moderated_at" = now() WHERE "is_sample" = false;
