ALTER TABLE "vouchers" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_affiliate_code_referral_codes_code_fk" FOREIGN KEY ("affiliate_code") REFERENCES "public"."referral_codes"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD COLUMN "shipping_off_sen" integer DEFAULT 0 NOT NULL;
