-- Vouchers above the owners' ceilings, made or changed by marketing, wait for an owner (L5).
ALTER TABLE "vouchers" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "voucher_max_percent" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "voucher_max_amount_sen" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "voucher_unlimited_needs_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_voucher_max_percent_range" CHECK ("voucher_max_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_voucher_max_amount_range" CHECK ("voucher_max_amount_sen" >= 0);
