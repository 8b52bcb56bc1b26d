import { DEFAULT_LOCALE, isLocale, type Locale } from '@nyiur/domain';
import type { AddressViewRow } from '../addresses/address-view';
import { PRICED_LINE_COLUMNS, pricedLineOf, type PricedLine } from '../cart/load-cart';
import { batchedRead, rowsPerKey } from '../db/batched-read';
import type { Database } from '../db/database';
import { readRows, type NamedStatement } from '../db/raw-sql';

/** What `/users/get` shows besides the profile: the default address, the cart and the own code. */
export interface MemberOverview {
  readonly shipping: AddressViewRow | undefined;
  readonly lines: PricedLine[];
  readonly referralCode: string | null;
  /** The account's language (issue 49). */
  readonly locale: Locale;
}

/**
 * One row per cart line (one row for an empty cart), each carrying the default address (at most
 * one: a unique index) and the member's referral code: one round trip instead of three. Only the
 * columns the answer shows, mapped by hand.
 */
const memberOverviewQuery: NamedStatement = {
  name: 'member_overview_rows',
  text: `select u.id as member_id, u.locale,
      (select r.code from referral_codes r where r.owner_user_id = u.id
        order by r.code limit 1) as referral_code,
      a.id as address_id, a.first_name, a.last_name, a.address, a.address_2, a.postcode, a.city,
      a.state, a.country, a.phone_no, a.is_default,
      ${PRICED_LINE_COLUMNS}
    from users u
      left join addresses a on a.user_id = u.id and a.removed_at is null and a.is_default
      left join cart_items c on c.user_id = u.id
      left join products p on p.id = c.product_id
    where u.id = any($1::int[])
    order by u.id, c.id`,
};

/**
 * The member's default address, cart and referral code, in one query with the overviews other
 * requests asked for at the same moment.
 */
export const memberOverview: (db: Database, userId: number) => Promise<MemberOverview> =
  batchedRead(async (db, userIds) =>
    rowsPerKey(await readRows(db, memberOverviewQuery, [userIds]), 'member_id', userIds).map(
      overviewOf,
    ),
  );

function overviewOf(rows: readonly Record<string, unknown>[]): MemberOverview {
  const lines: PricedLine[] = [];
  for (const row of rows) {
    if (row.line_id !== null && row.product_id !== null) lines.push(pricedLineOf(row));
  }
  const [first] = rows;
  return {
    shipping:
      first && first.address_id !== null
        ? {
            id: first.address_id as number,
            firstName: first.first_name as string,
            lastName: first.last_name as string,
            address: first.address as string,
            address2: first.address_2 as string,
            postcode: first.postcode as string,
            city: first.city as string,
            state: first.state as string,
            country: first.country as string,
            phoneNo: first.phone_no as string,
            isDefault: first.is_default as boolean,
          }
        : undefined,
    lines,
    referralCode: (first?.referral_code as string | null | undefined) ?? null,
    locale: isLocale(first?.locale) ? first.locale : DEFAULT_LOCALE,
  };
}
