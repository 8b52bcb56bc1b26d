import { adminContract, type AdminShopSettings } from '@nyiur/api';
import { siteConfig } from '@nyiur/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { staffOf } from '../../test/admin-client';

const { adminSettingsGet, adminSettingsUpdate } = adminContract;

const settings = {
  shop_alert_email: '',
  contact_phone: '',
  company_registration: '',
  address: '',
  contact_email: '',
  map_embed_url: '',
  facebook_url: '',
  instagram_url: '',
  announcement: 'Raya sale: 10% off combos',
  affiliate_commission_percent: 10,
  return_window_days: 7,
};

const MALAY = 'Jualan Raya: 10% diskaun kombo';

describe.each(testDrivers())("the owner's Malay announcement on %s", (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `malay-${driver}`);
  const save = async (input: Record<string, unknown>) =>
    (await staff.browserFor('owner')).post(adminSettingsUpdate.path, { ...settings, ...input });
  const shown = (query = '') =>
    t().app.inject({ method: 'GET', url: `/api/shop/settings${query}` });
  const announcementOf = async (query = '') => (await shown(query)).json().data.announcement;

  it("shows the brand's default on a Malay page before the owner saves anything", async () => {
    expect(await announcementOf('?locale=ms')).toBe(siteConfig.announcement);
  });

  it('is saved beside the English, audited, and shown on Malay pages only', async () => {
    const saved = await save({ announcement_ms: `  ${MALAY} ` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.data as { settings: AdminShopSettings }).settings).toMatchObject({
      announcement: 'Raya sale: 10% off combos',
      announcement_ms: MALAY,
    });
    const read = await (await staff.browserFor('owner')).post(adminSettingsGet.path, {});
    expect((read.body.data as { settings: AdminShopSettings }).settings.announcement_ms).toBe(
      MALAY,
    );

    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit.at(-1)?.before).toBeNull();
    expect(audit.at(-1)?.after).toMatchObject({
      announcement: 'Raya sale: 10% off combos',
      announcement_ms: MALAY,
    });

    expect(await announcementOf('?locale=ms')).toBe(MALAY);
    expect(await announcementOf()).toBe('Raya sale: 10% off combos');
    expect(await announcementOf('?locale=en')).toBe('Raya sale: 10% off combos');
    // Each language is its own cached answer.
    expect((await shown('?locale=ms')).headers.etag).not.toBe((await shown()).headers.etag);
  });

  it('falls back to the English while the Malay is empty, and keeps it when left out', async () => {
    expect((await save({ announcement_ms: MALAY })).status).toBe(200);
    const kept = await save({ announcement: 'Merdeka week: free shipping' });
    expect(kept.status).toBe(200);
    expect(await announcementOf('?locale=ms')).toBe(MALAY);

    const cleared = await save({ announcement_ms: '' });
    expect((cleared.body.data as { settings: AdminShopSettings }).settings.announcement_ms).toBe(
      null,
    );
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit.at(-1)?.before).toMatchObject({ announcement_ms: MALAY });
    expect(audit.at(-1)?.after).toMatchObject({ announcement_ms: null });
    expect(await announcementOf('?locale=ms')).toBe('Raya sale: 10% off combos');

    // No English announcement: the Malay page has none either.
    expect((await save({ announcement: '' })).status).toBe(200);
    expect(await announcementOf('?locale=ms')).toBe('');
  });

  it('refuses a Malay announcement over 80 characters, and a language it does not know', async () => {
    expect((await save({ announcement_ms: MALAY })).status).toBe(200);
    const refused = await save({ announcement_ms: 'a'.repeat(81) });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({
      errors: { announcement_ms: 'Keep the announcement under 80 characters.' },
    });
    expect(await announcementOf('?locale=ms')).toBe(MALAY);

    const unknown = await shown('?locale=fr');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data).toEqual({ errors: { locale: 'Choose en or ms.' } });
  });
});
