import { addToCart, cart as cartSchema, contractMessages, removeCartItem } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from './change-cart';
import type { CartView } from './load-cart';
import { products } from '../db/schema';
import { post, registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { racing, testDrivers } from '../test/test-database';

const ESSENTIALS = 15373;
const LEAN = 15372;
const PRO = 16096;
// Test-only products (inserted below): cheap and light, and cheap but heavy.
const PENNY = 990001;
const BRICK = 990002;

type CartData = CartView;

describe.each(testDrivers())('cart on %s', (driver) => {
  const t = useTestApp(driver);

  const seedTestProducts = async () => {
    const base = {
      description: 'test',
      sellable: true,
      kind: 'product' as const,
      featuredGraphicUrl: '/x.svg',
      stockOnHand: 1_000_000,
    };
    await t()
      .database.db.insert(products)
      .values([
        { id: PENNY, slug: 'test-penny', name: 'Penny', priceSen: 100, weightGrams: 10, ...base },
        {
          id: BRICK,
          slug: 'test-brick',
          name: 'Brick',
          priceSen: 1000,
          weightGrams: 4000,
          ...base,
        },
      ])
      .onConflictDoNothing();
  };

  const add = (token: string, body: Record<string, unknown>) =>
    post(t().app, addToCart.path, body, token);

  it('adds with to_add "1" and otherwise sets the quantity', async () => {
    const member = await registerMember(t().app);
    const first = await add(member.token, { product_id: ESSENTIALS, quantity: 2, to_add: '1' });
    expect(first.status).toBe(200);
    const more = await add(member.token, { product_id: ESSENTIALS, quantity: '3', to_add: '1' });
    const afterAdd = cartSchema.parse(more.body.data);
    expect(afterAdd.cart_items).toHaveLength(1);
    expect(afterAdd.cart_items[0]).toMatchObject({ qty: 5, amount: '990.00', weight: 800 });
    expect(afterAdd.amount).toBe('990.00');

    const set = await add(member.token, { product_id: ESSENTIALS, quantity: 1 });
    expect((set.body.data as CartData).cart_items[0]?.qty).toBe(1);
    await add(member.token, { product_id: LEAN, quantity: 2, to_add: '0' });
    const me = await post(t().app, '/users/get', {}, member.token);
    const cart = cartSchema.parse((me.body.data as { cart: unknown }).cart);
    expect(cart.amount).toBe('594.00');
    expect(cart.cart_items.map((line) => [line.product.id, line.qty])).toEqual([
      [ESSENTIALS, 1],
      [LEAN, 2],
    ]);
  });

  it('answers the validation messages and refuses products not on sale', async () => {
    const member = await registerMember(t().app);
    const empty = await add(member.token, {});
    expect(empty.status).toBe(422);
    expect(empty.body.data).toEqual({
      errors: { product_id: contractMessages.product, quantity: contractMessages.quantity },
    });
    const zero = await add(member.token, { product_id: ESSENTIALS, quantity: 0 });
    expect(zero.status).toBe(422);
    expect(Object.keys((zero.body.data as { errors: object }).errors)).toEqual(['quantity']);
    const flag = await add(member.token, { product_id: ESSENTIALS, quantity: 1, to_add: 'yes' });
    expect(flag.status).toBe(422);
    const pro = await add(member.token, { product_id: PRO, quantity: 1 });
    expect(pro.status).toBe(422);
    expect(pro.body.message).toBe(cartMessages.unavailable);
    const unknown = await add(member.token, { product_id: 424242, quantity: 1 });
    expect(unknown.body.data).toEqual({ errors: { product_id: cartMessages.unavailable } });
    const malformed = await post(t().app, addToCart.path, '{"product_id":', member.token);
    expect(malformed.status).toBe(400);
    const types = await add(member.token, { product_id: [1], quantity: { n: 1 } });
    expect(types.status).toBe(422);
  });

  it('refuses a product the owner marked out of stock, with its name', async () => {
    const member = await registerMember(t().app);
    const db = t().database.db;
    await db.update(products).set({ stockOnHand: 0 }).where(eq(products.id, LEAN));
    try {
      const refused = await add(member.token, { product_id: LEAN, quantity: 1 });
      expect(refused.status).toBe(422);
      expect(refused.body.data).toEqual({
        errors: { product_id: 'MCT LeanEssentials is out of stock for now.' },
      });
    } finally {
      await db.update(products).set({ stockOnHand: 100 }).where(eq(products.id, LEAN));
    }
  });

  it('needs a signed-in member', async () => {
    const answer = await post(t().app, addToCart.path, { product_id: ESSENTIALS, quantity: 1 });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(messages.errors.unauthorized);
    expect((await post(t().app, removeCartItem.path, { cart_item_id: 1 })).status).toBe(401);
  });

  it('keeps the RM3,000 and 10 kg limits with the spec messages', async () => {
    await seedTestProducts();
    const member = await registerMember(t().app);
    const ok = await add(member.token, { product_id: ESSENTIALS, quantity: 15 });
    expect((ok.body.data as CartData).amount).toBe('2970.00');
    const over = await add(member.token, { product_id: ESSENTIALS, quantity: 1, to_add: '1' });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(messages.cart.overAmount);
    const other = await add(member.token, { product_id: LEAN, quantity: 1 });
    expect(other.body.message).toBe(messages.cart.overAmount);

    const heavy = await registerMember(t().app);
    expect((await add(heavy.token, { product_id: BRICK, quantity: 2 })).status).toBe(200);
    const tooHeavy = await add(heavy.token, { product_id: ESSENTIALS, quantity: 13 });
    expect(tooHeavy.status).toBe(422);
    expect(tooHeavy.body.message).toBe(messages.cart.overWeight);
    expect(tooHeavy.body.data).toEqual({ errors: { quantity: messages.cart.overWeight } });
    // Exactly 10 kg is allowed: 8000 g of bricks + 12 x 160 g = 9920 g; + 80 g of pennies = 10000 g.
    expect((await add(heavy.token, { product_id: ESSENTIALS, quantity: 12 })).status).toBe(200);
    expect((await add(heavy.token, { product_id: PENNY, quantity: 8 })).status).toBe(200);
    expect((await add(heavy.token, { product_id: PENNY, quantity: 9 })).body.message).toBe(
      messages.cart.overWeight,
    );
  });

  racing(driver)('50 parallel to_add requests for one line end at the exact sum', async () => {
    await seedTestProducts();
    const member = await registerMember(t().app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        add(member.token, { product_id: PENNY, quantity: 1, to_add: '1' }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const me = await post(t().app, '/users/get', {}, member.token);
    const cart = (me.body.data as { cart: CartData }).cart;
    expect(cart.cart_items).toHaveLength(1);
    expect(cart.cart_items[0]?.qty).toBe(50);
    expect(cart.amount).toBe('50.00');
  });

  racing(driver)('parallel adds never push a cart past RM3,000', async () => {
    const member = await registerMember(t().app);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        add(member.token, {
          product_id: index % 2 === 0 ? ESSENTIALS : LEAN,
          quantity: 1,
          to_add: '1',
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBe(15);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(messages.cart.overAmount);
    }
    const me = await post(t().app, '/users/get', {}, member.token);
    const cart = (me.body.data as { cart: CartData }).cart;
    expect(cart.amount).toBe('2970.00');
    expect(cart.cart_items.reduce((sum, line) => sum + line.qty, 0)).toBe(15);
  });

  it('removes only the member’s own lines', async () => {
    const owner = await registerMember(t().app);
    const other = await registerMember(t().app);
    const added = await add(owner.token, { product_id: ESSENTIALS, quantity: 1 });
    const lineId = (added.body.data as CartData).cart_items[0]?.id;
    const stolen = await post(t().app, removeCartItem.path, { cart_item_id: lineId }, other.token);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(cartMessages.itemNotFound);
    const invalid = await post(t().app, removeCartItem.path, { cart_item_id: 'abc' }, owner.token);
    expect(invalid.body.data).toEqual({ errors: { cart_item_id: contractMessages.cartItem } });
    const removed = await post(t().app, removeCartItem.path, { cart_item_id: lineId }, owner.token);
    expect(removed.status).toBe(200);
    expect(cartSchema.parse(removed.body.data)).toEqual({ amount: '0.00', cart_items: [] });
    expect(
      (await post(t().app, removeCartItem.path, { cart_item_id: lineId }, owner.token)).status,
    ).toBe(404);
  });
});
