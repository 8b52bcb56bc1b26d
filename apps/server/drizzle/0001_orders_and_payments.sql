CREATE TABLE "payment_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer,
	"ref_no" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"fields" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"featured_graphic_url" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_sen" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"weight_grams" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ref_no" text NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"contact_id" integer,
	"status" text DEFAULT 'Pending' NOT NULL,
	"items_sen" integer NOT NULL,
	"shipping_fee_sen" integer NOT NULL,
	"total_sen" integer NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"weight_grams" integer NOT NULL,
	"delivery_mode" text NOT NULL,
	"pickup_location_id" integer,
	"pickup_venue" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"last_payment_result" text,
	"payment_id" text,
	"trans_id" text,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"next_requery_at" timestamp with time zone,
	"requery_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_messages" ADD CONSTRAINT "payment_messages_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_pickup_location_id_pickup_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."pickup_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_messages_order_idx" ON "payment_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_items_order_idx" ON "sales_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_uuid_unique" ON "sales_orders" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_ref_no_unique" ON "sales_orders" USING btree ("ref_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_token_unique" ON "sales_orders" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_one_per_sample_contact" ON "sales_orders" USING btree ("contact_id") WHERE "sales_orders"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_user_created_idx" ON "sales_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_orders_requery_idx" ON "sales_orders" USING btree ("status","next_requery_at");