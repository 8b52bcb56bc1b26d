import { PRODUCT_STATUSES } from '@nyiur/domain';
import { z } from 'zod';
import { amountString, timestamp } from '../models/primitives';
import { defineAdminCall } from './define-admin-call';

/* The catalogue: prices, what is on sale, weights and stock. The owner's pages. */

export const productStatus = z.enum(PRODUCT_STATUSES, {
  error: 'Choose listed, hidden or not for sale.',
});

export const adminProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['product', 'combo']),
  /** Ringgit, e.g. "198.00". */
  price: amountString,
  /** The crossed-out "was" price, or null. */
  compare_at_price: amountString.nullable(),
  status: productStatus,
  weight_grams: z.number().int(),
  stock_on_hand: z.number().int(),
  low_stock_threshold: z.number().int(),
  low_stock: z.boolean(),
  /** True while the price is still sample data: it cannot be listed until the owner sets one. */
  price_not_set: z.boolean(),
  updated_at: timestamp,
});
export type AdminProduct = z.output<typeof adminProduct>;

const productId = z.number({ error: 'Choose a product.' }).int().positive();

const ringgit = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: message });

const wholeNumber = (message: string, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: `Keep it under ${max.toLocaleString('en-MY')}.` });

export const adminProductList = defineAdminCall({
  path: '/admin/products/list',
  summary: 'Every product and combo with its price, status and stock',
  tag: 'admin products',
  admin: { stage: 'full', permission: 'catalogue.manage' },
  request: z.object({}),
  response: z.object({ products: z.array(adminProduct) }),
});

export const adminProductUpdate = defineAdminCall({
  path: '/admin/products/update',
  summary: 'Change what is on sale, the weight, the stock on hand and the low-stock level',
  tag: 'admin products',
  admin: { stage: 'full', permission: 'catalogue.manage' },
  request: z.object({
    id: productId,
    status: productStatus,
    weight_grams: wholeNumber('Enter the weight in grams, e.g. 160.', 30_000).refine(
      (grams) => grams > 0,
      { error: 'Enter the weight in grams, e.g. 160.' },
    ),
    stock_on_hand: wholeNumber('Enter how many boxes you have, e.g. 40.', 1_000_000),
    low_stock_threshold: wholeNumber('Enter when to warn about low stock, e.g. 10.', 1_000_000),
  }),
  response: z.object({ product: adminProduct }),
});

export const adminProductSetPrice = defineAdminCall({
  path: '/admin/products/set-price',
  summary: 'Change the price and the crossed-out price (asks for the password again)',
  tag: 'admin products',
  admin: { stage: 'full', permission: 'catalogue.price', reauth: true },
  request: z.object({
    id: productId,
    price: ringgit('Enter the price in RM, e.g. 198.00.'),
    compare_at_price: ringgit('Enter the crossed-out price in RM, e.g. 220.00, or leave it empty.')
      .nullable()
      .optional(),
  }),
  response: z.object({ product: adminProduct }),
});
