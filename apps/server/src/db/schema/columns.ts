import { DEFAULT_LOCALE, LOCALES } from '@nyiur/domain';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with its time zone and read as a Date. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** The language a shopper, an order or a lead was in (issue 49): what later e-mails are written in. */
export const localeColumn = () =>
  text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE);
