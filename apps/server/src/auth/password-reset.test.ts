import { contractMessages, forgotPassword, resetPassword } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../crypto/opaque-token';
import { passwordResetTokens } from '../db/schema';
import { smtpTransport } from '../mail/mail-transport';
import { post, registerMember, uniqueEmail } from '../test/http';
import { useTestApp } from '../test/test-app';
import { startInbox, type Inbox } from '../test/smtp-inbox';
import { testDrivers } from '../test/test-database';
import { passwordResetMessages } from './password-reset';

/** The reset link from a raw message (quoted-printable soft breaks and `=3D` undone). */
const resetLinkIn = (raw: string): string | undefined =>
  /http:\/\/shop\.test\/password\?token=([A-Za-z0-9_-]+)/.exec(
    raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  )?.[0];

describe.each(testDrivers())('password reset through SMTP on %s', (driver) => {
  let smtp: Inbox;
  beforeAll(async () => {
    smtp = await startInbox();
  });
  afterAll(() => smtp.close());
  const inbox = () => smtp.received;

  const t = useTestApp(driver, {
    deps: () => ({
      mailTransport: smtpTransport(smtp.url, 'Nyiur <no-reply@shop.test>'),
    }),
  });

  const signIn = (username: string, password: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-type': 'public' },
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });

  it('mails a link that resets the password once and only once', async () => {
    const member = await registerMember(t().app);
    const asked = await post(t().app, forgotPassword.path, {
      email: member.email.toUpperCase(),
      is_pro: '0',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(passwordResetMessages.requested);
    expect(await t().ctx.outbox.drain()).toBe(1);

    const mail = inbox().find((message) => message.to.includes(member.email));
    expect(mail?.raw).toContain('Subject: Nyiur: reset your password');
    expect(mail?.raw).toContain('Content-Type: text/html');
    const link = resetLinkIn(mail?.raw ?? '');
    expect(link).toBeDefined();
    const token = new URL(link ?? 'http://x').searchParams.get('token') ?? '';
    // Used just before: nothing remembered from this answer may let the token through after.
    expect((await post(t().app, '/users/get', {}, member.token)).status).toBe(200);

    const reset = await post(t().app, resetPassword.path, {
      new_password: 'brand new pass',
      reset_password_token: token,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(passwordResetMessages.done);
    expect((await signIn(member.email, 'brand new pass')).statusCode).toBe(200);
    expect((await signIn(member.email, member.password)).statusCode).toBe(400);
    const old = await post(t().app, '/users/get', {}, member.token);
    expect(old.body.code).toBe(1002);

    const again = await post(t().app, resetPassword.path, {
      new_password: 'another one',
      reset_password_token: token,
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(passwordResetMessages.invalidToken);
    expect((await signIn(member.email, 'another one')).statusCode).toBe(400);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = inbox().length;
    const email = uniqueEmail('nobody');
    const answer = await post(t().app, forgotPassword.path, { email });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: passwordResetMessages.requested });
    expect(await t().ctx.outbox.drain()).toBe(0);
    expect(inbox().length).toBe(before);
  });

  it('refuses expired and unknown tokens, and validates both calls', async () => {
    const member = await registerMember(t().app);
    await t()
      .database.db.insert(passwordResetTokens)
      .values({
        userId: member.id,
        tokenHash: hashToken('expired-token'),
        expiresAt: new Date(Date.now() - 1000),
      });
    const expired = await post(t().app, resetPassword.path, {
      new_password: 'kelapa muda',
      reset_password_token: 'expired-token',
    });
    expect(expired.body.data).toEqual({
      errors: { reset_password_token: passwordResetMessages.invalidToken },
    });
    const unknown = await post(t().app, resetPassword.path, {
      new_password: 'kelapa muda',
      reset_password_token: 'nope',
    });
    expect(unknown.status).toBe(422);

    const empty = await post(t().app, resetPassword.path, {});
    expect(empty.body.data).toEqual({
      errors: {
        new_password: messages.resetPassword.newPassword,
        reset_password_token: contractMessages.resetToken,
      },
    });
    const forgot = await post(t().app, forgotPassword.path, { email: '' });
    expect(forgot.body.data).toEqual({ errors: { email: messages.forgotPassword.email } });
    expect((await post(t().app, forgotPassword.path, '{')).status).toBe(400);
    expect(
      (await post(t().app, resetPassword.path, { new_password: 1, reset_password_token: 2 }))
        .status,
    ).toBe(422);
  });
});
