-- The shopper's language (issue 49): a member's choice, and the language an order or a lead was made in, for the e-mails sent later.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" in ('en', 'ms'));--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_locale_check" CHECK ("locale" in ('en', 'ms'));--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_locale_check" CHECK ("locale" in ('en', 'ms'));
