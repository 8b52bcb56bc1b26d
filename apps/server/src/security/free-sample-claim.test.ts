import { contractMessages, freeSampleRegistration, guestCheckout } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { post, uniqueEmail } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const ESSENTIALS = 15373;
let phones = 0;
const uniquePhone = () => `01${String(Date.now() + (phones += 1)).slice(-8)}`;

const address = (state: string, first_name = 'Aina') => ({
  country: 'Malaysia',
  first_name,
  last_name: 'Rahman',
  recipient_number: '0123456789',
  address: 'No. 8, Jalan Kelapa',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state,
});

/**
 * The guest checkout used to trust the sequential contact id alone: counting ids returned other
 * registrants' details in the signed payment request, and posting first for someone's id made
 * their checkout answer the attacker's order. It now needs the registration's claim token.
 */
describe.each(testDrivers())('free-sample claim on %s', (driver) => {
  const t = useTestApp(driver);

  const register = async () => {
    const email = uniqueEmail('sample');
    const answer = await post(t().app, freeSampleRegistration.path, {
      name: 'Siti Victim',
      email,
      phone: uniquePhone(),
      gender: 'female',
      product_id: ESSENTIALS,
    });
    expect(answer.status).toBe(200);
    const id = freeSampleRegistration.response.parse(answer.body.data);
    const { claim_token } = freeSampleRegistration.meta.parse(answer.body.meta);
    return { id, email, claim_token };
  };

  it('refuses a checkout by contact id alone or with a wrong token, telling nothing', async () => {
    const victim = await register();
    const guesses = [
      { contact_id: victim.id },
      { contact_id: victim.id, claim_token: 'A'.repeat(43) },
      { contact_id: victim.id + 1000, claim_token: victim.claim_token },
    ];
    for (const guess of guesses) {
      const answer = await post(t().app, guestCheckout.path, {
        ...address('Selangor', 'Attacker'),
        product_id: ESSENTIALS,
        ...guess,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({ errors: { claim_token: contractMessages.sampleClaim } });
      expect(JSON.stringify(answer.body)).not.toContain(victim.email);
    }
    const orders = await t()
      .database.db.select()
      .from(salesOrders)
      .where(eq(salesOrders.contactId, victim.id));
    expect(orders).toEqual([]);

    const own = await post(t().app, guestCheckout.path, {
      ...address('Selangor'),
      contact_id: victim.id,
      product_id: ESSENTIALS,
      claim_token: victim.claim_token,
    });
    expect(own.status).toBe(200);
    expect(guestCheckout.response.parse(own.body.data).payment_request.UserEmail).toBe(
      victim.email,
    );
  });

  it("keeps one order that follows the registrant's latest details", async () => {
    const guest = await register();
    const order = (state: string, name: string) =>
      post(t().app, guestCheckout.path, {
        ...address(state, name),
        contact_id: guest.id,
        product_id: ESSENTIALS,
        claim_token: guest.claim_token,
      });
    const first = guestCheckout.response.parse((await order('Selangor', 'Aina')).body.data);
    const sameFee = guestCheckout.response.parse((await order('Selangor', 'Nur Aina')).body.data);
    expect(sameFee.uuid).toBe(first.uuid);
    expect(sameFee.payment_request.RefNo).toBe(first.payment_request.RefNo);
    expect(sameFee.payment_request.UserName).toBe('Nur Aina Rahman');

    // East Malaysia costs more to ship: the amount changes, so the payment gets a new RefNo.
    const east = guestCheckout.response.parse((await order('Sabah', 'Nur Aina')).body.data);
    expect(east.uuid).toBe(first.uuid);
    expect(east.payment_request.Amount).not.toBe(first.payment_request.Amount);
    expect(east.payment_request.RefNo).not.toBe(first.payment_request.RefNo);
    const rows = await t()
      .database.db.select()
      .from(salesOrders)
      .where(eq(salesOrders.contactId, guest.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'Sabah', firstName: 'Nur Aina' });
  });

  it('refuses an expired claim and keeps only its hash', async () => {
    const guest = await register();
    const [row] = await t().database.db.select().from(contacts).where(eq(contacts.id, guest.id));
    expect(row?.claimTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.claimTokenHash).not.toContain(guest.claim_token);
    await t()
      .database.db.update(contacts)
      .set({ claimExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(contacts.id, guest.id));
    const late = await post(t().app, guestCheckout.path, {
      ...address('Selangor'),
      contact_id: guest.id,
      product_id: ESSENTIALS,
      claim_token: guest.claim_token,
    });
    expect(late.status).toBe(422);
  });
});
