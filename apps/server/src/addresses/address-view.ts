import type { AddressRow } from '../db/schema';

/** The columns an address answer shows. */
export type AddressViewRow = Pick<
  AddressRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'address2'
  | 'postcode'
  | 'city'
  | 'state'
  | 'country'
  | 'phoneNo'
  | 'isDefault'
>;

/** An address as the API answers it (spec §3). */
export const addressView = (row: AddressViewRow) => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  address: row.address,
  address_2: row.address2,
  postcode: row.postcode,
  city: row.city,
  state: row.state,
  country: row.country,
  phone_no: row.phoneNo === '' ? null : row.phoneNo,
  default_shipping_address: row.isDefault ? ('1' as const) : ('0' as const),
});
