import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { addresses, users, type AddressRow } from '../db/schema';
import { AppError } from '../http/app-error';

/** Saved addresses one member may keep. */
export const MAX_SAVED_ADDRESSES = 20;

export const addressMessages = {
  notFound: 'This address could not be found.',
  full: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Please remove one before adding another.`,
} as const;

export interface AddressInput {
  country: string;
  first_name: string;
  last_name: string;
  address: string;
  address_2?: string | undefined;
  postcode: string;
  city: string;
  state: string;
  phone_no?: string | undefined;
  default_shipping_address: '1' | '0';
}

const active = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.removedAt));

const columnsOf = (input: AddressInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  address: input.address,
  address2: input.address_2 ?? '',
  postcode: input.postcode,
  city: input.city,
  state: input.state,
  country: input.country,
  phoneNo: input.phone_no ?? '',
});

/** The member's addresses: the default first, then the newest. */
export async function listAddresses(db: Executor, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(active(userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

const defaultAddressQuery = preparedStatement((db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, sql.placeholder('userId')),
        isNull(addresses.removedAt),
        eq(addresses.isDefault, true),
      ),
    )
    .prepare('default_address'),
);

export async function defaultAddress(
  db: Executor,
  userId: number,
): Promise<AddressRow | undefined> {
  const [row] = await defaultAddressQuery(db).execute({ userId });
  return row;
}

/**
 * Runs `change` in a transaction that first locks the member's row: address changes of one member
 * take turns (the one-default rule spans rows).
 */
async function changeOwnAddresses<T>(
  db: Database,
  userId: number,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return change(tx);
  });
}

async function clearDefault(tx: Transaction, userId: number, except?: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        active(userId),
        eq(addresses.isDefault, true),
        except ? ne(addresses.id, except) : undefined,
      ),
    );
}

async function findOwn(tx: Transaction, userId: number, addressId: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(active(userId), eq(addresses.id, addressId)));
  if (!row) throw AppError.notFound(addressMessages.notFound);
  return row;
}

/**
 * Saves an address. The first address, or one marked default, becomes the only default. A member
 * with {@link MAX_SAVED_ADDRESSES} already gets a 422, or with `skipWhenFull` (the checkout's
 * "save this address") nothing saved and null.
 */
export async function addAddress(
  db: Database,
  userId: number,
  input: AddressInput,
  options: { skipWhenFull?: boolean } = {},
): Promise<AddressRow | null> {
  return changeOwnAddresses(db, userId, async (tx) => {
    const [saved] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), isNull(addresses.removedAt)));
    if ((saved?.count ?? 0) >= MAX_SAVED_ADDRESSES) {
      if (options.skipWhenFull) return null;
      throw AppError.validation({ address: addressMessages.full });
    }
    const hasDefault = (await defaultAddress(tx, userId)) !== undefined;
    const makeDefault = input.default_shipping_address === '1' || !hasDefault;
    if (makeDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(input), isDefault: makeDefault })
      .returning();
    if (!row) throw new Error('insert returned no address');
    return row;
  });
}

/** Changes one of the member's own addresses; another member's id is a 404. */
export async function updateAddress(
  db: Database,
  userId: number,
  addressId: number,
  input: AddressInput,
): Promise<AddressRow> {
  return changeOwnAddresses(db, userId, async (tx) => {
    await findOwn(tx, userId, addressId);
    const makeDefault = input.default_shipping_address === '1';
    if (makeDefault) await clearDefault(tx, userId, addressId);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(input), isDefault: makeDefault, updatedAt: sql`now()` })
      .where(eq(addresses.id, addressId))
      .returning();
    if (!row) throw AppError.notFound(addressMessages.notFound);
    return row;
  });
}

/**
 * Removes one of the member's addresses. When it was the default, the most recently saved of the
 * remaining addresses becomes the default; with none left there is no default.
 */
export async function removeAddress(
  db: Database,
  userId: number,
  addressId: number,
): Promise<void> {
  await changeOwnAddresses(db, userId, async (tx) => {
    const row = await findOwn(tx, userId, addressId);
    await tx
      .update(addresses)
      .set({ removedAt: sql`now()`, isDefault: false, updatedAt: sql`now()` })
      .where(eq(addresses.id, addressId));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(active(userId))
      .orderBy(desc(addresses.updatedAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
