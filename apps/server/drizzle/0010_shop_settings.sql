CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_alert_email" text,
	"contact_phone" text,
	"company_registration" text,
	"address" text,
	"contact_email" text,
	"map_embed_url" text,
	"announcement" text,
	"affiliate_commission_percent" integer DEFAULT 10 NOT NULL,
	"return_window_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_commission_range" CHECK ("shop_settings"."affiliate_commission_percent" between 0 and 100),
	CONSTRAINT "shop_settings_return_window_range" CHECK ("shop_settings"."return_window_days" between 0 and 365)
);
