import { orderHistory, usersGet, usersLocale, usersOption, ok } from '@nyiur/api';
import { COUNTRY_MALAYSIA, isForSale, MALAYSIAN_STATES } from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addressView } from '../addresses/address-view';
import { cartView, loadCart, productSummaryOf } from '../cart/load-cart';
import type { AppContext } from '../app-context';
import { activePickupPoints, catalogueProduct } from '../catalogue/public-reads';
import { contacts, users } from '../db/schema';
import { preparedStatement } from '../db/prepared';
import { AppError } from '../http/app-error';
import { optionalUserCall, userCall } from '../http/call-route';
import { memberOverview } from './member-overview';

export const optionMessages = {
  product: 'This product is not available as a free sample.',
  contact: 'Your free-sample registration could not be found. Please sign up again.',
} as const;

const countries = [{ name: COUNTRY_MALAYSIA, states: MALAYSIAN_STATES.map((state) => state.name) }];

const freeSampleContact = preparedStatement((db) =>
  db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(eq(contacts.id, sql.placeholder('contactId')), eq(contacts.contactType, 'free_sample')),
    )
    .prepare('free_sample_contact'),
);

/** The guest's one-line cart: the chosen product's sample pack at RM0 (ARCHITECTURE §3). */
async function sampleCart(ctx: AppContext, productId: number, contactId: number | undefined) {
  const product = await catalogueProduct(ctx, productId);
  if (!product || !isForSale(product) || product.kind !== 'product') {
    throw AppError.validation({ product_id: optionMessages.product });
  }
  if (contactId !== undefined) {
    const [contact] = await freeSampleContact(ctx.db).execute({ contactId });
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
    // The profile came with the session check (authenticate); the rest comes in one query.
    const { shipping, lines, referralCode, locale } = await memberOverview(ctx.db, user.id);
    return ok({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName === '' ? null : user.lastName,
      cart: cartView(lines),
      shipping_address: shipping ? addressView(shipping) : null,
      referral_code: referralCode,
      locale,
    });
  });

  userCall(app, usersLocale, async ({ input, user, ctx }) => {
    await ctx.db
      .update(users)
      .set({ locale: input.locale, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return ok({ locale: input.locale });
  });

  optionalUserCall(app, usersOption, async ({ input, user, ctx }) => {
    const locations = await activePickupPoints(ctx);
    let cart = null;
    if (input.product_id !== undefined)
      cart = await sampleCart(ctx, input.product_id, input.contact_id);
    else if (user) cart = await loadCart(ctx.db, user.id);
    return ok({ countries, pickup_locations: locations, cart });
  });

  userCall(app, orderHistory, async ({ user, ctx }) => ok(await ctx.orderHistory(ctx.db, user.id)));
}
