import { describe, expect, it } from 'vitest';
import { grantAffiliateCode } from '../../db/affiliate-codes';
import { registerMember } from '../../test/http';
import { staffOf } from '../../test/admin-client';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';

/** Bank details, payouts and settings ask for a recent proof, and bank or alert changes tell the owners. */
describe.each(testDrivers())('step-up and owner notices on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `notices-${driver}`);
  const ownerEmail = `notices-${driver}-owner@nyiur.test`;
  const settings = {
    shop_alert_email: 'alerts@nyiur.test',
    contact_phone: '',
    company_registration: '',
    address: '',
    contact_email: '',
    map_embed_url: '',
    facebook_url: '',
    instagram_url: '',
    announcement: '',
    affiliate_commission_percent: 10,
    return_window_days: 7,
  };
  const bank = {
    rate_percent: null,
    bank_name: 'Maybank',
    account_holder: 'Siti',
    account_number: '114455667788',
  };

  it('asks for the password or a code again after five minutes', async () => {
    const owner = await staff.browserFor('owner');
    const holder = await registerMember(t().app, { first_name: 'Siti' });
    const code = await db().transaction((tx) => grantAffiliateCode(tx, holder.id));
    await staff.proofAge('owner', 6);
    const calls: [string, unknown][] = [
      ['/admin/affiliates/update', { code, ...bank }],
      ['/admin/affiliates/payouts/mark-paid', { month: '2026-10' }],
      ['/admin/settings/update', settings],
    ];
    for (const [path, body] of calls) {
      const answer = await owner.post(path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.data, path).toEqual({ reauth_required: true });
    }
    await staff.proofAge('owner', 0);
    for (const [path, body] of calls) expect((await owner.post(path, body)).status, path).toBe(200);
  });

  it('e-mails the owners when bank details or the alert address change', async () => {
    const owner = await staff.browserFor('owner');
    await staff.proofAge('owner', 0);
    const holder = await registerMember(t().app, { first_name: 'Aina' });
    const code = await db().transaction((tx) => grantAffiliateCode(tx, holder.id));
    await t().ctx.outbox.drain();
    const before = t().mail.to(ownerEmail).length;

    expect((await owner.post('/admin/affiliates/update', { code, ...bank })).status).toBe(200);
    // Only the rate changes: no notice.
    expect(
      (await owner.post('/admin/affiliates/update', { code, ...bank, rate_percent: 12 })).status,
    ).toBe(200);
    await t().ctx.outbox.drain();
    const bankMails = t().mail.to(ownerEmail).slice(before);
    expect(bankMails.map((mail) => mail.subject)).toEqual([
      `Nyiur: payout bank details of ${code} changed`,
    ]);
    expect(bankMails[0]?.text).toContain('account ending 7788');
    expect(bankMails[0]?.text).not.toContain('114455667788');

    expect((await owner.post('/admin/settings/update', settings)).status).toBe(200);
    expect(
      (
        await owner.post('/admin/settings/update', {
          ...settings,
          shop_alert_email: 'other@nyiur.test',
        })
      ).status,
    ).toBe(200);
    await t().ctx.outbox.drain();
    const alertMails = t()
      .mail.to(ownerEmail)
      .filter((mail) => mail.subject === 'Nyiur: the alert address changed');
    expect(alertMails).toHaveLength(2);
    // The address that stops getting alerts hears of it too.
    expect(
      t()
        .mail.to('alerts@nyiur.test')
        .filter((mail) => mail.subject.includes('alert address')),
    ).toHaveLength(1);
  });
});
