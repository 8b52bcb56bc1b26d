import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { noData } from '../envelope';
import { addressFields } from '../models/address';

/** The address form of spec §5; "1" in default_shipping_address makes it the only default. */
export const request = z.object(addressFields);
export const response = noData;

export type AddressAddInput = z.input<typeof request>;
export type AddressAddRequest = z.output<typeof request>;

export const addressAdd = defineShopCall({
  path: '/users/address-add',
  summary: 'Save a new address',
  tag: 'addresses',
  access: 'user',
  request,
  response,
});
