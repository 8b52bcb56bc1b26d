import { describe, expect, it } from 'vitest';
import { countQueries } from '../test/count-queries';
import { post, registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { loadCart } from './load-cart';

describe.each(testDrivers())('loading carts on %s', (driver) => {
  const t = useTestApp(driver);

  it('reads the carts asked for at one moment in one query, each member their own', async () => {
    const db = t().database.db;
    const [two, one, none] = await Promise.all([
      registerMember(t().app),
      registerMember(t().app),
      registerMember(t().app),
    ]);
    await post(t().app, '/users/add-to-cart', { product_id: 15373, quantity: 2 }, two!.token);
    await post(t().app, '/users/add-to-cart', { product_id: 15372, quantity: 1 }, two!.token);
    await post(t().app, '/users/add-to-cart', { product_id: 15372, quantity: 3 }, one!.token);
    const alone = {
      two: await loadCart(db, two!.id),
      one: await loadCart(db, one!.id),
      none: await loadCart(db, none!.id),
    };
    expect(alone.two.cart_items.map((line) => [line.product.id, line.qty])).toEqual([
      [15373, 2],
      [15372, 1],
    ]);
    expect(alone.one.cart_items.map((line) => [line.product.id, line.qty])).toEqual([[15372, 3]]);
    expect(alone.none).toEqual({ amount: '0.00', cart_items: [] });

    const queries = await countQueries(
      db,
      async () => {
        const together = await Promise.all([
          loadCart(db, none!.id),
          loadCart(db, two!.id),
          loadCart(db, one!.id),
          loadCart(db, two!.id),
        ]);
        expect(together).toEqual([alone.none, alone.two, alone.one, alone.two]);
      },
      'cart_items',
    );
    expect(queries).toBe(1);
  });

  it('sees a change committed just before it asks', async () => {
    const member = await registerMember(t().app);
    expect((await loadCart(t().database.db, member.id)).cart_items).toEqual([]);
    await post(t().app, '/users/add-to-cart', { product_id: 15373, quantity: 1 }, member.token);
    const [after] = await Promise.all([loadCart(t().database.db, member.id)]);
    expect(after?.cart_items.map((line) => line.qty)).toEqual([1]);
  });
});
