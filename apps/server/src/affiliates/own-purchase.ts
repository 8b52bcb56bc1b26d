import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { addresses, contacts, users } from '../db/schema';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { recipientKeyOf } from '../mail/recipient-key';

/** A phone's significant digits: "+60 12-345 6789" and "0123456789" are one number. */
const phoneKey = (phone: string): string => phone.replace(/\D/g, '').replace(/^(60|0)+/, '');

/** A delivery address as one comparable line: the street line and postcode, spacing ignored. */
const addressKey = (address: string, postcode: string): string =>
  `${address}|${postcode}`.toLowerCase().replace(/[^a-z0-9|]+/g, '');

/**
 * Whether an order paid under an affiliate code is the affiliate's own purchase through another
 * account: the same inbox, phone number or delivery address as the code's owner (their account,
 * saved addresses and earlier orders) or as the affiliate application the code was made for.
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
  const emails = new Set(
    [...accounts, ...orders, ...applications].map((row) => recipientKeyOf(row.email)),
  );
  const phones = new Set(
    [...saved, ...orders, ...applications]
      .map((row) => phoneKey(row.phone))
      .filter((key) => key.length >= 7),
  );
  const places = new Set(
    [...saved, ...orders]
      .filter((row) => row.address.trim() !== '')
      .map((row) => addressKey(row.address, row.postcode)),
  );
  return (
    emails.has(recipientKeyOf(order.email)) ||
    phones.has(phoneKey(order.phone)) ||
    (order.address.trim() !== '' && places.has(addressKey(order.address, order.postcode)))
  );
}
