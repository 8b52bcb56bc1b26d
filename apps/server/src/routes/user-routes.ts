import { orderHistory, usersGet, usersOption } from '@nyiur/api';
import { COUNTRY_MALAYSIA, isForSale, MALAYSIAN_STATES } from '@nyiur/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addressView } from '../addresses/address-view';
import { defaultAddress } from '../addresses/manage-addresses';
import { loadCart, productSummaryOf } from '../cart/load-cart';
import type { Executor } from '../db/database';
import { contacts, pickupLocations, products, referralCodes } from '../db/schema';
import { AppError } from '../http/app-error';
import { optionalUserCall, userCall } from '../http/call-route';
import { ok } from '../http/envelope';
import { findUserById } from '../users/find-user';

export const optionMessages = {
  product: 'This product is not available as a free sample.',
  contact: 'Your free-sample registration could not be found. Please sign up again.',
} as const;

const countries = [{ name: COUNTRY_MALAYSIA, states: MALAYSIAN_STATES.map((state) => state.name) }];

/** The guest's one-line cart: the chosen product's sample pack at RM0 (ARCHITECTURE §3). */
async function sampleCart(db: Executor, productId: number, contactId: number | undefined) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product || !isForSale(product) || product.kind !== 'product') {
    throw AppError.validation({ product_id: optionMessages.product });
  }
  if (contactId !== undefined) {
    const [contact] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.contactType, 'free_sample')));
    if (!contact) throw AppError.validation({ contact_id: optionMessages.contact });
  }
  return {
    amount: '0.00',
    cart_items: [
      {
        id: product.id,
        qty: 1,
        amount: '0.00',
        weight: product.weightGrams,
        product: productSummaryOf(product),
      },
    ],
  };
}

/** Profile, option lists and order history. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  userCall(app, usersGet, async ({ user, ctx }) => {
    const row = await findUserById(ctx.db, user.id);
    if (!row) throw new AppError('token_invalid');
    const [shipping, cart, [ownCode]] = await Promise.all([
      defaultAddress(ctx.db, user.id),
      loadCart(ctx.db, user.id),
      ctx.db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.ownerUserId, user.id)),
    ]);
    return ok({
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName === '' ? null : row.lastName,
      cart,
      shipping_address: shipping ? addressView(shipping) : null,
      referral_code: ownCode?.code ?? null,
    });
  });

  optionalUserCall(app, usersOption, async ({ input, user, ctx }) => {
    const locations = await ctx.db
      .select({ id: pickupLocations.id, venue: pickupLocations.venue })
      .from(pickupLocations)
      .where(eq(pickupLocations.active, true))
      .orderBy(asc(pickupLocations.position));
    let cart = null;
    if (input.product_id !== undefined)
      cart = await sampleCart(ctx.db, input.product_id, input.contact_id);
    else if (user) cart = await loadCart(ctx.db, user.id);
    return ok({ countries, pickup_locations: locations, cart });
  });

  userCall(app, orderHistory, async ({ user, ctx }) => ok(await ctx.orderHistory(ctx.db, user.id)));
}
