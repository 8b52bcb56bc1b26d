import { timingSafeEqual } from 'node:crypto';
import { contractMessages } from '@nyiur/api';
import { cartTotals, grams, isForSale, sen, type Locale } from '@nyiur/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../crypto/opaque-token';
import type { Database } from '../db/database';
import { contacts, products } from '../db/schema';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders } from '../db/schema/sales-orders';
import { AppError } from '../http/app-error';
import type { PaymentSettings } from '../payments/payment-settings';
import { closeOpenOrders } from './checkout-open-orders';
import { newRefNo } from './order-codes';
import { placeOrder, type PlacedOrder } from './place-order';
import { holdVoucherUse, voucherForCheckout } from '../vouchers/checkout-voucher';
import { releaseVoucherUse } from '../vouchers/voucher-use-state';

export const guestCheckoutMessages = {
  product: 'This product is not available as a free sample.',
  alreadyOrdered: 'A free sample has already been ordered with this registration.',
  cancelledByShop:
    'The shop cancelled this free-sample request. Please contact us if you have questions.',
  claim: contractMessages.sampleClaim,
} as const;

/** True when the token is the registration's own claim and has not expired. */
const claimHolds = (
  contact: { claimTokenHash: string | null; claimExpiresAt: Date | null },
  token: string,
): boolean => {
  if (!contact.claimTokenHash || !contact.claimExpiresAt) return false;
  if (contact.claimExpiresAt.getTime() <= Date.now()) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(contact.claimTokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};

/** The guest's delivery details (delivery only) with the free-sample lead and product. */
export interface GuestCheckoutInput {
  contact_id: number;
  claim_token: string;
  product_id: number;
  country: string;
  first_name: string;
  last_name: string;
  address: string;
  address2?: string | undefined;
  postcode: string;
  city: string;
  state: string;
  recipient_number: string;
  voucher_code?: string | undefined;
  locale?: Locale | undefined;
}

/**
 * A free-sample order: one line of the chosen product at RM0, delivered, the guest paying the
 * shipping fee. Only the holder of the registration's claim token may place it: an unknown, wrong
 * or expired token answers the same 422, so counting contact ids learns nothing. One order per
 * sample registration; the lead's row is locked so that a second or simultaneous submission
 * answers with the same Pending order, carrying the details given last (with a new RefNo when
 * the shipping fee changes, so an earlier payment page cannot pay a different amount), and one
 * that expired unpaid is opened again. Any other unpaid order of the same e-mail is closed.
 */
export async function checkoutGuest(
  db: Database,
  input: GuestCheckoutInput,
  settings: PaymentSettings,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, input.contact_id), eq(contacts.contactType, 'free_sample')))
      .for('update');
    if (!contact || !claimHolds(contact, input.claim_token)) {
      throw AppError.validation({ claim_token: guestCheckoutMessages.claim });
    }
    if (contact.productId !== null && contact.productId !== input.product_id) {
      throw AppError.validation({ product_id: guestCheckoutMessages.product });
    }

    const [product] = await tx.select().from(products).where(eq(products.id, input.product_id));
    if (!product || !isForSale(product) || product.kind !== 'product') {
      throw AppError.validation({ product_id: guestCheckoutMessages.product });
    }
    // The free sample costs nothing: the order is its shipping to the shopper's state.
    const { weight, shipping, limit } = cartTotals(
      { subtotal: sen(0), weight: grams(product.weightGrams) },
      { mode: 'delivery', state: input.state },
    );
    if (limit) throw AppError.validation({ cart: limit.message });
    const [existing] = await tx
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.contactId, contact.id));
    // The voucher given now replaces any the open order held, and is checked without it.
    if (existing) await releaseVoucherUse(tx, existing.id);
    const applied = input.voucher_code
      ? await voucherForCheckout(
          tx,
          input.voucher_code,
          {
            userId: null,
            email: contact.email,
            phone: input.recipient_number,
            address: input.address,
            postcode: input.postcode,
            isMember: false,
          },
          {
            lines: [{ productId: product.id, lineTotal: sen(0) }],
            subtotal: sen(0),
            shipping: { mode: 'delivery', state: input.state, weight },
          },
          { lock: true },
        )
      : null;
    const fee = applied?.priced.shipping ?? shipping;
    const voucherColumns = {
      voucherCode: applied?.voucher.code ?? null,
      discountSen: applied?.priced.discount ?? 0,
    };
    const delivery = {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.recipient_number,
      address: input.address,
      address2: input.address2 ?? '',
      postcode: input.postcode,
      city: input.city,
      state: input.state,
      country: input.country,
      locale: input.locale ?? contact.locale,
    };

    if (existing) {
      const itemsOf = (orderId: number) =>
        tx.select().from(salesOrderItems).where(eq(salesOrderItems.orderId, orderId));
      const totalSen = existing.itemsSen - voucherColumns.discountSen + fee;
      if (existing.status === 'Pending') {
        const [updated] = await tx
          .update(salesOrders)
          .set({
            ...delivery,
            ...voucherColumns,
            shippingFeeSen: fee,
            totalSen,
            refNo: existing.totalSen === totalSen ? existing.refNo : newRefNo(),
            updatedAt: sql`now()`,
          })
          .where(and(eq(salesOrders.id, existing.id), eq(salesOrders.status, 'Pending')))
          .returning();
        if (applied) await holdVoucherUse(tx, applied, existing.id);
        await closeOpenOrders(tx, { guestEmail: contact.email }, existing.id);
        return { order: updated ?? existing, items: await itemsOf(existing.id) };
      }
      // Staff cancelled it on purpose (a reason is kept): it stays cancelled (L4).
      if (existing.status === 'Cancelled' && existing.cancelReason !== null) {
        throw AppError.validation({ contact_id: guestCheckoutMessages.cancelledByShop });
      }
      // A sample order that expired unpaid is opened again, with the details given now.
      const [reopened] = await tx
        .update(salesOrders)
        .set({
          ...delivery,
          ...voucherColumns,
          status: 'Pending',
          shippingFeeSen: fee,
          totalSen,
          lastPaymentResult: null,
          closedAt: null,
          expiresAt: sql`now() + make_interval(secs => ${settings.orderTtlSeconds})`,
          nextRequeryAt: sql`now() + make_interval(secs => ${settings.requeryDelaySeconds})`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(salesOrders.id, existing.id),
            isNull(salesOrders.paidAt),
            isNull(salesOrders.cancelReason),
            inArray(salesOrders.status, ['Cancelled', 'Failed']),
          ),
        )
        .returning();
      if (!reopened)
        throw AppError.validation({ contact_id: guestCheckoutMessages.alreadyOrdered });
      if (applied) await holdVoucherUse(tx, applied, reopened.id);
      await closeOpenOrders(tx, { guestEmail: contact.email }, reopened.id);
      return { order: reopened, items: await itemsOf(reopened.id) };
    }

    const placed = await placeOrder(tx, {
      userId: null,
      contactId: contact.id,
      email: contact.email,
      locale: delivery.locale,
      lines: [{ product, quantity: 1, unitPriceSen: 0 }],
      delivery: { mode: 'delivery', ...delivery },
      itemsSen: 0,
      shippingFeeSen: fee,
      weightGrams: weight,
      ttlSeconds: settings.orderTtlSeconds,
      requeryDelaySeconds: settings.requeryDelaySeconds,
      ...(applied && {
        voucher: { code: applied.voucher.code, discountSen: applied.priced.discount },
      }),
    });
    if (applied) await holdVoucherUse(tx, applied, placed.order.id);
    await closeOpenOrders(tx, { guestEmail: contact.email }, placed.order.id);
    return placed;
  });
}
