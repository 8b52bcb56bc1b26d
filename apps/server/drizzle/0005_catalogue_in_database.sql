ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_price_sen" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_not_negative" CHECK ("products"."price_sen" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock_on_hand" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_not_negative" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
UPDATE "products" SET "stock_on_hand" = 100 WHERE "sellable" = true;--> statement-breakpoint
UPDATE "products" SET "sellable" = false WHERE "is_sample" = true;
