import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with its time zone and read as a Date. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();
