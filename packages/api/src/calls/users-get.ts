import { z } from 'zod';
import { defineCall } from '../define-call';
import { baseMeta } from '../envelope';
import { address } from '../models/address';
import { cart } from '../models/cart';

export const path = '/users/get';
export const method = 'POST';

export const request = z.object({});

/** The signed-in user's data (spec §3). `referral_code` is set once the user is an affiliate. */
export const response = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  cart,
  shipping_address: address.nullable(),
  referral_code: z.string().nullable(),
});

export type UsersGetInput = z.input<typeof request>;
export type UsersGetResponse = z.output<typeof response>;
export type UserData = UsersGetResponse;

export const usersGet = defineCall({
  path,
  method,
  summary: 'Load the signed-in user with cart and default shipping address',
  tag: 'users',
  access: 'user',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
