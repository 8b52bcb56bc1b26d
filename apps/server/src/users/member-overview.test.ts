import { addressAdd } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { countQueries } from '../test/count-queries';
import { post, registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { memberOverview } from './member-overview';

describe.each(testDrivers())('member overviews on %s', (driver) => {
  const t = useTestApp(driver);

  it('reads the overviews asked for at one moment in one query, each member their own', async () => {
    const db = t().database.db;
    const [shopper, plain] = await Promise.all([registerMember(t().app), registerMember(t().app)]);
    await post(t().app, '/users/add-to-cart', { product_id: 15373, quantity: 2 }, shopper!.token);
    const address = await post(
      t().app,
      addressAdd.path,
      {
        country: 'Malaysia',
        first_name: 'Aina',
        last_name: 'Rahman',
        address: '12 Jalan Mawar',
        postcode: '43000',
        city: 'Kajang',
        state: 'Selangor',
        phone_no: '0123456789',
        default_shipping_address: '1',
      },
      shopper!.token,
    );
    expect(address.status).toBe(200);
    const alone = [await memberOverview(db, shopper!.id), await memberOverview(db, plain!.id)];
    expect(alone[0]!.lines.map((line) => [line.product.id, line.quantity])).toEqual([[15373, 2]]);
    expect(alone[0]!.shipping?.city).toBe('Kajang');
    expect(alone[1]).toEqual({ shipping: undefined, lines: [], referralCode: null, locale: 'en' });

    const queries = await countQueries(
      db,
      async () => {
        const together = await Promise.all([
          memberOverview(db, plain!.id),
          memberOverview(db, shopper!.id),
        ]);
        expect(together).toEqual([alone[1], alone[0]]);
      },
      'cart_items',
    );
    expect(queries).toBe(1);
  });
});
