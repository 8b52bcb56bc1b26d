import { z } from 'zod';
import { defineCall } from '../define-call';
import { baseMeta, noData } from '../envelope';
import { addressFields } from '../models/address';

export const path = '/users/address-add';
export const method = 'POST';

/** The address form of spec §5; "1" in default_shipping_address makes it the only default. */
export const request = z.object(addressFields);
export const response = noData;

export type AddressAddInput = z.input<typeof request>;
export type AddressAddRequest = z.output<typeof request>;

export const addressAdd = defineCall({
  path,
  method,
  summary: 'Save a new address',
  tag: 'addresses',
  access: 'user',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
