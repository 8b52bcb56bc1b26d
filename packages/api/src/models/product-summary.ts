import { z } from '../zod';

/** The product as a cart line or an order line shows it (spec §3). */
export const productSummary = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  featured_graphic_url: z.string().nullable(),
});
export type ProductSummary = z.output<typeof productSummary>;
