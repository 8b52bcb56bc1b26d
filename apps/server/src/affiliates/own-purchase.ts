import { customerIdentityOf, isSameCustomer } from '@nyiur/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { addresses, contacts, users } from '../db/schema';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';

/**
 * Whether an order paid under an affiliate code is the affiliate's own purchase through another
 * account: the same customer (decision 0034: inbox, phone or delivery address) as the code's owner
 * (their account, saved addresses and earlier orders) or as the application the code was made for.
 */
export async function isOwnPurchase(
  tx: Transaction,
  order: SalesOrderRow,
  referral: { readonly code: string; readonly owner: number | null },
): Promise<boolean> {
  const owner = referral.owner ?? -1;
  const [accounts, saved, orders, applications] = await Promise.all([
    tx.select({ email: users.email }).from(users).where(eq(users.id, owner)),
    tx
      .select({
        phone: addresses.phoneNo,
        address: addresses.address,
        postcode: addresses.postcode,
      })
      .from(addresses)
      .where(eq(addresses.userId, owner)),
    tx
      .select({
        email: salesOrders.email,
        phone: salesOrders.phone,
        address: salesOrders.address,
        postcode: salesOrders.postcode,
      })
      .from(salesOrders)
      .where(eq(salesOrders.userId, owner)),
    tx
      .select({ email: contacts.email, phone: contacts.phone })
      .from(contacts)
      .where(sql`upper(${contacts.referralCode}) = ${referral.code}`),
  ]);
  const theirs = [
    ...accounts.map((row) => customerIdentityOf({ userId: referral.owner, email: row.email })),
    ...saved.map((row) => customerIdentityOf(row)),
    ...orders.map((row) => customerIdentityOf(row)),
    ...applications.map((row) => customerIdentityOf(row)),
  ];
  const buyer = customerIdentityOf(order);
  return theirs.some((identity) => isSameCustomer(buyer, identity));
}
