import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminRecoveryCodes, adminUsers, auditLog } from '../../db/schema';
import {
  AdminBrowser,
  STAFF_PASSWORD,
  enrolledAdmin,
  forgetLastTotpStep,
  signedInOwner,
  tokenOf,
} from '../../test/admin-client';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { currentTotp } from '../core/totp';

describe.each(testDrivers())('staff who leave, on %s', (driver) => {
  const t = useTestApp(driver);
  let n = 0;
  const email = (role: string) => `${role}${(n += 1)}-${driver}@staff.test`;
  const db = () => t().database.db;

  /** The owner proves it is them again (the staff calls ask for a recent proof). */
  const freshProof = (address: string) =>
    db().execute(
      sql`update admin_sessions set authenticated_at = now()
          where admin_id = (select id from admin_users where lower(email) = ${address})`,
    );

  async function ownerWithPacker() {
    const ownerEmail = email('owner');
    const owner = await signedInOwner(t().app, db(), ownerEmail);
    const packerEmail = email('packer');
    const invite = await owner.browser.post('/admin/staff/invite', {
      email: packerEmail,
      role: 'packer',
    });
    expect(invite.status).toBe(200);
    const packer = await enrolledAdmin(t().app, String(invite.body.data?.['setup_url']));
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.email, packerEmail));
    return { owner, ownerEmail, packer, packerEmail, packerId: row?.id ?? 0 };
  }

  const signIn = async (address: string, secret: string) => {
    const browser = new AdminBrowser(t().app);
    const first = await browser.post('/admin/auth/sign-in', {
      email: address,
      password: STAFF_PASSWORD,
    });
    if (first.status !== 200) return { browser, status: first.status };
    await forgetLastTotpStep(db(), address);
    const second = await browser.post('/admin/auth/totp', { code: currentTotp(secret) });
    return { browser, status: second.status };
  };

  it('disables a packer: the signed-in session is refused at once, sign-in and codes too', async () => {
    const { owner, packer, packerEmail, packerId } = await ownerWithPacker();
    expect((await packer.browser.post('/admin/orders/counts')).status).toBe(200);
    // A second browser that has passed the password only, with a recovery code ready.
    const halfway = new AdminBrowser(t().app);
    await halfway.post('/admin/auth/sign-in', { email: packerEmail, password: STAFF_PASSWORD });

    const disabled = await owner.browser.post('/admin/staff/disable', { id: packerId });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data?.['staff']).toMatchObject({ id: packerId });
    expect((disabled.body.data?.['staff'] as { disabled_at: string }).disabled_at).toMatch(/^20/);

    expect((await packer.browser.post('/admin/orders/counts')).status).toBe(401);
    const code = await halfway.post('/admin/auth/totp', { recovery_code: packer.recoveryCodes[0] });
    expect(code.status).toBe(401);
    expect((await signIn(packerEmail, packer.secret)).status).toBe(400);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'staff.disable' and ${auditLog.entityId} = ${String(packerId)}`,
      );
    expect(entry?.actorEmail).toMatch(/^owner/);

    // Enabled again, the packer signs in with the same authenticator.
    expect((await owner.browser.post('/admin/staff/enable', { id: packerId })).status).toBe(200);
    expect((await signIn(packerEmail, packer.secret)).status).toBe(200);
  });

  it('refuses to disable the last active owner with 409, and allows it with a second owner', async () => {
    const { owner, ownerEmail } = await ownerWithPacker();
    const [me] = await db().select().from(adminUsers).where(eq(adminUsers.email, ownerEmail));
    // Owners of the other tests share this database: only this one stays active.
    await db().execute(
      sql`update admin_users set disabled_at = now() where role = 'owner' and email <> ${ownerEmail}`,
    );
    const alone = await owner.browser.post('/admin/staff/disable', { id: me?.id });
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(
      'The shop needs at least one active owner. Make someone else owner first.',
    );

    const secondEmail = email('owner');
    const invite = await owner.browser.post('/admin/staff/invite', {
      email: secondEmail,
      role: 'owner',
    });
    // An invited owner who has not set up yet is not an active owner.
    expect((await owner.browser.post('/admin/staff/disable', { id: me?.id })).status).toBe(409);
    await enrolledAdmin(t().app, String(invite.body.data?.['setup_url']));
    const [second] = await db().select().from(adminUsers).where(eq(adminUsers.email, secondEmail));
    expect((await owner.browser.post('/admin/staff/disable', { id: second?.id })).status).toBe(200);
  });

  it('asks the owner to prove it is them again, and refuses a packer', async () => {
    const { owner, ownerEmail, packer, packerId } = await ownerWithPacker();
    expect((await packer.browser.post('/admin/staff/disable', { id: packerId })).status).toBe(403);
    await db().execute(
      sql`update admin_sessions set authenticated_at = now() - interval '6 minutes'
          where admin_id = (select id from admin_users where lower(email) = ${ownerEmail})`,
    );
    for (const path of [
      '/admin/staff/disable',
      '/admin/staff/enable',
      '/admin/staff/sign-out',
      '/admin/staff/reset-authenticator',
      '/admin/staff/resend-invite',
    ]) {
      const answer = await owner.browser.post(path, { id: packerId });
      expect(answer.status, path).toBe(403);
      expect(answer.body.data, path).toEqual({ reauth_required: true });
    }
    await freshProof(ownerEmail);
    expect((await packer.browser.post('/admin/orders/counts')).status).toBe(200);
  });

  it("ends every session of a colleague's account", async () => {
    const { owner, packer, packerEmail, packerId } = await ownerWithPacker();
    const phone = await signIn(packerEmail, packer.secret);
    const ended = await owner.browser.post('/admin/staff/sign-out', { id: packerId });
    expect(ended.body.data).toEqual({ ended: 2 });
    expect((await packer.browser.post('/admin/orders/counts')).status).toBe(401);
    expect((await phone.browser.post('/admin/orders/counts')).status).toBe(401);
    expect((await signIn(packerEmail, packer.secret)).status).toBe(200);
  });

  it('resets an authenticator: old codes and secret stop, a new e-mailed link sets it up again', async () => {
    const { owner, packer, packerEmail, packerId } = await ownerWithPacker();
    const reset = await owner.browser.post('/admin/staff/reset-authenticator', { id: packerId });
    expect(reset.status).toBe(200);
    expect(reset.body.data?.['staff']).toMatchObject({ totp_enrolled: false });
    expect((await packer.browser.post('/admin/orders/counts')).status).toBe(401);
    const codes = await db()
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, packerId));
    expect(codes).toEqual([]);
    // With the password alone the account cannot enrol a new authenticator.
    const alone = await new AdminBrowser(t().app).post('/admin/auth/sign-in', {
      email: packerEmail,
      password: STAFF_PASSWORD,
    });
    expect(alone.status).toBe(403);

    await t().ctx.outbox.drain();
    const [mail] = t()
      .mail.to(packerEmail)
      .filter((m) => m.subject.includes('set up'));
    const setupUrl = String(reset.body.data?.['setup_url']);
    expect(mail?.text).toContain(setupUrl);
    const again = await enrolledAdmin(t().app, setupUrl);
    expect(again.secret).not.toBe(packer.secret);
    expect((await signIn(packerEmail, again.secret)).status).toBe(200);
  });

  it('e-mails an invitation, renews a pending one, and only the newest link works', async () => {
    const ownerEmail = email('owner');
    const owner = await signedInOwner(t().app, db(), ownerEmail);
    const colleague = email('marketing');
    const first = await owner.browser.post('/admin/staff/invite', {
      email: colleague,
      role: 'marketing',
    });
    expect(first.status).toBe(200);
    await t().ctx.outbox.drain();
    expect(
      t()
        .mail.to(colleague)
        .map((m) => m.text.includes(String(first.body.data?.['setup_url']))),
    ).toEqual([true]);

    // The same e-mail again: a renewed invitation, not a refusal.
    const second = await owner.browser.post('/admin/staff/invite', {
      email: colleague.toUpperCase(),
      role: 'packer',
    });
    expect(second.status).toBe(200);
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.email, colleague));
    expect(row?.role).toBe('packer');
    const resent = await owner.browser.post('/admin/staff/resend-invite', { id: row?.id });
    expect(resent.status).toBe(200);
    expect(resent.body.data?.['staff']).toMatchObject({ totp_enrolled: false });
    expect(
      String(
        (resent.body.data?.['staff'] as { setup_link_expires_at: string }).setup_link_expires_at,
      ),
    ).toMatch(/^20/);

    const tryLink = (url: unknown) =>
      new AdminBrowser(t().app).post('/admin/auth/setup', {
        token: tokenOf(String(url)),
        name: 'Farah',
        password: STAFF_PASSWORD,
      });
    expect((await tryLink(first.body.data?.['setup_url'])).status).toBe(422);
    expect((await tryLink(second.body.data?.['setup_url'])).status).toBe(422);
    expect((await tryLink(resent.body.data?.['setup_url'])).status).toBe(200);

    // Set up now: inviting again is refused, and so is a resend.
    const enrolled = await owner.browser.post('/admin/staff/invite', {
      email: colleague,
      role: 'packer',
    });
    await enrolledAdmin(
      t().app,
      String(
        (await owner.browser.post('/admin/staff/resend-invite', { id: row?.id })).body.data?.[
          'setup_url'
        ],
      ),
    );
    expect(enrolled.status).toBe(200);
    const refused = await owner.browser.post('/admin/staff/invite', {
      email: colleague,
      role: 'packer',
    });
    expect(refused.status).toBe(422);
    expect((await owner.browser.post('/admin/staff/resend-invite', { id: row?.id })).status).toBe(
      409,
    );
  });

  it('refuses a set-up link of a disabled account', async () => {
    const owner = await signedInOwner(t().app, db(), email('owner'));
    const colleague = email('packer');
    const invite = await owner.browser.post('/admin/staff/invite', {
      email: colleague,
      role: 'packer',
    });
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.email, colleague));
    expect((await owner.browser.post('/admin/staff/disable', { id: row?.id })).status).toBe(200);
    const setup = await new AdminBrowser(t().app).post('/admin/auth/setup', {
      token: tokenOf(String(invite.body.data?.['setup_url'])),
      name: 'Farah',
      password: STAFF_PASSWORD,
    });
    expect(setup.status).toBe(422);
    // Disabling revoked the link itself.
    expect(setup.body.data).toEqual({
      errors: { token: 'This set-up link has expired or was used already.' },
    });
  });

  // I3 of the 2026-11-28 review: a link refused while disabled used to work again after Enable.
  it('revokes the unused set-up link of a disabled colleague for good', async () => {
    const ownerEmail = email('owner');
    const owner = await signedInOwner(t().app, db(), ownerEmail);
    const packerEmail = email('packer');
    const invite = await owner.browser.post('/admin/staff/invite', {
      email: packerEmail,
      role: 'packer',
    });
    expect(invite.status).toBe(200);
    const setupUrl = String(invite.body.data?.['setup_url']);
    const [packer] = await db().select().from(adminUsers).where(eq(adminUsers.email, packerEmail));
    expect((await owner.browser.post('/admin/staff/disable', { id: packer?.id })).status).toBe(200);
    expect((await owner.browser.post('/admin/staff/enable', { id: packer?.id })).status).toBe(200);
    const setup = await new AdminBrowser(t().app).post('/admin/auth/setup', {
      token: tokenOf(setupUrl),
      name: 'Aisyah',
      password: STAFF_PASSWORD,
    });
    expect(setup.status).toBe(422);
    expect(setup.body.data).toEqual({
      errors: { token: 'This set-up link has expired or was used already.' },
    });
  });

  // I4: an invited owner who never set up cannot sign in, so is no owner to fall back on.
  it('refuses to demote the last enrolled owner while another owner is only invited', async () => {
    const ownerEmail = email('owner');
    const owner = await signedInOwner(t().app, db(), ownerEmail);
    const [me] = await db().select().from(adminUsers).where(eq(adminUsers.email, ownerEmail));
    // Owners of the other tests share this database: only this one stays active.
    await db().execute(
      sql`update admin_users set disabled_at = now() where role = 'owner' and email <> ${ownerEmail}`,
    );
    const secondEmail = email('owner');
    const invite = await owner.browser.post('/admin/staff/invite', {
      email: secondEmail,
      role: 'owner',
    });
    expect(invite.status).toBe(200);
    const demoted = await owner.browser.post('/admin/staff/set-role', {
      id: me?.id,
      role: 'packer',
    });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toBe(
      'The shop needs at least one owner. Make someone else owner first.',
    );
    await enrolledAdmin(t().app, String(invite.body.data?.['setup_url']));
    const allowed = await owner.browser.post('/admin/staff/set-role', {
      id: me?.id,
      role: 'packer',
    });
    expect(allowed.status).toBe(200);
  });
});
