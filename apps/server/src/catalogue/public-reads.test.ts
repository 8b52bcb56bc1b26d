import {
  adminContract,
  logout,
  productOffer,
  reviewsList,
  usersGet,
  usersOption,
} from '@nyiur/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { CapturingTransport } from '../test/capturing-transport';
import { post, registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { freshRedisPrefix, testRedisUrl } from '../test/env';
import { staffOf } from '../test/admin-client';

const ESSENTIALS = 15373;
const LEAN = 15372;

const {
  adminProductSetPrice,
  adminProductStock,
  adminProductUpdate,
  adminProductList,
  adminReviewHide,
} = adminContract;

/** Asks again until `check` holds or two seconds pass (pub/sub is quick, never instant). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2000;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/*
 * Two nodes on one database, each with its own memory, linked through Redis: what the back office
 * changes on one is what both show next. The entries live 60 s, so only the invalidation can make
 * the second node show a change within the two seconds the test waits.
 */
describe.each(testDrivers())('public data cached on two nodes of one %s database', (driver) => {
  const t = useTestApp(driver, {
    env: { REDIS_URL: testRedisUrl, REDIS_PREFIX: freshRedisPrefix() },
  });
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `cache-${driver}`);
  let second: FastifyInstance | undefined;

  beforeAll(async () => {
    second = await buildApp({
      config: t().config,
      database: t().database,
      mailTransport: new CapturingTransport(),
      logger: false,
      runOutbox: false,
    });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
  });
  const other = (): FastifyInstance => {
    if (!second) throw new Error('second node not started');
    return second;
  };

  const asOwner = async (path: string, body: unknown) => {
    await staff.proofAge('owner', 0);
    const answer = await (await staff.browserFor('owner')).post(path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer;
  };
  const offerOn = async (node: FastifyInstance, productId: number) => {
    const answer = await post(node, productOffer.path, { product_id: productId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return productOffer.response.parse(answer.body.data);
  };
  const reviewIdsOn = async (node: FastifyInstance, productId: number) => {
    const answer = await post(node, reviewsList.path, { product_id: productId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return reviewsList.response.parse(answer.body.data).map((review) => review.id);
  };
  const sampleOn = (node: FastifyInstance, productId: number) =>
    post(node, usersOption.path, { product_id: productId });

  it('keeps public data for 60 s when Redis carries the changes', () => {
    expect(t().config.publicCacheTtlSeconds).toBe(60);
    expect(t().ctx.publicCache.ttlMs).toBe(60_000);
  });

  it('refuses a signed-out session on the other node too, though it was checked there just before', async () => {
    const member = await registerMember(t().app);
    // Both nodes have just found the token good and keep it for a few seconds.
    for (const node of [t().app, other()]) {
      expect((await post(node, usersGet.path, {}, member.token)).status).toBe(200);
    }
    const out = await post(t().app, logout.path, { refresh_token: member.refreshToken });
    expect(out.status).toBe(200);
    expect((await post(t().app, usersGet.path, {}, member.token)).body.code).toBe(1002);
    const there = await eventually(
      () => post(other(), usersGet.path, {}, member.token),
      (answer) => answer.status === 401,
    );
    expect(there.body.code).toBe(1002);
  });

  it('shows a new price at once on the node that saved it and on the other node', async () => {
    const [here, there] = [await offerOn(t().app, ESSENTIALS), await offerOn(other(), ESSENTIALS)];
    expect(there.price).toBe(here.price);
    // Both nodes now answer from memory.
    const hits = t().ctx.publicCache.stats().hits;
    await offerOn(t().app, ESSENTIALS);
    expect(t().ctx.publicCache.stats().hits).toBe(hits + 1);

    await asOwner(adminProductSetPrice.path, {
      id: ESSENTIALS,
      price: '177.00',
      compare_at_price: '199.00',
    });
    expect(await offerOn(t().app, ESSENTIALS)).toMatchObject({
      price: '177.00',
      compare_at_price: '199.00',
    });
    const elsewhere = await eventually(
      () => offerOn(other(), ESSENTIALS),
      (offer) => offer.price === '177.00',
    );
    expect(elsewhere).toMatchObject({ price: '177.00', compare_at_price: '199.00' });
  });

  it('stops offering a hidden product on both nodes at once, and its stock is never kept', async () => {
    expect((await sampleOn(t().app, LEAN)).status).toBe(200);
    expect((await sampleOn(other(), LEAN)).status).toBe(200);
    const list = await asOwner(adminProductList.path, {});
    const lean = adminProductList.response
      .parse(list.body.data)
      .products.find((product) => product.id === LEAN);
    if (!lean) throw new Error('LeanEssentials missing');
    const edit = {
      id: LEAN,
      weight_grams: lean.weight_grams,
      low_stock_threshold: lean.low_stock_threshold,
    };
    const stock = (kind: string, quantity: number, expected: number) =>
      asOwner(adminProductStock.path, { id: LEAN, kind, quantity, expected_available: expected });

    await stock('counted', 0, lean.available);
    await asOwner(adminProductUpdate.path, { ...edit, status: 'hidden' });
    expect((await sampleOn(t().app, LEAN)).status).toBe(422);
    expect((await offerOn(t().app, LEAN)).status).toBe('hidden');
    const hiddenThere = await eventually(
      () => sampleOn(other(), LEAN),
      (answer) => answer.status === 422,
    );
    expect(hiddenThere.status).toBe(422);
    expect((await offerOn(other(), LEAN)).in_stock).toBe(false);

    await asOwner(adminProductUpdate.path, { ...edit, status: 'listed' });
    await stock('received', 7, 0);
    expect(await offerOn(t().app, LEAN)).toMatchObject({ status: 'listed', in_stock: true });
    const listedThere = await eventually(
      () => offerOn(other(), LEAN),
      (offer) => offer.status === 'listed',
    );
    expect(listedThere.in_stock).toBe(true);
  });

  it('drops a hidden review from the shop on both nodes', async () => {
    const shown = await reviewIdsOn(t().app, ESSENTIALS);
    expect(await reviewIdsOn(other(), ESSENTIALS)).toEqual(shown);
    const [hidden] = shown;
    if (hidden === undefined) throw new Error('no review shown');

    await staff.proofAge('marketing', 0);
    const hide = await (
      await staff.browserFor('marketing')
    ).post(adminReviewHide.path, {
      id: hidden,
    });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    expect(await reviewIdsOn(t().app, ESSENTIALS)).not.toContain(hidden);
    const there = await eventually(
      () => reviewIdsOn(other(), ESSENTIALS),
      (ids) => !ids.includes(hidden),
    );
    expect(there).toEqual(shown.filter((id) => id !== hidden));
  });
});
