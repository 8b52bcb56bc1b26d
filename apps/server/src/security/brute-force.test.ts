import { randomBytes } from 'node:crypto';
import { contractMessages } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountThrottleMessages } from '../auth/account-throttle';
import { hashPassword } from '../crypto/passwords';
import { users } from '../db/schema';
import { post, registerMember, uniqueEmail } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/**
 * Guessing passwords used to be limited per address only, so attempts spread over addresses (or
 * behind TRUST_PROXY=true, made-up X-Forwarded-For headers) were never stopped. Accounts now have
 * their own back-off, and only the configured number of proxies is believed.
 */
describe.each(testDrivers())('password guessing on %s', (driver) => {
  const t = useTestApp(driver, { env: { TRUST_PROXY: '1' } });

  const signIn = (username: string, password: string, address = someAddress()) =>
    t().app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-type': 'public',
        'x-forwarded-for': address,
      },
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });

  it('makes an account wait after five failures in a row, from whatever addresses', async () => {
    const victim = await registerMember(t().app);
    const bystander = await registerMember(t().app);
    // Five failures are free; the sixth makes the account wait.
    for (let i = 0; i < 6; i += 1) {
      expect((await signIn(victim.email, `guess number ${i}`)).statusCode).toBe(400);
    }
    const right = await signIn(victim.email, victim.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(accountThrottleMessages.signInLocked);
    expect((await signIn(bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it('counts an unknown e-mail the same way, so the lock tells nothing', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 6; i += 1) await signIn(nobody, `guess ${i}`);
    expect((await signIn(nobody, 'one more')).json().message).toBe(
      accountThrottleMessages.signInLocked,
    );
  });

  it('starts counting again after a successful sign-in', async () => {
    const member = await registerMember(t().app);
    // Five typos in a row still let the right password in, twice over.
    for (let i = 0; i < 5; i += 1) await signIn(member.email, `typo ${i}`);
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await signIn(member.email, `typo ${i}`);
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
  });

  it('sends at most three reset e-mails an hour to one address', async () => {
    const member = await registerMember(t().app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(t().app, '/users/forgot-password', { email: member.email });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.message).toBe(accountThrottleMessages.resetRequests);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await t().ctx.outbox.drain();
    expect(t().mail.to(member.email)).toHaveLength(3);
  });

  it('refuses a new password under 8 characters or a common one; old short ones still sign in', async () => {
    const base = { first_name: 'Nur', referral_code: 'MNA001', is_pro: '0' };
    const short = await post(t().app, '/users/register', {
      ...base,
      email: uniqueEmail(),
      password: 'x',
    });
    expect(short.status).toBe(422);
    expect(short.body.data).toEqual({ errors: { password: contractMessages.passwordShort } });
    const common = await post(t().app, '/users/register', {
      ...base,
      email: uniqueEmail(),
      password: 'password123',
    });
    expect(common.body.data).toEqual({ errors: { password: contractMessages.passwordCommon } });

    // An account made before the floor, with a three-letter password.
    const legacy = await registerMember(t().app);
    await t()
      .database.db.update(users)
      .set({ passwordHash: await hashPassword('abc', t().ctx.passwordHashing) })
      .where(eq(users.id, legacy.id));
    expect((await signIn(legacy.email, 'abc')).statusCode).toBe(200);
  });
});

describe.each(testDrivers())('address limits behind one proxy on %s', (driver) => {
  const t = useTestApp(driver, { env: { TRUST_PROXY: '1', RATE_LIMIT_SENSITIVE_MAX: '3' } });

  it('believes only the hop the proxy added, and counts each action apart', async () => {
    const proxySaw = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      // The client makes up a new address each time; the proxy appends the real one.
      const headers = { 'x-forwarded-for': `${someAddress()}, ${proxySaw}` };
      statuses.push(
        (
          await post(
            t().app,
            '/users/forgot-password',
            { email: uniqueEmail() },
            undefined,
            headers,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const sameAddress = { 'x-forwarded-for': proxySaw };
    const contact = await post(
      t().app,
      '/users/contact-create',
      { contact_type: 'subscriber', email: uniqueEmail() },
      undefined,
      sameAddress,
    );
    expect(contact.status).toBe(200);
  });
});
