import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CartLine } from '../cart/load-cart';
import type { Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import {
  addresses,
  cartItems,
  products,
  referralCodes,
  users,
  type AddressRow,
} from '../db/schema';

/** What `/users/get` shows besides the profile: the default address, the cart and the own code. */
export interface MemberOverview {
  readonly shipping: AddressRow | undefined;
  readonly lines: CartLine[];
  readonly referralCode: string | null;
}

/**
 * One row per cart line (one row for an empty cart), each carrying the default address (at most
 * one: a unique index) and the member's referral code: one round trip instead of three.
 */
const memberOverviewQuery = preparedStatement((db) =>
  db
    .select({
      referralCode: sql<string | null>`(select ${referralCodes.code} from ${referralCodes}
        where ${referralCodes.ownerUserId} = ${users.id} order by ${referralCodes.code} limit 1)`,
      address: addresses,
      lineId: cartItems.id,
      quantity: cartItems.quantity,
      product: products,
    })
    .from(users)
    .leftJoin(
      addresses,
      and(
        eq(addresses.userId, users.id),
        isNull(addresses.removedAt),
        eq(addresses.isDefault, true),
      ),
    )
    .leftJoin(cartItems, eq(cartItems.userId, users.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(cartItems.id))
    .prepare('member_overview'),
);

export async function memberOverview(db: Executor, userId: number): Promise<MemberOverview> {
  const rows = await memberOverviewQuery(db).execute({ userId });
  const lines: CartLine[] = [];
  for (const row of rows) {
    if (row.lineId !== null && row.quantity !== null && row.product !== null) {
      lines.push({ id: row.lineId, quantity: row.quantity, product: row.product });
    }
  }
  const [first] = rows;
  return {
    shipping: first?.address ?? undefined,
    lines,
    referralCode: first?.referralCode ?? null,
  };
}
