import { contractMessages } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../db/schema/payment-messages';
import { BACKEND_PATH, RESPONSE_PATH } from '../payments/payment-gateway';
import { post, registerMember, uniqueEmail } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const NUL = '\u0000';
const delivery = {
  country: 'Malaysia',
  first_name: `Nur${NUL}`,
  last_name: 'Aina',
  recipient_number: '0123456789',
  address: 'No. 3, Jalan Kelapa',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
};

/**
 * A NUL byte in a text field used to reach PostgreSQL and answer 500. Every form now answers 422
 * with the field's message, and the payment callbacks take such a message without failing.
 */
describe.each(testDrivers())('control characters on %s', (driver) => {
  const t = useTestApp(driver);

  it('answers 422 with a field message on every form, never 500', async () => {
    const member = await registerMember(t().app);
    const attempts: [string, Record<string, unknown>, string, string?][] = [
      [
        '/users/register',
        {
          first_name: `Nur${NUL}`,
          email: uniqueEmail(),
          password: 'kelapa muda segar',
          referral_code: 'MNA001',
        },
        'first_name',
      ],
      [
        '/users/contact-create',
        {
          contact_type: 'contact',
          name: 'Aisyah',
          mobile: '0123456789',
          email: uniqueEmail(),
          country: 'Malaysia',
          comments: `Hello${NUL}`,
        },
        'comments',
      ],
      [
        '/users/free-sample-registration',
        {
          name: `Ai${NUL}syah`,
          email: uniqueEmail(),
          phone: '0123456789',
          gender: 'female',
          product_id: 1,
        },
        'name',
      ],
      ['/users/guest-checkout', { ...delivery, contact_id: 1, product_id: 1 }, 'first_name'],
      [
        '/users/checkout',
        { ...delivery, is_pickup: '0', save_address: '0' },
        'first_name',
        member.token,
      ],
      [
        '/users/address-add',
        { ...delivery, default_shipping_address: '0' },
        'first_name',
        member.token,
      ],
    ];
    for (const [path, body, field, token] of attempts) {
      const answer = await post(t().app, path, body, token);
      expect(answer.status, path).toBe(422);
      expect((answer.body.data as { errors: Record<string, string> }).errors[field], path).toBe(
        contractMessages.controlCharacters,
      );
    }
  });

  it('refuses a payment result with a NUL in it without failing, and stores nothing of it', async () => {
    const before = await t().database.db.select().from(paymentMessages);
    for (const path of [BACKEND_PATH, RESPONSE_PATH]) {
      const answer = await t().app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `RefNo=NY1%00&Status=1&Remark=${encodeURIComponent(`x${NUL}y`)}&Signature=x`,
      });
      expect(answer.statusCode, path).toBeLessThan(500);
    }
    const after = await t().database.db.select().from(paymentMessages);
    expect(after.length).toBe(before.length);
    const stored = await t()
      .database.db.select()
      .from(paymentMessages)
      .where(eq(paymentMessages.refNo, 'NY1'));
    expect(stored).toEqual([]);
  });
});
