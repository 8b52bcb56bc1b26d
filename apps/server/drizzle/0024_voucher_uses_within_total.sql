-- A late payment no longer takes a use past the total (decision 0032): a check keeps it true.
-- Vouchers a late payment already took past their total keep the uses they gave as their total.
UPDATE "vouchers" SET "total_uses" = "uses_taken" WHERE "total_uses" IS NOT NULL AND "uses_taken" > "total_uses";--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_uses_within_total" CHECK (total_uses is null or uses_taken <= total_uses);--> statement-breakpoint
ALTER TABLE "voucher_uses" DROP CONSTRAINT "voucher_uses_state_check";--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_state_check" CHECK (state in ('held', 'used', 'released', 'over_total'));
