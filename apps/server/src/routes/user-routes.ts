import { orderHistory, usersGet, usersOption } from '@nyiur/api';
import { COUNTRY_MALAYSIA, isForSale, MALAYSIAN_STATES } from '@nyiur/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addressView } from '../addresses/address-view';
import { defaultAddress } from '../addresses/manage-addresses';
import { loadCart, productSummaryOf } from '../cart/load-cart';
import type { Executor } from '../db/database';
import { contacts, pickupLocations, products, referralCodes } from '../db/schema';
import { preparedStatement } from '../db/prepared';
import { AppError } from '../http/app-error';
import { optionalUserCall, userCall } from '../http/call-route';
import { ok } from '../http/envelope';

export const optionMessages = {
  product: 'This product is not available as a free sample.',
  contact: 'Your free-sample registration could not be found. Please sign up again.',
} as const;

const countries = [{ name: COUNTRY_MALAYSIA, states: MALAYSIAN_STATES.map((state) => state.name) }];

const ownReferralCode = preparedStatement((db) =>
  db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.ownerUserId, sql.placeholder('userId')))
    .prepare('own_referral_code'),
);

const activePickupLocations = preparedStatement((db) =>
  db
    .select({ id: pickupLocations.id, venue: pickupLocations.venue })
    .from(pickupLocations)
    .where(eq(pickupLocations.active, true))
    .orderBy(asc(pickupLocations.position))
    .prepare('active_pickup_locations'),
);

const productById = preparedStatement((db) =>
  db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare('product_by_id'),
);

/** The guest's one-line cart: the chosen product's sample pack at RM0 (ARCHITECTURE §3). */
async function sampleCart(db: Executor, productId: number, contactId: number | undefined) {
  const [product] = await productById(db).execute({ productId });
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
    // The profile came with the session check (authenticate): no second read of the user.
    const [shipping, cart, [ownCode]] = await Promise.all([
      defaultAddress(ctx.db, user.id),
      loadCart(ctx.db, user.id),
      ownReferralCode(ctx.db).execute({ userId: user.id }),
    ]);
    return ok({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName === '' ? null : user.lastName,
      cart,
      shipping_address: shipping ? addressView(shipping) : null,
      referral_code: ownCode?.code ?? null,
    });
  });

  optionalUserCall(app, usersOption, async ({ input, user, ctx }) => {
    const locations = await activePickupLocations(ctx.db).execute();
    let cart = null;
    if (input.product_id !== undefined)
      cart = await sampleCart(ctx.db, input.product_id, input.contact_id);
    else if (user) cart = await loadCart(ctx.db, user.id);
    return ok({ countries, pickup_locations: locations, cart });
  });

  userCall(app, orderHistory, async ({ user, ctx }) => ok(await ctx.orderHistory(ctx.db, user.id)));
}
