-- The owner's Malay beside the English on the pages under /ms (issue 49); null: not written, the English shows.
ALTER TABLE "shop_settings" ADD COLUMN "announcement_ms" text;
