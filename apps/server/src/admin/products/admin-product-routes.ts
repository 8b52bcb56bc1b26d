import { adminContract } from '@nyiur/api';
import { parseAmount } from '@nyiur/domain';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { actorOf, adminCall } from '../../http/admin-call';
import { changeStock } from './change-stock';
import { adminProductViewOf, adminProductViews } from './product-view';
import { setProductPrice, updateProduct } from './update-product';

const { adminProductList, adminProductSetPrice, adminProductStock, adminProductUpdate } =
  adminContract;

/** The owner's catalogue: products and combos, their prices, status and stock. */
export async function adminProductRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminProductList, async ({ ctx }) => {
    const rows = await ctx.db.select().from(products).orderBy(asc(products.kind), asc(products.id));
    return { products: await adminProductViews(ctx.db, rows) };
  });

  adminCall(app, adminProductUpdate, async ({ input, caller, ctx, request }) => {
    const row = await updateProduct(
      ctx.db,
      {
        id: input.id,
        status: input.status,
        weightGrams: input.weight_grams,
        lowStockThreshold: input.low_stock_threshold,
      },
      actorOf({ caller, request }),
    );
    // After the commit: the shop's catalogue on every node shows the change from now on.
    ctx.publicCache.changed('catalogue');
    return { product: await adminProductViewOf(ctx.db, row) };
  });

  adminCall(app, adminProductStock, async ({ input, caller, ctx, request }) => {
    const row = await changeStock(
      ctx.db,
      {
        id: input.id,
        kind: input.kind,
        quantity: input.quantity,
        expectedAvailable: input.expected_available,
        reason: input.reason ?? '',
      },
      actorOf({ caller, request }),
    );
    return { product: await adminProductViewOf(ctx.db, row) };
  });

  adminCall(app, adminProductSetPrice, async ({ input, caller, ctx, request }) => {
    const priceSen = parseAmount(input.price);
    if (priceSen === null || priceSen <= 0) {
      throw AppError.validation({ price: 'Enter the price in RM, e.g. 198.00.' });
    }
    const compareAt = input.compare_at_price ? parseAmount(input.compare_at_price) : null;
    const row = await setProductPrice(
      ctx.db,
      { id: input.id, priceSen, compareAtPriceSen: compareAt },
      actorOf({ caller, request }),
    );
    // After the commit: the shop's catalogue on every node shows the change from now on.
    ctx.publicCache.changed('catalogue');
    return { product: await adminProductViewOf(ctx.db, row) };
  });
}
