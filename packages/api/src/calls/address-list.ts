import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { address } from '../models/address';

export const request = z.object({});
export const response = z.array(address);

export type AddressListInput = z.input<typeof request>;
export type AddressListResponse = z.output<typeof response>;

export const addressList = defineShopCall({
  path: '/users/address-list',
  summary: "The signed-in user's saved addresses",
  tag: 'addresses',
  access: 'user',
  request,
  response,
});
