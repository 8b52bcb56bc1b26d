CREATE TABLE "e_invoice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seller_name" text DEFAULT '' NOT NULL,
	"tin" text DEFAULT '' NOT NULL,
	"brn" text DEFAULT '' NOT NULL,
	"sst_number" text DEFAULT 'NA' NOT NULL,
	"msic_code" text DEFAULT '' NOT NULL,
	"business_activity" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret_sealed" text,
	"environment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoice_settings_one_row" CHECK (id = 1),
	CONSTRAINT "e_invoice_settings_environment_check" CHECK (environment is null or environment in ('sandbox', 'preprod', 'production'))
);
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "e_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"order_id" integer,
	"month" text,
	"original_id" integer,
	"refund_id" integer,
	"amount_sen" integer NOT NULL,
	"order_count" integer DEFAULT 1 NOT NULL,
	"buyer" jsonb,
	"state" text DEFAULT 'pending' NOT NULL,
	"document_json" text,
	"document_hash" text,
	"submission_uid" text,
	"uuid" text,
	"long_id" text,
	"validation_url" text,
	"reasons" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"last_error" text,
	"emailed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_kind_check" CHECK (kind in ('individual', 'consolidated', 'credit_note', 'refund_note')),
	CONSTRAINT "e_invoices_state_check" CHECK (state in ('pending', 'submitted', 'valid', 'invalid', 'cancelled')),
	CONSTRAINT "e_invoices_amount_check" CHECK (amount_sen >= 0),
	CONSTRAINT "e_invoices_month_check" CHECK (month is null or month ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_original_id_e_invoices_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."e_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_code_unique" ON "e_invoices" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_one_individual_per_order" ON "e_invoices" USING btree ("order_id") WHERE "kind" = 'individual';--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_one_consolidated_per_month" ON "e_invoices" USING btree ("month") WHERE "kind" = 'consolidated';--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_one_note_per_refund" ON "e_invoices" USING btree ("refund_id") WHERE "refund_id" is not null;--> statement-breakpoint
CREATE INDEX "e_invoices_due_idx" ON "e_invoices" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "e_invoices_created_idx" ON "e_invoices" USING btree ("created_at","id");
