DROP INDEX "sales_orders_email_idx";--> statement-breakpoint
DROP INDEX "sales_orders_phone_idx";--> statement-breakpoint
CREATE INDEX "sales_orders_refunds_idx" ON "sales_orders" USING btree ("created_at","id") WHERE "sales_orders"."refunded_sen" > 0;--> statement-breakpoint
CREATE INDEX "sales_orders_ref_no_prefix_idx" ON "sales_orders" USING btree ("ref_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_email_prefix_idx" ON "sales_orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_phone_prefix_idx" ON "sales_orders" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_first_name_prefix_idx" ON "sales_orders" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_last_name_prefix_idx" ON "sales_orders" USING btree (lower("last_name") text_pattern_ops);