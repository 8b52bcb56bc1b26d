import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * The settings the owner edits in the back office: one row (id 1). A null text is "not set":
 * the reader falls back to its default (the alert e-mail to SHOP_ALERT_EMAIL) or hides the line.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopAlertEmail: text('shop_alert_email'),
    contactPhone: text('contact_phone'),
    companyRegistration: text('company_registration'),
    address: text('address'),
    contactEmail: text('contact_email'),
    mapEmbedUrl: text('map_embed_url'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    /** Null: the brand's default from @nyiur/content; empty: no announcement. */
    announcement: text('announcement'),
    /** Null: not written in Malay; the pages under /ms show the English. */
    announcementMs: text('announcement_ms'),
    affiliateCommissionPercent: integer('affiliate_commission_percent').notNull().default(10),
    returnWindowDays: integer('return_window_days').notNull().default(7),
    /** Vouchers above these, made by anyone but an owner, wait for an owner's approval (L5). */
    voucherMaxPercent: integer('voucher_max_percent').notNull().default(30),
    voucherMaxAmountSen: integer('voucher_max_amount_sen').notNull().default(5000),
    voucherUnlimitedNeedsApproval: boolean('voucher_unlimited_needs_approval')
      .notNull()
      .default(true),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('shop_settings_one_row', sql`${table.id} = 1`),
    check(
      'shop_settings_commission_range',
      sql`${table.affiliateCommissionPercent} between 0 and 100`,
    ),
    check('shop_settings_return_window_range', sql`${table.returnWindowDays} between 0 and 365`),
  ],
);

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
