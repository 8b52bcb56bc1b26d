import { addressAdd } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressMessages } from '../addresses/manage-addresses';
import { passwordResetTokens } from '../db/schema';
import { post, registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const address = {
  country: 'Malaysia',
  first_name: 'Nur',
  last_name: 'Aina',
  phone_no: '0123456789',
  address: 'No. 3, Jalan Kelapa',
  postcode: '47400',
  city: 'Petaling Jaya',
  state: 'Selangor',
  default_shipping_address: '0',
};

/** A member's saved addresses and reset links used to grow without end. */
describe.each(testDrivers())('bounded storage on %s', (driver) => {
  const t = useTestApp(driver);

  it('keeps at most 20 saved addresses per member', async () => {
    const member = await registerMember(t().app);
    for (let i = 0; i < 20; i += 1) {
      expect((await post(t().app, addressAdd.path, address, member.token)).status).toBe(200);
    }
    const over = await post(t().app, addressAdd.path, address, member.token);
    expect(over.status).toBe(422);
    expect(over.body.data).toEqual({ errors: { address: addressMessages.full } });
  });

  it('keeps only the newest unused reset link of an account', async () => {
    const member = await registerMember(t().app);
    for (let i = 0; i < 3; i += 1) {
      await post(t().app, '/users/forgot-password', { email: member.email });
    }
    const rows = await t()
      .database.db.select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.id));
    expect(rows).toHaveLength(1);
  });
});
