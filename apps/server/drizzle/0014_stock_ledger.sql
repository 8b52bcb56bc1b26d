CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"available_after" integer NOT NULL,
	"order_id" integer REFERENCES "sales_orders"("id"),
	"admin_id" integer REFERENCES "admin_users"("id"),
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("kind" in ('opening', 'received', 'counted', 'adjusted', 'reserved', 'released', 'sold', 'returned')),
	CONSTRAINT "stock_movements_quantity_check" CHECK ("quantity" <> 0 OR "kind" = 'counted'),
	CONSTRAINT "stock_movements_available_check" CHECK ("available_after" >= 0)
);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id", "id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "combo_items" (
	"combo_id" integer NOT NULL REFERENCES "products"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"quantity" integer NOT NULL,
	CONSTRAINT "combo_items_pk" PRIMARY KEY ("combo_id", "product_id"),
	CONSTRAINT "combo_items_quantity_check" CHECK ("quantity" > 0)
);--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_pk" PRIMARY KEY ("product_id", "kind", "day")
);--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "stock_shortfall" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_stock_shortfall_check" CHECK ("stock_shortfall" >= 0);--> statement-breakpoint
UPDATE "products" SET "stock_on_hand" = 0 WHERE "kind" = 'combo';--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "kind", "quantity", "available_after", "reason")
	SELECT "id", 'opening', "stock_on_hand", "stock_on_hand", 'Stock when the ledger started'
	FROM "products" WHERE "stock_on_hand" <> 0;--> statement-breakpoint
CREATE FUNCTION product_available(pid integer) RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT CASE WHEN p.kind = 'combo' THEN coalesce((
		SELECT min(c.stock_on_hand / i.quantity) FROM combo_items i JOIN products c ON c.id = i.product_id
		WHERE i.combo_id = p.id), 0)
	ELSE p.stock_on_hand END
	FROM products p WHERE p.id = pid
$$;--> statement-breakpoint
CREATE TABLE "order_status_moves" (
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	CONSTRAINT "order_status_moves_pk" PRIMARY KEY ("from_status", "to_status")
);--> statement-breakpoint
INSERT INTO "order_status_moves" ("from_status", "to_status") VALUES
	('Pending', 'Paid'), ('Pending', 'Failed'), ('Pending', 'Cancelled'),
	('Failed', 'Paid'), ('Failed', 'Cancelled'), ('Failed', 'Pending'),
	('Cancelled', 'Paid'), ('Cancelled', 'Pending'), ('Cancelled', 'Partly refunded'), ('Cancelled', 'Refunded'),
	('Paid', 'Ready for pick-up'), ('Paid', 'Shipped'), ('Paid', 'Cancelled'), ('Paid', 'Refunded'),
	('Ready for pick-up', 'Collected'), ('Ready for pick-up', 'Cancelled'), ('Ready for pick-up', 'Refunded'),
	('Shipped', 'Completed'), ('Shipped', 'Partly refunded'), ('Shipped', 'Refunded'),
	('Collected', 'Completed'), ('Collected', 'Partly refunded'), ('Collected', 'Refunded'),
	('Completed', 'Partly refunded'), ('Completed', 'Refunded'),
	('Partly refunded', 'Refunded');--> statement-breakpoint
CREATE FUNCTION "sales_orders_status_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT EXISTS (
    SELECT 1 FROM order_status_moves WHERE from_status = OLD.status AND to_status = NEW.status
  ) THEN
    RAISE EXCEPTION 'order % cannot go from % to %', OLD.ref_no, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sales_orders_status_moves" BEFORE UPDATE OF "status" ON "sales_orders" FOR EACH ROW EXECUTE FUNCTION "sales_orders_status_move"();
