import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { noData } from '../envelope';
import { addressFields, addressIdField } from '../models/address';

export const request = z.object({ ...addressFields, address_id: addressIdField });
export const response = noData;

export type AddressUpdateInput = z.input<typeof request>;
export type AddressUpdateRequest = z.output<typeof request>;

export const addressUpdate = defineShopCall({
  path: '/users/address-update',
  summary: 'Change a saved address',
  tag: 'addresses',
  access: 'user',
  request,
  response,
});
