import { z } from 'zod';
import { defineCall } from '../define-call';
import { baseMeta, noData } from '../envelope';
import { addressIdField } from '../models/address';
import { contractMessages } from '../models/contract-messages';

export const path = '/users/address-update-status';
export const method = 'POST';

/** Only removal exists (spec §7). */
export const request = z.object({
  address_id: addressIdField,
  status_event: z.literal('remove', { error: contractMessages.statusEvent }),
});
export const response = noData;

export type AddressUpdateStatusInput = z.input<typeof request>;
export type AddressUpdateStatusRequest = z.output<typeof request>;

export const addressUpdateStatus = defineCall({
  path,
  method,
  summary: 'Remove a saved address',
  tag: 'addresses',
  access: 'user',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
