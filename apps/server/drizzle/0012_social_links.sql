ALTER TABLE "shop_settings" ADD COLUMN "facebook_url" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "instagram_url" text;