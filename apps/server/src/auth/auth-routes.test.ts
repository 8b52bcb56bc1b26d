import { loginData, register as registerCall } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../crypto/opaque-token';
import { referralCodes, refreshTokens, users } from '../db/schema';
import { post, registerMember, uniqueEmail } from '../test/http';
import { racing, testDrivers } from '../test/test-database';
import { useTestApp } from '../test/test-app';
import { registerMessages } from './register-user';

describe.each(testDrivers())('sign-in and registration on %s', (driver) => {
  const t = useTestApp(driver);

  const signIn = (
    form: Record<string, string>,
    headers: Record<string, string> = { 'user-type': 'public' },
  ) =>
    t().app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });

  describe('POST /users/register', () => {
    it('creates the account, stores an argon2id hash and signs in', async () => {
      const email = uniqueEmail('Reg');
      const answer = await post(t().app, registerCall.path, {
        first_name: 'Siti',
        email: email.toUpperCase(),
        password: 'secret-1',
        referral_code: 'mna001',
        is_pro: '0',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(messages.success.register);
      const data = loginData.parse(answer.body.data);
      expect(data.email).toBe(email.toLowerCase());
      expect(answer.body.meta?.access_token).toBe(data.access_token);
      const [row] = await t().database.db.select().from(users).where(eq(users.id, data.id));
      expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(row?.referredBy).toBe('MNA001');
      const me = await post(t().app, '/users/get', {}, data.access_token);
      expect(me.status).toBe(200);
    });

    it('answers every required field message at once', async () => {
      const answer = await post(t().app, registerCall.path, {});
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe(422);
      expect(answer.body.data).toEqual({
        errors: {
          first_name: messages.register.firstName,
          email: messages.register.email,
          password: messages.register.password,
          referral_code: messages.register.referralCode,
        },
      });
      expect(answer.body.message).toBe(messages.register.firstName);
    });

    it('refuses an unknown referral code and accepts an affiliate code', async () => {
      const unknown = await post(t().app, registerCall.path, {
        first_name: 'A',
        email: uniqueEmail(),
        password: 'kelapa muda',
        referral_code: 'NOPE99',
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.data).toEqual({
        errors: { referral_code: registerMessages.unknownReferral },
      });

      const affiliate = await registerMember(t().app);
      await t()
        .database.db.insert(referralCodes)
        .values({ code: 'AFF123', kind: 'affiliate', ownerUserId: affiliate.id });
      const referred = await post(t().app, registerCall.path, {
        first_name: 'B',
        email: uniqueEmail(),
        password: 'kelapa muda',
        referral_code: 'aff123',
      });
      expect(referred.status).toBe(200);
      const me = await post(t().app, '/users/get', {}, affiliate.token);
      expect((me.body.data as { referral_code: string }).referral_code).toBe('AFF123');
    });

    it('says clearly when the e-mail is already registered, whatever its case', async () => {
      const member = await registerMember(t().app);
      const again = await post(t().app, registerCall.path, {
        first_name: 'C',
        email: member.email.toUpperCase(),
        password: 'kelapa muda',
        referral_code: 'MNA001',
      });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe(registerMessages.emailTaken);
      expect(again.body.data).toEqual({ errors: { email: registerMessages.emailTaken } });
    });

    it('answers wrong types with 422 and malformed JSON with 400, never 500', async () => {
      const wrong = await post(t().app, registerCall.path, {
        first_name: 12,
        email: ['x'],
        password: true,
        referral_code: {},
        is_pro: 5,
      });
      expect(wrong.status).toBe(422);
      expect(Object.keys((wrong.body.data as { errors: object }).errors).sort()).toEqual(
        ['email', 'first_name', 'is_pro', 'password', 'referral_code'].sort(),
      );
      const malformed = await post(t().app, registerCall.path, '{"first_name": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe(400);
      const notObject = await post(t().app, registerCall.path, '[1,2]');
      expect(notObject.status).toBe(422);
    });
  });

  describe('POST /oauth/token', () => {
    it('signs in with the form-encoded password grant', async () => {
      const member = await registerMember(t().app);
      const response = await signIn({
        grant_type: 'password',
        client_id: 'web',
        redirect_url: 'http://shop.test',
        username: member.email,
        password: member.password,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const data = loginData.parse(body.data);
      expect(data.id).toBe(member.id);
      expect(data.expires_in).toBe(3600);
      expect(body.meta.access_token).toBe(data.access_token);
    });

    it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
      const member = await registerMember(t().app);
      const wrong = await signIn({
        grant_type: 'password',
        username: member.email,
        password: 'nope',
      });
      const unknown = await signIn({
        grant_type: 'password',
        username: uniqueEmail(),
        password: 'nope',
      });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json().message).toBe('The email or password is incorrect.');
    });

    it('validates the form with the login messages', async () => {
      const answer = await signIn({ grant_type: 'password' });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().data.errors).toEqual({
        username: messages.login.email,
        password: messages.login.password,
      });
      const grant = await signIn({ grant_type: 'client_credentials' });
      expect(grant.statusCode).toBe(422);
      const userType = await signIn(
        { grant_type: 'password', username: 'a@b.co', password: 'x' },
        { 'user-type': 'admin' },
      );
      expect(userType.statusCode).toBe(400);
    });

    it('rotates refresh tokens and ends the session when an old one is replayed', async () => {
      const member = await registerMember(t().app);
      const first = await signIn({
        grant_type: 'refresh_token',
        refresh_token: member.refreshToken,
      });
      expect(first.statusCode).toBe(200);
      const rotated = loginData.parse(first.json().data);
      expect(rotated.refresh_token).not.toBe(member.refreshToken);
      // The rotated access token works, and is remembered as good from here.
      expect((await post(t().app, '/users/get', {}, rotated.access_token)).status).toBe(200);

      // Replayed after the grace for simultaneous refreshes.
      await t()
        .database.db.update(refreshTokens)
        .set({ revokedAt: sql`now() - interval '1 minute'` })
        .where(eq(refreshTokens.tokenHash, hashToken(member.refreshToken)));
      const replay = await signIn({
        grant_type: 'refresh_token',
        refresh_token: member.refreshToken,
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe(1002);
      // The replay ended the family: the rotated tokens stop working too.
      const after = await signIn({
        grant_type: 'refresh_token',
        refresh_token: rotated.refresh_token,
      });
      expect(after.json().code).toBe(1002);
      const me = await post(t().app, '/users/get', {}, rotated.access_token);
      expect(me.status).toBe(401);
      expect(me.body.code).toBe(1002);
    });
  });

  racing(driver)(
    'lets two tabs refresh with the same token at once without signing out',
    async () => {
      const member = await registerMember(t().app);
      const refresh = () =>
        signIn({ grant_type: 'refresh_token', refresh_token: member.refreshToken });
      const [a, b] = await Promise.all([refresh(), refresh()]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      for (const answer of [a, b]) {
        const tokens = loginData.parse(answer.json().data);
        expect((await post(t().app, '/users/get', {}, tokens.access_token)).status).toBe(200);
      }
      // After a sign-out the old token is no longer a race: it is refused.
      const tokens = loginData.parse(a.json().data);
      await post(t().app, '/oauth/revoke', { refresh_token: tokens.refresh_token });
      expect((await refresh()).statusCode).toBe(401);
    },
  );

  describe('sessions', () => {
    it('logout revokes the refresh token and the access tokens of that session', async () => {
      const member = await registerMember(t().app);
      // Used just before: nothing remembered from this answer may let the token through after.
      const before = await post(t().app, '/users/get', {}, member.token);
      expect(before.status).toBe(200);
      const out = await post(t().app, '/oauth/revoke', { refresh_token: member.refreshToken });
      expect(out.status).toBe(200);
      const me = await post(t().app, '/users/get', {}, member.token);
      expect(me.status).toBe(401);
      expect(me.body.code).toBe(1002);
      const refresh = await signIn({
        grant_type: 'refresh_token',
        refresh_token: member.refreshToken,
      });
      expect(refresh.json().code).toBe(1002);
    });

    it('answers 401 without a token, 1001 for an expired one and 1002 for a forged one', async () => {
      const member = await registerMember(t().app);
      const none = await post(t().app, '/users/get', {});
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ code: 401, message: messages.errors.unauthorized });

      const payload = JSON.parse(
        Buffer.from(member.token.split('.')[1] ?? '', 'base64url').toString(),
      ) as { sid: string };
      const expired = await t().ctx.accessTokens.sign(
        member.id,
        payload.sid,
        Date.now() - 2 * 3600 * 1000,
      );
      const late = await post(t().app, '/users/get', {}, expired);
      expect(late.status).toBe(401);
      expect(late.body.code).toBe(1001);

      const forged = await post(t().app, '/users/get', {}, `${member.token.slice(0, -4)}AAAA`);
      expect(forged.status).toBe(401);
      expect(forged.body.code).toBe(1002);
    });

    it('accepts the access_token header and renews a token near expiry in meta', async () => {
      const member = await registerMember(t().app);
      const viaHeader = await post(t().app, '/users/get', {}, undefined, {
        access_token: member.token,
      });
      expect(viaHeader.status).toBe(200);
      expect(viaHeader.body.meta).toBeUndefined();

      const payload = JSON.parse(
        Buffer.from(member.token.split('.')[1] ?? '', 'base64url').toString(),
      ) as { sid: string };
      const old = await t().ctx.accessTokens.sign(
        member.id,
        payload.sid,
        Date.now() - 50 * 60 * 1000,
      );
      const renewed = await post(t().app, '/users/get', {}, old);
      expect(renewed.status).toBe(200);
      const fresh = renewed.body.meta?.access_token;
      expect(typeof fresh).toBe('string');
      expect((await post(t().app, '/users/get', {}, fresh as string)).status).toBe(200);
    });
  });
});
