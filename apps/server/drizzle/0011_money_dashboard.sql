CREATE TABLE "daily_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_orders_paid_idx" ON "sales_orders" USING btree ("paid_at") WHERE "sales_orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_paid_email_idx" ON "sales_orders" USING btree (lower("email"),"paid_at") WHERE "sales_orders"."paid_at" is not null;