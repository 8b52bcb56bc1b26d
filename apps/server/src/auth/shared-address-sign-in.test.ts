import { describe, expect, it } from 'vitest';
import { registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

/**
 * Shoppers on one mobile carrier share an address. Guesses at one account that its own back-off
 * already refuses must not use up that address's sign-in budget for everyone else.
 */
describe.each(testDrivers())('sign-in behind a shared carrier address on %s', (driver) => {
  const t = useTestApp(driver, {
    env: { TRUST_PROXY: '1', RATE_LIMIT_SENSITIVE_MAX: '30' },
  });
  const carrier = { 'x-forwarded-for': '100.64.7.7' };

  const signIn = (username: string, password: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-type': 'public',
        ...carrier,
      },
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });

  it('lets a shopper sign in after someone at the same address sent 40 wrong passwords', async () => {
    const victim = await registerMember(t().app);
    const shopper = await registerMember(t().app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await signIn(victim.email, `guess number ${i}`)).statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(new Set(statuses.slice(6))).toEqual(new Set([429]));
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(200);
  });
});
