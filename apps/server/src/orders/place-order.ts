import { lineAmount, lineWeight, type Locale } from '@nyiur/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import type { ProductRow } from '../db/schema';
import { salesOrderItems, type SalesOrderItemRow } from '../db/schema/sales-order-items';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { newOrderToken, newRefNo } from './order-codes';
import { faultPoint } from '../http/fault-point';

export interface OrderLineDraft {
  readonly product: ProductRow;
  readonly quantity: number;
  /** What one unit costs in this order (0 for a free sample). */
  readonly unitPriceSen: number;
}

export interface DeliveryDraft {
  readonly mode: 'delivery' | 'pickup';
  readonly pickupLocationId?: number;
  readonly pickupVenue?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: string;
  readonly address2: string;
  readonly postcode: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
}

export interface OrderDraft {
  readonly userId: number | null;
  readonly contactId: number | null;
  readonly email: string;
  /** The language of the page it was placed from: its e-mails and payment return are in it. */
  readonly locale: Locale;
  readonly lines: readonly OrderLineDraft[];
  readonly delivery: DeliveryDraft;
  readonly itemsSen: number;
  readonly shippingFeeSen: number;
  readonly weightGrams: number;
  readonly ttlSeconds: number;
  /** When the re-query worker first asks about it. */
  readonly requeryDelaySeconds: number;
  /** Set when the caller takes the boxes off the shelf in the same transaction. */
  readonly stockHold?: 'reserved';
  /** The voucher's code and its discount on the goods (decision 0031). */
  readonly voucher?: { readonly code: string; readonly discountSen: number };
}

export interface PlacedOrder {
  readonly order: SalesOrderRow;
  readonly items: SalesOrderItemRow[];
}

/** The order row, its statement built once per connection. */
const insertOrder = preparedStatement((tx) =>
  tx
    .insert(salesOrders)
    .values({
      refNo: sql.placeholder('refNo'),
      token: sql.placeholder('token'),
      userId: sql.placeholder('userId'),
      contactId: sql.placeholder('contactId'),
      itemsSen: sql.placeholder('itemsSen'),
      shippingFeeSen: sql.placeholder('shippingFeeSen'),
      totalSen: sql.placeholder('totalSen'),
      voucherCode: sql.placeholder('voucherCode'),
      discountSen: sql.placeholder('discountSen'),
      weightGrams: sql.placeholder('weightGrams'),
      deliveryMode: sql.placeholder('deliveryMode'),
      pickupLocationId: sql.placeholder('pickupLocationId'),
      pickupVenue: sql.placeholder('pickupVenue'),
      email: sql.placeholder('email'),
      locale: sql.placeholder('locale'),
      firstName: sql.placeholder('firstName'),
      lastName: sql.placeholder('lastName'),
      phone: sql.placeholder('phone'),
      address: sql.placeholder('address'),
      address2: sql.placeholder('address2'),
      postcode: sql.placeholder('postcode'),
      city: sql.placeholder('city'),
      state: sql.placeholder('state'),
      country: sql.placeholder('country'),
      expiresAt: sql`now() + make_interval(secs => ${sql.placeholder('ttlSeconds')})`,
      nextRequeryAt: sql`now() + make_interval(secs => ${sql.placeholder('requeryDelaySeconds')})`,
      stockHold: sql.placeholder('stockHold'),
    })
    .returning()
    .prepare('place_order'),
);

/** Writes a Pending order and its line snapshots in the caller's transaction. */
export async function placeOrder(tx: Executor, draft: OrderDraft): Promise<PlacedOrder> {
  const { delivery } = draft;
  const discountSen = draft.voucher?.discountSen ?? 0;
  const [order] = await insertOrder(tx).execute({
    refNo: newRefNo(),
    token: newOrderToken(),
    userId: draft.userId,
    contactId: draft.contactId,
    itemsSen: draft.itemsSen,
    shippingFeeSen: draft.shippingFeeSen,
    totalSen: draft.itemsSen - discountSen + draft.shippingFeeSen,
    voucherCode: draft.voucher?.code ?? null,
    discountSen,
    weightGrams: draft.weightGrams,
    deliveryMode: delivery.mode,
    pickupLocationId: delivery.pickupLocationId ?? null,
    pickupVenue: delivery.pickupVenue ?? '',
    email: draft.email,
    locale: draft.locale,
    firstName: delivery.firstName,
    lastName: delivery.lastName,
    phone: delivery.phone,
    address: delivery.address,
    address2: delivery.address2,
    postcode: delivery.postcode,
    city: delivery.city,
    state: delivery.state,
    country: delivery.country,
    ttlSeconds: draft.ttlSeconds,
    requeryDelaySeconds: draft.requeryDelaySeconds,
    stockHold: draft.stockHold ?? 'none',
  });
  if (!order) throw new Error('insert returned no order');
  // A fault test stops here: the order row written, its lines not yet, in one transaction.
  const held = faultPoint('order-items');
  if (held) await held;
  const items = await tx
    .insert(salesOrderItems)
    .values(
      draft.lines.map((line) => ({
        orderId: order.id,
        productId: line.product.id,
        productKind: line.product.kind,
        name: line.product.name,
        description: line.product.description,
        featuredGraphicUrl: line.product.featuredGraphicUrl,
        quantity: line.quantity,
        unitPriceSen: line.unitPriceSen,
        amountSen: lineAmount(line),
        weightGrams: lineWeight({
          quantity: line.quantity,
          unitWeightGrams: line.product.weightGrams,
        }),
      })),
    )
    .returning();
  return { order, items };
}
