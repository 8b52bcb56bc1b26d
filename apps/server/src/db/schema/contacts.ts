import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, localeColumn, timestampTz } from './columns';
import { products } from './products';

export const CONTACT_TYPES = ['contact', 'affiliate', 'subscriber', 'free_sample'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Leads: contact and affiliate enquiries, newsletter subscribers and free-sample sign-ups. */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contactType: text('contact_type', { enum: CONTACT_TYPES }).notNull(),
    name: text('name').notNull().default(''),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Digits only. */
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    comments: text('comments').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female'] }),
    productId: integer('product_id').references(() => products.id),
    isPro: boolean('is_pro').notNull().default(false),
    isContentCreator: boolean('is_content_creator'),
    isBlogWriter: boolean('is_blog_writer'),
    /**
     * Free samples: the sha256 of the claim token handed to the registrant's browser and e-mail
     * link; the guest checkout needs the token itself. Until when it can be used.
     */
    claimTokenHash: text('claim_token_hash'),
    claimExpiresAt: timestampTz('claim_expires_at'),
    /** Messages: when staff dealt with it; free samples: when the sample was sent. */
    handledAt: timestampTz('handled_at'),
    /** Affiliate applications: the back office's answer, and the referral code approval made. */
    decision: text('decision', { enum: ['approved', 'declined'] }),
    decidedAt: timestampTz('decided_at'),
    referralCode: text('referral_code'),
    /** Subscribers: the random token in every marketing mail's unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestampTz('unsubscribed_at'),
    /** The language of the form it came from: its receipt and later replies are in it. */
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    index('contacts_type_idx').on(table.contactType),
    uniqueIndex('contacts_unsubscribe_token').on(table.unsubscribeToken),
    uniqueIndex('contacts_one_subscription_per_email')
      .on(table.email)
      .where(sql`${table.contactType} = 'subscriber'`),
    uniqueIndex('contacts_one_free_sample_per_email')
      .on(table.email)
      .where(sql`${table.contactType} = 'free_sample'`),
    uniqueIndex('contacts_one_free_sample_per_phone')
      .on(table.phone)
      .where(sql`${table.contactType} = 'free_sample'`),
    check('contacts_locale_check', sql`${table.locale} in ('en', 'ms')`),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;
