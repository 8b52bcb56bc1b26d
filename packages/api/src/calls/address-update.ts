import { z } from 'zod';
import { defineCall } from '../define-call';
import { baseMeta, noData } from '../envelope';
import { addressFields, addressIdField } from '../models/address';

export const path = '/users/address-update';
export const method = 'POST';

export const request = z.object({ ...addressFields, address_id: addressIdField });
export const response = noData;

export type AddressUpdateInput = z.input<typeof request>;
export type AddressUpdateRequest = z.output<typeof request>;

export const addressUpdate = defineCall({
  path,
  method,
  summary: 'Change a saved address',
  tag: 'addresses',
  access: 'user',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
