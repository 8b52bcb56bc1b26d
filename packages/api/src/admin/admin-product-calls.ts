import { MANUAL_STOCK_KINDS, PRODUCT_STATUSES, STOCK_MOVEMENT_KINDS } from '@nyiur/domain';
import { z } from '../zod';
import { amountString, optionalText, timestamp } from '../models/primitives';
import { defineAdminCall } from './define-admin-call';

/* The catalogue: prices, what is on sale, weights and stock. The owner's pages. */

export const productStatus = z.enum(PRODUCT_STATUSES, {
  error: 'Choose listed, hidden or not for sale.',
});

export const stockMovementKind = z.enum(STOCK_MOVEMENT_KINDS);

/** One line of the stock ledger. */
export const stockMovement = z.object({
  id: z.number().int(),
  kind: stockMovementKind,
  /** Boxes added (positive) or taken (negative). */
  quantity: z.number().int(),
  available_after: z.number().int(),
  reason: z.string(),
  /** The member of staff's e-mail, or null for the shop itself (checkout, payment, expiry). */
  by: z.string().nullable(),
  /** The order's RefNo for checkout, payment and release movements. */
  order_ref: z.string().nullable(),
  at: timestamp,
});
export type StockMovement = z.output<typeof stockMovement>;

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
  /** Boxes on the shelf: free to sell, reserved and to ship (a combo: as many as its boxes allow). */
  on_hand: z.number().int(),
  /** Boxes in orders waiting for payment. */
  reserved: z.number().int(),
  /** Boxes paid for, not yet shipped or collected. */
  to_ship: z.number().int(),
  /** Boxes the shop can still sell; send it back as `expected_available` with a stock change. */
  available: z.number().int(),
  low_stock_threshold: z.number().int(),
  /** On sale, at or below the low-stock level, and not sold out. */
  low_stock: z.boolean(),
  /** On sale with nothing left to sell. */
  out_of_stock: z.boolean(),
  /** The latest changes of the stock, newest first (none for a combo: its boxes move). */
  movements: z.array(stockMovement),
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
  summary: 'Change what is on sale, the weight and the low-stock level',
  tag: 'admin products',
  admin: { stage: 'full', permission: 'catalogue.manage' },
  request: z.object({
    id: productId,
    status: productStatus,
    weight_grams: wholeNumber('Enter the weight in grams, e.g. 160.', 30_000).refine(
      (grams) => grams > 0,
      { error: 'Enter the weight in grams, e.g. 160.' },
    ),
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

export const stockChangeMessages = {
  received: 'Enter how many boxes arrived, e.g. 40.',
  counted: 'Enter how many boxes are on the shelf, e.g. 95.',
  adjusted: 'Enter the boxes to add, or a minus sign to take off, e.g. -2.',
  reason: 'Say why, e.g. 2 boxes damaged in the store.',
  kind: 'Choose received, shelf count or adjust.',
  expected: 'Reload the page and try again.',
} as const;

const boxes = z.number({ error: stockChangeMessages.adjusted }).int({
  error: stockChangeMessages.adjusted,
});

export const adminProductStock = defineAdminCall({
  path: '/admin/products/stock',
  summary:
    'Record boxes received, a shelf count or an adjustment; refused (409) when the stock changed since the page was read',
  tag: 'admin products',
  admin: { stage: 'full', permission: 'catalogue.manage', reauth: true },
  request: z
    .object({
      id: productId,
      kind: z.enum(MANUAL_STOCK_KINDS, { error: stockChangeMessages.kind }),
      /** Received: boxes in (1 or more); counted: boxes on the shelf (0 or more); adjusted: +/- boxes. */
      quantity: boxes.min(-1_000_000).max(1_000_000, { error: 'Keep it under 1,000,000.' }),
      /** `available` as the page showed it. */
      expected_available: z.number({ error: stockChangeMessages.expected }).int().min(0),
      reason: optionalText(200),
    })
    .superRefine((change, context) => {
      const refuse = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (change.kind === 'received' && change.quantity < 1) {
        refuse('quantity', stockChangeMessages.received);
      }
      if (change.kind === 'counted' && change.quantity < 0) {
        refuse('quantity', stockChangeMessages.counted);
      }
      if (change.kind === 'adjusted' && change.quantity === 0) {
        refuse('quantity', stockChangeMessages.adjusted);
      }
      if (change.kind === 'adjusted' && !change.reason) {
        refuse('reason', stockChangeMessages.reason);
      }
    }),
  response: z.object({ product: adminProduct }),
});
