CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount_sen" integer DEFAULT 0 NOT NULL,
	"percent" integer,
	"cap_sen" integer,
	"min_spend_sen" integer DEFAULT 0 NOT NULL,
	"product_ids" integer[],
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_uses" integer,
	"uses_taken" integer DEFAULT 0 NOT NULL,
	"uses_per_customer" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"show_hint" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"batch_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_upper" CHECK (code = upper(code)),
	CONSTRAINT "vouchers_kind_check" CHECK (kind in ('amount_off', 'percent_off', 'free_shipping')),
	CONSTRAINT "vouchers_status_check" CHECK (status in ('active', 'paused', 'ended')),
	CONSTRAINT "vouchers_amount_check" CHECK (amount_sen >= 0 and min_spend_sen >= 0 and (cap_sen is null or cap_sen > 0)),
	CONSTRAINT "vouchers_percent_check" CHECK (percent is null or (percent >= 1 and percent <= 100)),
	CONSTRAINT "vouchers_uses_check" CHECK (uses_taken >= 0 and (total_uses is null or total_uses >= 1) and (uses_per_customer is null or uses_per_customer >= 1))
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_unique" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_batch_idx" ON "vouchers" USING btree ("batch_id") WHERE "batch_id" is not null;--> statement-breakpoint
CREATE INDEX "vouchers_created_idx" ON "vouchers" USING btree ("created_at","id");--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"customer_key" text NOT NULL,
	"discount_sen" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_uses_state_check" CHECK (state in ('held', 'used', 'released')),
	CONSTRAINT "voucher_uses_discount_check" CHECK (discount_sen >= 0)
);
--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_one_per_order" ON "voucher_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_customer_order_unique" ON "voucher_uses" USING btree ("voucher_id","customer_key","order_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_created_idx" ON "voucher_uses" USING btree ("voucher_id","created_at","id");--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "discount_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_discount_check" CHECK (discount_sen >= 0 and discount_sen <= items_sen);
