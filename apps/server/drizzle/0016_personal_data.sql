CREATE TABLE "audit_log_personal" (
	"audit_id" integer PRIMARY KEY NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log_personal" ADD CONSTRAINT "audit_log_personal_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_key" text;--> statement-breakpoint
UPDATE "email_outbox" SET "recipient_key" = lower("to_address");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_key_idx" ON "email_outbox" USING btree ("recipient_key","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_prune_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" <> 'pending';--> statement-breakpoint
ALTER TABLE "affiliate_commissions" DROP CONSTRAINT "affiliate_commissions_code_referral_codes_code_fk";--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_code_referral_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."referral_codes"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "affiliate_terms" DROP CONSTRAINT "affiliate_terms_code_referral_codes_code_fk";--> statement-breakpoint
ALTER TABLE "affiliate_terms" ADD CONSTRAINT "affiliate_terms_code_referral_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."referral_codes"("code") ON DELETE no action ON UPDATE cascade;
