import {
  adminContract,
  checkout as checkoutCall,
  productOffer,
  type AdminProduct,
} from '@nyiur/api';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { seedCatalogue } from '../../db/seed-catalogue';
import { deliveryTo } from '../../test/delivery-fixture';
import { post, registerMember } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { staffOf } from '../../test/admin-client';
import { productMessages } from './update-product';

const ESSENTIALS = 15373;
const LEAN = 15372;
const STARTER_DUO = 91001;

const { adminProductList, adminProductSetPrice, adminProductStock, adminProductUpdate } =
  adminContract;

describe.each(testDrivers())('the catalogue in the back office on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `products-${driver}`);

  const asOwner = async (path: string, body: unknown, recent = true) => {
    await staff.proofAge('owner', recent ? 0 : 10);
    return (await staff.browserFor('owner')).post(path, body);
  };
  const productOf = async (id: number): Promise<AdminProduct> => {
    const answer = await asOwner(adminProductList.path, {});
    expect(answer.status).toBe(200);
    const list = adminProductList.response.parse(answer.body.data).products;
    const found = list.find((product) => product.id === id);
    if (!found) throw new Error(`product ${id} missing`);
    return found;
  };
  const edit = (product: AdminProduct, change: Partial<Record<string, unknown>>) => ({
    id: product.id,
    status: product.status,
    weight_grams: product.weight_grams,
    low_stock_threshold: product.low_stock_threshold,
    ...change,
  });
  const cartAmount = async (token: string) => {
    const answer = await post(t().app, '/users/get', {}, token);
    return (answer.body.data as { cart: { amount: string } }).cart.amount;
  };

  it('keeps the owner’s price, status, weight and stock when the seed runs again', async () => {
    const price = await asOwner(adminProductSetPrice.path, {
      id: ESSENTIALS,
      price: '168.00',
      compare_at_price: '198.00',
    });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    const essentials = await productOf(ESSENTIALS);
    const update = await asOwner(
      adminProductUpdate.path,
      edit(essentials, { weight_grams: 170, low_stock_threshold: 8 }),
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const counted = await asOwner(adminProductStock.path, {
      id: ESSENTIALS,
      kind: 'counted',
      quantity: 7,
      expected_available: 100,
    });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);

    await seedCatalogue(db()); // what every start does

    const after = await productOf(ESSENTIALS);
    expect(after).toMatchObject({
      price: '168.00',
      compare_at_price: '198.00',
      status: 'listed',
      weight_grams: 170,
      on_hand: 7,
      available: 7,
      low_stock_threshold: 8,
      low_stock: true,
      out_of_stock: false,
    });

    // The shop shows and prices a cart with the owner's price at once.
    const offer = await post(t().app, productOffer.path, { product_id: ESSENTIALS });
    expect(productOffer.response.parse(offer.body.data)).toEqual({
      id: ESSENTIALS,
      price: '168.00',
      compare_at_price: '198.00',
      status: 'listed',
      in_stock: true,
    });
    const member = await registerMember(t().app);
    const added = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 2 },
      member.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await cartAmount(member.token)).toBe('336.00');
  });

  it('asks for the password again before a price change, and writes the audit row', async () => {
    const stale = await asOwner(
      adminProductSetPrice.path,
      { id: LEAN, price: '150.00', compare_at_price: null },
      false,
    );
    expect(stale.status).toBe(403);
    expect(stale.body.data).toEqual({ reauth_required: true });
    expect((await productOf(LEAN)).price).toBe('198.00');

    const tooLow = await asOwner(adminProductSetPrice.path, {
      id: LEAN,
      price: '150.00',
      compare_at_price: '120.00',
    });
    expect(tooLow.status).toBe(422);
    expect(tooLow.body.message).toBe(productMessages.compareAtTooLow);

    const done = await asOwner(adminProductSetPrice.path, { id: LEAN, price: '150.00' });
    expect(done.status).toBe(200);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.set_price'), eq(auditLog.entityId, String(LEAN))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      actorEmail: `products-${driver}-owner@nyiur.test`,
      entity: 'product',
      before: { price_sen: 19800, compare_at_price_sen: null },
      after: { price_sen: 15000, compare_at_price_sen: null },
    });

    const received = { id: LEAN, kind: 'received', quantity: 20, expected_available: 100 };
    const staleProof = await asOwner(adminProductStock.path, received, false);
    expect(staleProof.status).toBe(403);
    expect(staleProof.body.data).toEqual({ reauth_required: true });
    expect((await asOwner(adminProductStock.path, received)).status).toBe(200);
    const [stockRow] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.stock'), eq(auditLog.entityId, String(LEAN))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(stockRow).toMatchObject({
      actorEmail: `products-${driver}-owner@nyiur.test`,
      before: { available: 100, reserved: 0, to_ship: 0 },
      after: { available: 120, kind: 'received', entered: 20, change: 20 },
    });
  });

  it('refuses a packer and marketing every catalogue call', async () => {
    for (const role of ['packer', 'marketing'] as const) {
      const browser = await staff.browserFor(role);
      await staff.proofAge(role, 0);
      const list = await browser.post(adminProductList.path, {});
      expect(list.status, role).toBe(403);
      const price = await browser.post(adminProductSetPrice.path, { id: LEAN, price: '1.00' });
      expect(price.status, role).toBe(403);
      const update = await browser.post(
        adminProductUpdate.path,
        edit(await productOf(LEAN), { status: 'hidden' }),
      );
      expect(update.status, role).toBe(403);
    }
    expect((await productOf(LEAN)).status).toBe('listed');
  });

  it('keeps a hidden product out of carts and checkout, even one already in a cart', async () => {
    const member = await registerMember(t().app);
    const added = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: LEAN, quantity: 1 },
      member.token,
    );
    expect(added.status).toBe(200);

    const lean = await productOf(LEAN);
    const hide = await asOwner(adminProductUpdate.path, edit(lean, { status: 'hidden' }));
    expect(hide.status).toBe(200);
    expect(adminProductUpdate.response.parse(hide.body.data).product.status).toBe('hidden');
    const offer = await post(t().app, productOffer.path, { product_id: LEAN });
    expect(offer.body.data).toMatchObject({ status: 'hidden' });
    expect(productOffer.response.parse(offer.body.data).status).toBe('hidden');

    const another = await registerMember(t().app);
    const refused = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: LEAN, quantity: 1 },
      another.token,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This product is not available for sale.');

    const checkout = await post(t().app, checkoutCall.path, deliveryTo(), member.token);
    expect(checkout.status).toBe(422);
    expect(checkout.body.message).toBe(
      'MCT LeanEssentials is no longer for sale. Please remove it from your cart to check out.',
    );

    // Not for sale is refused the same way; listed again, the same cart checks out.
    await asOwner(adminProductUpdate.path, edit(lean, { status: 'not_for_sale' }));
    const notForSale = await post(t().app, checkoutCall.path, deliveryTo(), member.token);
    expect(notForSale.body.message).toBe(
      'MCT LeanEssentials is no longer for sale. Please remove it from your cart to check out.',
    );
    await asOwner(adminProductUpdate.path, edit(lean, { status: 'listed' }));
    const placed = await post(t().app, checkoutCall.path, deliveryTo(), member.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it('keeps a sample-priced combo not for sale until the owner sets its price', async () => {
    const duo = await productOf(STARTER_DUO);
    expect(duo).toMatchObject({ status: 'not_for_sale', price_not_set: true });
    const member = await registerMember(t().app);
    const refused = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: STARTER_DUO, quantity: 1 },
      member.token,
    );
    expect(refused.status).toBe(422);

    const list = await asOwner(adminProductUpdate.path, edit(duo, { status: 'listed' }));
    expect(list.status).toBe(422);
    expect(list.body.message).toBe(productMessages.priceNotSet);

    await asOwner(adminProductSetPrice.path, { id: STARTER_DUO, price: '360.00' });
    const listed = await asOwner(adminProductUpdate.path, edit(duo, { status: 'listed' }));
    expect(listed.status).toBe(200);
    expect(adminProductUpdate.response.parse(listed.body.data).product).toMatchObject({
      status: 'listed',
      price: '360.00',
      price_not_set: false,
    });
    const added = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: STARTER_DUO, quantity: 1 },
      member.token,
    );
    expect(added.status).toBe(200);

    await seedCatalogue(db());
    const [row] = await db().select().from(products).where(eq(products.id, STARTER_DUO));
    expect(row).toMatchObject({ priceSen: 36000, sellable: true, isSample: false });
  });
});
