import { PRODUCT_STATUSES } from '@nyiur/domain';
import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { contractMessages } from '../models/contract-messages';
import { amountString, entityId } from '../models/primitives';

export const request = z.object({ product_id: entityId(contractMessages.product) });

/** What the shop sells a product for right now: the owner's price, status and stock. */
export const response = z.object({
  id: z.number().int().positive(),
  price: amountString,
  /** The crossed-out "was" price, or null. */
  compare_at_price: amountString.nullable(),
  status: z.enum(PRODUCT_STATUSES),
  in_stock: z.boolean(),
});

export type ProductOfferInput = z.input<typeof request>;
export type ProductOffer = z.output<typeof response>;

export const productOffer = defineShopCall({
  path: '/products/offer',
  summary: "A product's current price, crossed-out price, status and whether it is in stock",
  tag: 'catalogue',
  access: 'public',
  request,
  response,
});
