import { contractMessages, type DeliveryDetails } from '@nyiur/api';
import { cartTotals, isForSale, messages } from '@nyiur/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { addAddress } from '../addresses/manage-addresses';
import { cartMessages } from '../cart/change-cart';
import { preparedStatement } from '../db/prepared';
import { getShopSettings } from '../db/shop-settings';
import { alertHeavyReservations } from '../stock/reserved-alert';
import { reserveStock } from '../stock/stock-holds';
import { closeOpenOrders } from './checkout-open-orders';
import { boundUnprovenHold, type UnprovenHoldBudget } from './unproven-holds';
import { cartLinesSum, loadCartLines } from '../cart/load-cart';
import type { Database, Transaction } from '../db/database';
import { cartItems, pickupLocations, users } from '../db/schema';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders } from '../db/schema/sales-orders';
import { AppError } from '../http/app-error';
import type { PaymentSettings } from '../payments/payment-settings';
import { placeOrder, type DeliveryDraft, type PlacedOrder } from './place-order';
import { holdVoucherUse, voucherForCheckout, voucherLinesOf } from '../vouchers/checkout-voucher';

/** A second checkout this soon after one that emptied the cart is the same checkout, submitted twice. */
export const DOUBLE_SUBMIT_WINDOW_SECONDS = 120;

/** The member's row, locked for the checkout. */
const lockMember = preparedStatement((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('checkout_lock_member'),
);

const emptyCart = preparedStatement((db) =>
  db
    .delete(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .prepare('checkout_empty_cart'),
);

async function pickupDraft(
  tx: Transaction,
  locationId: number,
): Promise<Pick<DeliveryDraft, 'pickupLocationId' | 'pickupVenue'>> {
  const [location] = await tx
    .select()
    .from(pickupLocations)
    .where(and(eq(pickupLocations.id, locationId), eq(pickupLocations.active, true)));
  if (!location) throw AppError.validation({ location_id: contractMessages.location });
  return { pickupLocationId: location.id, pickupVenue: location.venue };
}

async function recentPendingOrder(
  tx: Transaction,
  userId: number,
): Promise<PlacedOrder | undefined> {
  const [order] = await tx
    .select()
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.userId, userId),
        eq(salesOrders.status, 'Pending'),
        gt(
          salesOrders.createdAt,
          sql`now() - make_interval(secs => ${DOUBLE_SUBMIT_WINDOW_SECONDS})`,
        ),
      ),
    )
    .orderBy(desc(salesOrders.id))
    .limit(1);
  if (!order) return undefined;
  const items = await tx
    .select()
    .from(salesOrderItems)
    .where(eq(salesOrderItems.orderId, order.id));
  return { order, items };
}

/**
 * A member's checkout: prices the cart on the server, applies the limits and the shipping table,
 * optionally saves the address, and turns the cart into a Pending order, all in one transaction.
 * The member's row is locked first, so a double-submitted checkout finds the cart already empty
 * and answers with the order the first submission made; any older unpaid order is closed.
 */
export async function checkoutMember(
  db: Database,
  userId: number,
  details: DeliveryDetails,
  settings: PaymentSettings,
  alertFallback?: string,
  /** Where the checkout comes from: accounts that never paid reserve within a budget (N2). */
  hold?: UnprovenHoldBudget,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const [user] = await lockMember(tx).execute({ userId });
    if (!user) throw new AppError('token_invalid');

    const lines = await loadCartLines(tx, userId);
    if (lines.length === 0) {
      const previous = await recentPendingOrder(tx, userId);
      if (previous) return previous;
      throw AppError.validation({ cart: messages.cart.empty });
    }
    const unavailable = lines.find((line) => !isForSale(line.product));
    if (unavailable) {
      throw AppError.validation({ cart: cartMessages.lineUnavailable(unavailable.product.name) });
    }

    const pickup = details.is_pickup === '1';
    const { subtotal, weight, shipping, limit } = cartTotals(cartLinesSum(lines), {
      mode: pickup ? 'pickup' : 'delivery',
      state: details.state ?? '',
    });
    const applied = details.voucher_code
      ? await voucherForCheckout(
          tx,
          details.voucher_code,
          {
            userId,
            email: user.email,
            phone: details.recipient_number,
            address: pickup ? '' : (details.address ?? ''),
            postcode: details.postcode ?? '',
            isMember: true,
          },
          {
            lines: voucherLinesOf(lines),
            subtotal,
            shipping: { mode: pickup ? 'pickup' : 'delivery', state: details.state ?? '', weight },
          },
          { lock: true },
        )
      : null;
    // With a voucher the limits were checked on what the shopper pays.
    if (limit && !applied) throw AppError.validation({ cart: limit.message });

    const delivery: DeliveryDraft = {
      mode: pickup ? 'pickup' : 'delivery',
      ...(details.is_pickup === '1' ? await pickupDraft(tx, details.location_id) : {}),
      firstName: details.first_name ?? user.firstName,
      lastName: details.last_name ?? user.lastName,
      phone: details.recipient_number,
      address: details.address ?? '',
      address2: details.address2 ?? '',
      postcode: details.postcode ?? '',
      city: details.city ?? '',
      state: details.state ?? '',
      country: details.country ?? '',
    };

    if (details.is_pickup === '0' && details.save_address === '1') {
      await addAddress(
        tx,
        userId,
        {
          country: details.country,
          first_name: details.first_name,
          last_name: details.last_name,
          address: details.address,
          address_2: details.address2,
          postcode: details.postcode,
          city: details.city,
          state: details.state,
          phone_no: details.recipient_number,
          default_shipping_address: '0',
        },
        { skipWhenFull: true },
      );
    }

    const placed = await placeOrder(tx, {
      userId,
      contactId: null,
      email: user.email,
      locale: details.locale ?? user.locale,
      lines: lines.map((line) => ({
        product: line.product,
        quantity: line.quantity,
        unitPriceSen: line.product.priceSen,
      })),
      delivery,
      itemsSen: subtotal,
      shippingFeeSen: applied?.priced.shipping ?? shipping,
      weightGrams: weight,
      ttlSeconds: settings.orderTtlSeconds,
      requeryDelaySeconds: settings.requeryDelaySeconds,
      // Written as reserved at once: if the stock is short below, the whole transaction goes.
      stockHold: 'reserved',
      ...(applied && {
        voucher: { code: applied.voucher.code, discountSen: applied.priced.discount },
      }),
    });
    if (applied) await holdVoucherUse(tx, applied, placed.order.id);
    await emptyCart(tx).execute({ userId });
    await closeOpenOrders(tx, { userId }, placed.order.id);
    // Last: the product rows stay locked from here to the commit only, so checkouts of the same
    // product queue for one statement and the commit, not for the whole order.
    const boxes = lines.map((line) => ({
      productId: line.product.id,
      name: line.product.name,
      quantity: line.quantity,
    }));
    if (hold) await boundUnprovenHold(tx, userId, hold, boxes);
    await reserveStock(tx, placed.order.id, boxes);
    const { shopAlertEmail } = await getShopSettings(tx, alertFallback, db);
    await alertHeavyReservations(tx, boxes, shopAlertEmail);
    return placed;
  });
}
