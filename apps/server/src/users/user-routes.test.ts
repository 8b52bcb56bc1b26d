import { contractMessages, orderHistory, usersGet, usersOption } from '@nyiur/api';
import { MALAYSIAN_STATES } from '@nyiur/domain';
import { pickupLocations as contentPickupLocations } from '@nyiur/content';
import { describe, expect, it } from 'vitest';
import { post, registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { optionMessages } from './user-routes';

describe.each(testDrivers())('profile and option lists on %s', (driver) => {
  const t = useTestApp(driver);

  it('users/get answers the profile with cart and default address', async () => {
    const member = await registerMember(t().app, { last_name: '' });
    const answer = await post(t().app, usersGet.path, {}, member.token);
    expect(answer.status).toBe(200);
    const data = usersGet.response.parse(answer.body.data);
    expect(data).toMatchObject({
      id: member.id,
      email: member.email,
      first_name: 'Nur',
      last_name: null,
      cart: { amount: '0.00', cart_items: [] },
      shipping_address: null,
      referral_code: null,
    });
    expect((await post(t().app, usersGet.path, {})).status).toBe(401);
    expect((await post(t().app, usersGet.path, '{{', member.token)).status).toBe(400);
  });

  it('users/option lists Malaysia with its states, pick-up points in order, and the member cart', async () => {
    const member = await registerMember(t().app);
    await post(t().app, '/users/add-to-cart', { product_id: 15373, quantity: 2 }, member.token);
    const answer = await post(t().app, usersOption.path, {}, member.token);
    expect(answer.status).toBe(200);
    const data = usersOption.response.parse(answer.body.data);
    expect(data.countries).toEqual([
      { name: 'Malaysia', states: MALAYSIAN_STATES.map((state) => state.name) },
    ]);
    expect(data.pickup_locations).toEqual(
      contentPickupLocations.map(({ id, venue }) => ({ id, venue })),
    );
    expect(data.cart?.amount).toBe('396.00');

    const guest = await post(t().app, usersOption.path, {});
    expect(usersOption.response.parse(guest.body.data).cart).toBeNull();
  });

  it('users/option gives a guest with a free-sample product a one-line RM0 cart', async () => {
    const lead = await post(t().app, '/users/free-sample-registration', {
      name: 'Guest',
      email: `guest-${Date.now()}@example.test`,
      phone: `01${String(Date.now()).slice(-8)}`,
      gender: 'female',
      product_id: 15372,
    });
    expect(lead.status).toBe(200);
    const answer = await post(t().app, usersOption.path, {
      product_id: '15372',
      contact_id: String(lead.body.data),
    });
    expect(answer.status).toBe(200);
    const cart = usersOption.response.parse(answer.body.data).cart;
    expect(cart?.amount).toBe('0.00');
    expect(cart?.cart_items).toHaveLength(1);
    expect(cart?.cart_items[0]).toMatchObject({ qty: 1, amount: '0.00', product: { id: 15372 } });

    const pro = await post(t().app, usersOption.path, { product_id: 16096 });
    expect(pro.body.data).toEqual({ errors: { product_id: optionMessages.product } });
    const noContact = await post(t().app, usersOption.path, {
      product_id: 15372,
      contact_id: 999999,
    });
    expect(noContact.body.data).toEqual({ errors: { contact_id: optionMessages.contact } });
    const wrong = await post(t().app, usersOption.path, { product_id: 'x' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toEqual({ errors: { product_id: contractMessages.product } });
  });

  it('users/option refuses an expired token with 1001 rather than answering as a guest', async () => {
    const member = await registerMember(t().app);
    const sid = (
      JSON.parse(Buffer.from(member.token.split('.')[1] ?? '', 'base64url').toString()) as {
        sid: string;
      }
    ).sid;
    const expired = await t().ctx.accessTokens.sign(member.id, sid, Date.now() - 3 * 3600 * 1000);
    const answer = await post(t().app, usersOption.path, {}, expired);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(1001);
  });

  it('order-history answers a list for members only', async () => {
    const member = await registerMember(t().app);
    const answer = await post(t().app, orderHistory.path, {}, member.token);
    expect(answer.status).toBe(200);
    expect(orderHistory.response.parse(answer.body.data)).toEqual([]);
    expect((await post(t().app, orderHistory.path, {})).status).toBe(401);
  });
});
