import { productOffer } from '@nyiur/api';
import { productStatusOf, sen, toAmountString } from '@nyiur/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../db/schema';
import { AppError } from '../http/app-error';
import { publicCall } from '../http/call-route';
import { ok } from '../http/envelope';

/** The live offer of one product: the price and status the owner set in the back office. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  publicCall(app, productOffer, async ({ input, ctx }) => {
    const [row] = await ctx.db.select().from(products).where(eq(products.id, input.product_id));
    if (!row) throw AppError.notFound('This product is not in the catalogue.');
    return ok({
      id: row.id,
      price: toAmountString(sen(row.priceSen)),
      compare_at_price:
        row.compareAtPriceSen === null ? null : toAmountString(sen(row.compareAtPriceSen)),
      status: productStatusOf(row),
      in_stock: row.stockOnHand > 0,
    });
  });
}
