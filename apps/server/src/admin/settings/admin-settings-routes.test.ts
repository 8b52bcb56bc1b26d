import {
  addToCart,
  adminContract,
  checkout,
  contactCreate,
  contractMessages,
  settingsMessages,
  shopSettings,
  usersOption,
  type AdminShopSettings,
} from '@nyiur/api';
import { siteConfig } from '@nyiur/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed-catalogue';
import { auditLog, pickupLocations } from '../../db/schema';
import { post, registerMember, uniqueEmail } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { listPickupLocations } from './save-pickup-locations';
import { AdminBrowser, staffOf } from '../../test/admin-client';

const { adminSettingsGet, adminSettingsUpdate, adminPickupLocationsSave } = adminContract;

const ENV_ALERT = 'env-alerts@shop.test';

const filled = {
  shop_alert_email: 'Orders@Nyiur.my',
  contact_phone: '+60 3-7890 1234',
  company_registration: '202501234567 (1234567-A)',
  address: '12 Jalan Kelapa, 47400 Petaling Jaya, Selangor',
  contact_email: 'hello@nyiur.my',
  map_embed_url: 'https://www.google.com/maps?q=Petaling+Jaya&output=embed',
  facebook_url: 'https://www.facebook.com/nyiur.my',
  instagram_url: 'https://www.instagram.com/nyiur.my',
  announcement: 'Raya sale: 10% off combos',
  affiliate_commission_percent: 12,
  return_window_days: 14,
};

describe.each(testDrivers())('admin settings routes on %s', (driver) => {
  const t = useTestApp(driver, { env: { SHOP_ALERT_EMAIL: ENV_ALERT } });
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `settings-${driver}`);
  const owner = () => staff.browserFor('owner');
  const publicSettings = (headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url: '/api/shop/settings', headers });

  it('starts with defaults: nothing made up, the alert falls back to SHOP_ALERT_EMAIL', async () => {
    const answer = await (await owner()).post(adminSettingsGet.path, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { settings, pickup_locations } = answer.body.data as {
      settings: AdminShopSettings;
      pickup_locations: { venue: string; active: boolean }[];
    };
    expect(settings).toMatchObject({
      shop_alert_email: null,
      shop_alert_email_fallback: ENV_ALERT,
      contact_phone: null,
      address: null,
      announcement: siteConfig.announcement,
      affiliate_commission_percent: 10,
      return_window_days: 7,
    });
    expect(pickup_locations.length).toBeGreaterThan(0);

    const shown = await publicSettings();
    expect(shown.statusCode).toBe(200);
    // The pages read the answer with the contract's schema: what the server sends must pass it.
    expect(shopSettings.response.safeParse(shown.json().data).success).toBe(true);
    expect(shown.json().data.contact.phone).toBeNull();
    expect(shown.json().data.social).toEqual({ facebook_url: null, instagram_url: null });
    expect(shown.body).not.toContain('placeholder');
  });

  it('refuses bad values with one message a field, and a packer or marketing cannot see it', async () => {
    const answer = await (
      await owner()
    ).post(adminSettingsUpdate.path, {
      ...filled,
      shop_alert_email: 'orders',
      contact_phone: '12345',
      map_embed_url: 'https://evil.example/maps',
      instagram_url: 'https://instagram.evil.example/nyiur',
      announcement: 'x'.repeat(81),
      affiliate_commission_percent: 101,
      return_window_days: -1,
    });
    expect(answer.status).toBe(422);
    expect((answer.body.data as { errors: Record<string, string> }).errors).toEqual({
      shop_alert_email: settingsMessages.email,
      contact_phone: settingsMessages.phone,
      map_embed_url: settingsMessages.mapUrl,
      instagram_url: settingsMessages.instagram,
      announcement: settingsMessages.announcement,
      affiliate_commission_percent: settingsMessages.commission,
      return_window_days: settingsMessages.returnWindow,
    });
    for (const role of ['packer', 'marketing'] as const) {
      const refused = await (await staff.browserFor(role)).post(adminSettingsGet.path, {});
      expect(refused.status, role).toBe(403);
    }
    expect((await new AdminBrowser(t().app).post(adminSettingsGet.path, {})).status).toBe(401);
  });

  it('saves, audits, shows the public fields only, and sends alerts to the new address', async () => {
    const saved = await (await owner()).post(adminSettingsUpdate.path, filled);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.data as { settings: AdminShopSettings }).settings).toMatchObject({
      shop_alert_email: 'orders@nyiur.my',
      contact_phone: '+60 3-7890 1234',
      affiliate_commission_percent: 12,
      return_window_days: 14,
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit.at(-1)?.after).toMatchObject({ announcement: filled.announcement });

    const shown = await publicSettings();
    expect(shown.headers['cache-control']).toMatch(/max-age=\d+/);
    const body = shown.json();
    expect(shopSettings.response.parse(body.data)).toEqual(body.data);
    expect(body.data).toEqual({
      contact: {
        phone: filled.contact_phone,
        company_registration: filled.company_registration,
        address: filled.address,
        email: filled.contact_email,
        map_embed_url: filled.map_embed_url,
      },
      social: { facebook_url: filled.facebook_url, instagram_url: filled.instagram_url },
      announcement: filled.announcement,
    });
    expect(shown.body).not.toContain('orders@nyiur.my');
    const again = await publicSettings({ 'if-none-match': String(shown.headers.etag) });
    expect(again.statusCode).toBe(304);

    const email = uniqueEmail('alert');
    const lead = await post(t().app, contactCreate.path, {
      name: 'Aina',
      mobile: '0123456789',
      email,
      country: 'Malaysia',
      comments: 'Hello',
      contact_type: 'contact',
      is_pro: '0',
    });
    expect(lead.status).toBe(200);
    await t().ctx.outbox.drain();
    const alert = t()
      .mail.to('orders@nyiur.my')
      .find((m) => m.subject.includes('Aina'));
    expect(alert?.text).toContain('Aina');
    // Every mail signs off with the contact details the owner set.
    const receipt = t().mail.to(email).at(-1);
    expect(receipt?.text).toContain(`Phone: ${filled.contact_phone}`);
    expect(receipt?.html).toContain(filled.address);

    // Cleared again: empty fields are "not set", and alerts go back to SHOP_ALERT_EMAIL.
    const cleared = await (
      await owner()
    ).post(adminSettingsUpdate.path, {
      ...filled,
      shop_alert_email: '',
      contact_phone: '',
      announcement: '',
    });
    expect(cleared.status).toBe(200);
    expect((await publicSettings()).json().data).toMatchObject({
      contact: { phone: null },
      announcement: '',
    });
  });

  it('renames, reorders, closes and adds pick-up places, and a restart keeps them', async () => {
    const before = await listPickupLocations(db());
    const [first, ...rest] = before;
    if (!first) throw new Error('no seeded pick-up place');
    const list = [
      ...rest.map((row) => ({ id: row.id, venue: row.venue, active: row.active })),
      { id: first.id, venue: `${first.venue} (Level 2)`, active: false },
      { venue: 'Nyiur Studio, Bangsar', active: true },
    ];
    // A shopper's options are read first, so the list of places sits in the server's memory.
    const member = await registerMember(t().app);
    const offeredBefore = await post(t().app, usersOption.path, {}, member.token);
    expect(
      (offeredBefore.body.data as { pickup_locations: { id: number }[] }).pickup_locations.map(
        (place) => place.id,
      ),
    ).toContain(first.id);
    const saved = await (await owner()).post(adminPickupLocationsSave.path, { locations: list });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await listPickupLocations(db());
    expect(after.map((row) => row.venue)).toEqual(list.map((row) => row.venue));
    expect(after.at(-2)).toMatchObject({ id: first.id, active: false });

    await seedCatalogue(db());
    expect(await listPickupLocations(db())).toEqual(after);

    const stored = await db()
      .select()
      .from(pickupLocations)
      .where(eq(pickupLocations.id, first.id));
    expect(stored[0]?.active).toBe(false);

    // A shopper is not offered the closed place, and checkout refuses it with the spec's message.
    const options = await post(t().app, usersOption.path, {}, member.token);
    const offered = (options.body.data as { pickup_locations: { id: number }[] }).pickup_locations;
    expect(offered.map((place) => place.id)).not.toContain(first.id);
    const added = await post(
      t().app,
      addToCart.path,
      { product_id: 15373, quantity: 1 },
      member.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const refused = await post(
      t().app,
      checkout.path,
      { recipient_number: '0198765432', is_pickup: '1', location_id: first.id },
      member.token,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ errors: { location_id: contractMessages.location } });

    const dropped = await (
      await owner()
    ).post(adminPickupLocationsSave.path, {
      locations: after.slice(1).map(({ id, venue, active }) => ({ id, venue, active })),
    });
    expect(dropped.status).toBe(422);
    const allClosed = await (
      await owner()
    ).post(adminPickupLocationsSave.path, {
      locations: after.map(({ id, venue }) => ({ id, venue, active: false })),
    });
    expect(allClosed.status).toBe(422);
    expect((allClosed.body.data as { errors: Record<string, string> }).errors).toEqual({
      locations: settingsMessages.noneActive,
    });
  });
});
