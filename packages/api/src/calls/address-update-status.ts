import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { noData } from '../envelope';
import { addressIdField } from '../models/address';
import { contractMessages } from '../models/contract-messages';

/** Only removal exists (spec §7). */
export const request = z.object({
  address_id: addressIdField,
  status_event: z.literal('remove', { error: contractMessages.statusEvent }),
});
export const response = noData;

export type AddressUpdateStatusInput = z.input<typeof request>;
export type AddressUpdateStatusRequest = z.output<typeof request>;

export const addressUpdateStatus = defineShopCall({
  path: '/users/address-update-status',
  summary: 'Remove a saved address',
  tag: 'addresses',
  access: 'user',
  request,
  response,
});
