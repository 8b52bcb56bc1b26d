import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { address } from '../models/address';
import { cart } from '../models/cart';
import { localeField } from '../models/primitives';

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
  /** The account's language (issue 49); the server always sends it. */
  locale: localeField().optional(),
});

export type UsersGetInput = z.input<typeof request>;
export type UsersGetResponse = z.output<typeof response>;
export type UserData = UsersGetResponse;

export const usersGet = defineShopCall({
  path: '/users/get',
  summary: 'Load the signed-in user with cart and default shipping address',
  tag: 'users',
  access: 'user',
  request,
  response,
});
