-- A payment that arrives for an order staff cancelled is recorded, never turned into Paid (L4):
-- when it came and the gateway's id, for the owner to refund it in the iPay88 portal.
ALTER TABLE "sales_orders" ADD COLUMN "paid_after_cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "paid_after_cancel_trans_id" text;
