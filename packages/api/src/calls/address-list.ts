import { z } from 'zod';
import { defineCall } from '../define-call';
import { baseMeta } from '../envelope';
import { address } from '../models/address';

export const path = '/users/address-list';
export const method = 'POST';

export const request = z.object({});
export const response = z.array(address);

export type AddressListInput = z.input<typeof request>;
export type AddressListResponse = z.output<typeof response>;

export const addressList = defineCall({
  path,
  method,
  summary: "The signed-in user's saved addresses",
  tag: 'addresses',
  access: 'user',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
