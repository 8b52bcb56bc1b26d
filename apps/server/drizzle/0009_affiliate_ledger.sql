CREATE TABLE "affiliate_commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"base_sen" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"window_starts_at" timestamp with time zone,
	"payout_month" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_commissions_kind_check" CHECK (kind in ('commission', 'clawback')),
	CONSTRAINT "affiliate_commissions_status_check" CHECK (status in ('held', 'released', 'cancelled', 'paid')),
	CONSTRAINT "affiliate_commissions_sign_check" CHECK (("affiliate_commissions"."kind" = 'commission' and "affiliate_commissions"."amount_sen" >= 0) or ("affiliate_commissions"."kind" = 'clawback' and "affiliate_commissions"."amount_sen" < 0))
);
--> statement-breakpoint
CREATE TABLE "affiliate_terms" (
	"code" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_terms_rate_bounds" CHECK ("affiliate_terms"."rate_basis_points" is null or ("affiliate_terms"."rate_basis_points" >= 0 and "affiliate_terms"."rate_basis_points" <= 10000))
);
--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_code_referral_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."referral_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_terms" ADD CONSTRAINT "affiliate_terms_code_referral_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."referral_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_terms" ADD CONSTRAINT "affiliate_terms_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_one_per_order" ON "affiliate_commissions" USING btree ("order_id") WHERE "affiliate_commissions"."kind" = 'commission';--> statement-breakpoint
CREATE INDEX "affiliate_commissions_code_idx" ON "affiliate_commissions" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_order_idx" ON "affiliate_commissions" USING btree ("order_id");