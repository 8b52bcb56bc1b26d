import { productOffer, ok } from '@nyiur/api';
import { productStatusOf, sen, toAmountString } from '@nyiur/domain';
import type { FastifyInstance } from 'fastify';
import { catalogueProduct, stockOnHand } from './public-reads';
import { AppError } from '../http/app-error';
import { publicCall } from '../http/call-route';

/** The live offer of one product: the price and status the owner set in the back office. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  publicCall(app, productOffer, async ({ input, ctx }) => {
    // Price and status from memory (dropped on every back-office edit); stock from the database.
    const [row, stock] = await Promise.all([
      catalogueProduct(ctx, input.product_id),
      stockOnHand(ctx, input.product_id),
    ]);
    if (!row) throw AppError.notFound('This product is not in the catalogue.');
    return ok({
      id: row.id,
      price: toAmountString(sen(row.priceSen)),
      compare_at_price:
        row.compareAtPriceSen === null ? null : toAmountString(sen(row.compareAtPriceSen)),
      status: productStatusOf(row),
      in_stock: stock > 0,
    });
  });
}
