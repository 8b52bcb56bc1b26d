import { BENCH_PRODUCT_ID } from './api-bench';
import type { BackOffice } from './back-office-owner';

/** The sale: 100 boxes, a voucher of 50 uses, RM10 off, one use per shopper. */
export const FLASH_STOCK = 100;
export const FLASH_VOUCHER = { code: 'SALE1212', uses: 50, amount: '10.00' } as const;

/** Sets the box's free-to-sell stock to `stock` and creates the sale's voucher, as an owner. */
export async function openTheSale(office: BackOffice, stock: number): Promise<void> {
  const { products } = await office.post<{ products: { id: number; available: number }[] }>(
    '/admin/products/list',
  );
  const box = products.find((product) => product.id === BENCH_PRODUCT_ID);
  if (!box) throw new Error(`product ${BENCH_PRODUCT_ID} is not in the catalogue`);
  // An adjustment, not a shelf count: a count would also subtract boxes held by other orders.
  if (box.available !== stock) {
    const { product } = await office.post<{ product: { available: number } }>(
      '/admin/products/stock',
      {
        id: BENCH_PRODUCT_ID,
        kind: 'adjusted',
        quantity: stock - box.available,
        expected_available: box.available,
        reason: `12.12 sale: ${stock} boxes`,
      },
    );
    if (product.available !== stock)
      throw new Error(`the stock reads ${product.available} free to sell after the change`);
  }
  await office.post('/admin/vouchers/create', {
    code: FLASH_VOUCHER.code,
    kind: 'amount_off',
    amount: FLASH_VOUCHER.amount,
    percent: null,
    cap: null,
    min_spend: '0',
    product_ids: [BENCH_PRODUCT_ID],
    starts_at: null,
    ends_at: null,
    total_uses: FLASH_VOUCHER.uses,
    uses_per_customer: 1,
    first_order_only: false,
    members_only: false,
    show_hint: true,
    note: '12.12 sale',
  });
}
