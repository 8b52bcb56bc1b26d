-- Parcels booked through EasyParcel, and the connection and defaults they are booked with (issue 48).
CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret_sealed" text,
	"tokens_sealed" text,
	"environment" text,
	"default_service_id" text DEFAULT '' NOT NULL,
	"sender" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_one_row" CHECK (id = 1),
	CONSTRAINT "shipping_settings_environment_check" CHECK (environment is null or environment in ('off', 'sandbox', 'live'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'booking' NOT NULL,
	"service_id" text NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"quoted_sen" integer NOT NULL,
	"charged_sen" integer,
	"collection_date" text NOT NULL,
	"shipment_number" text,
	"easyparcel_order_number" text,
	"awb_number" text,
	"label_url" text,
	"tracking_url" text,
	"errors" jsonb,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"booked_by" integer,
	"booked_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"last_tracked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_state_check" CHECK (state in ('booking', 'booked', 'refused', 'failed', 'cancelled', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed_delivery', 'returned')),
	CONSTRAINT "shipments_quoted_check" CHECK (quoted_sen >= 0),
	CONSTRAINT "shipments_charged_check" CHECK (charged_sen is null or charged_sen >= 0),
	CONSTRAINT "shipments_collection_date_check" CHECK (collection_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_booked_by_admin_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_order" ON "shipments" USING btree ("order_id") WHERE state not in ('refused', 'failed', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_shipment_number_unique" ON "shipments" USING btree ("shipment_number") WHERE "shipment_number" is not null;--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_awb_idx" ON "shipments" USING btree ("awb_number");--> statement-breakpoint
CREATE INDEX "shipments_state_idx" ON "shipments" USING btree ("state","last_tracked_at");
