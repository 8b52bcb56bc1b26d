import { SHIPMENT_ENDED_STATES, SHIPMENT_STATES, type ShipmentState } from '@nyiur/domain';
import type { Party } from '@nyiur/easyparcel';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, timestampTz, updatedAt } from './columns';
import { salesOrders } from './sales-orders';

export { SHIPMENT_ENDED_STATES, SHIPMENT_STATES, type ShipmentState };

/** The sender (pick-up address) as the owner saves it in Settings: a party in Malaysia. */
export type StoredSender = Omit<Party, 'country'>;

/**
 * The parcels booked through EasyParcel (issue 48). `reference` is what EasyParcel keeps to find
 * a booking whose answer was lost; one live parcel an order, so two nodes never book it twice.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id),
    reference: text('reference').notNull(),
    state: text('state', { enum: SHIPMENT_STATES }).notNull().default('booking'),
    serviceId: text('service_id').notNull(),
    courier: text('courier').notNull().default(''),
    /** The price the owner accepted at the quote. */
    quotedSen: integer('quoted_sen').notNull(),
    /** What EasyParcel took from the wallet, tax and features included. */
    chargedSen: integer('charged_sen'),
    collectionDate: text('collection_date').notNull(),
    shipmentNumber: text('shipment_number'),
    easyparcelOrderNumber: text('easyparcel_order_number'),
    awbNumber: text('awb_number'),
    labelUrl: text('label_url'),
    trackingUrl: text('tracking_url'),
    /** EasyParcel's messages for a refused booking. */
    errors: jsonb('errors').$type<string[]>(),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    bookedBy: integer('booked_by').references(() => adminUsers.id),
    bookedAt: timestampTz('booked_at'),
    pickedUpAt: timestampTz('picked_up_at'),
    deliveredAt: timestampTz('delivered_at'),
    lastEventAt: timestampTz('last_event_at'),
    lastTrackedAt: timestampTz('last_tracked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('shipments_one_live_per_order')
      .on(table.orderId)
      .where(sql.raw(`state not in (${SHIPMENT_ENDED_STATES.map((s) => `'${s}'`).join(', ')})`)),
    uniqueIndex('shipments_shipment_number_unique')
      .on(table.shipmentNumber)
      .where(sql`${table.shipmentNumber} is not null`),
    index('shipments_order_idx').on(table.orderId),
    index('shipments_awb_idx').on(table.awbNumber),
    index('shipments_state_idx').on(table.state, table.lastTrackedAt),
    check(
      'shipments_state_check',
      sql.raw(`state in (${SHIPMENT_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
    check('shipments_quoted_check', sql`${table.quotedSen} >= 0`),
    check('shipments_charged_check', sql`${table.chargedSen} is null or ${table.chargedSen} >= 0`),
    check(
      'shipments_collection_date_check',
      sql`${table.collectionDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    ),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * The EasyParcel connection and the owner's shipping defaults: one row (id 1). The app's client
 * secret and the account's OAuth tokens are kept only sealed (admin/core/secret-box.ts).
 */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    clientId: text('client_id').notNull().default(''),
    clientSecretSealed: text('client_secret_sealed'),
    /** The connected account's TokenSet as JSON, sealed; null until the owner connects one. */
    tokensSealed: text('tokens_sealed'),
    /** Null: EASYPARCEL_ENV. */
    environment: text('environment', { enum: ['off', 'sandbox', 'live'] }),
    defaultServiceId: text('default_service_id').notNull().default(''),
    sender: jsonb('sender').$type<StoredSender>(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('shipping_settings_one_row', sql`${table.id} = 1`),
    check(
      'shipping_settings_environment_check',
      sql`${table.environment} is null or ${table.environment} in ('off', 'sandbox', 'live')`,
    ),
  ],
);
export type ShippingSettingsRow = typeof shippingSettings.$inferSelect;
