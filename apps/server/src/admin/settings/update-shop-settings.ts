import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { shopSettings, type ShopSettingsRow } from '../../db/schema';
import { notifyOwners } from '../../mail/notify-owners';
import { recordAudit, type Actor } from '../../audit/record-audit';
import {
  rememberShopSettings,
  SETTINGS_ID,
  settingsOf,
  type OwnerSettings,
  type ShopSettings,
} from '../../db/shop-settings';

export interface ShopSettingsChange extends Omit<OwnerSettings, 'announcementMs'> {
  /** The owner's own alert address; null lets SHOP_ALERT_EMAIL apply. */
  readonly shopAlertEmail: string | null;
  /** Left out: unchanged (a client that predates the Malay field). */
  readonly announcementMs?: string | null;
}

const auditFields = (row: ShopSettingsRow | undefined) =>
  row
    ? {
        shop_alert_email: row.shopAlertEmail,
        contact_phone: row.contactPhone,
        company_registration: row.companyRegistration,
        address: row.address,
        contact_email: row.contactEmail,
        map_embed_url: row.mapEmbedUrl,
        facebook_url: row.facebookUrl,
        instagram_url: row.instagramUrl,
        announcement: row.announcement,
        announcement_ms: row.announcementMs,
        affiliate_commission_percent: row.affiliateCommissionPercent,
        return_window_days: row.returnWindowDays,
      }
    : null;

/** Saves every setting at once (the form sends them all), with before and after in the audit log. */
export async function updateShopSettings(
  db: Database,
  change: ShopSettingsChange,
  actor: Actor,
  alertFallback?: string,
): Promise<ShopSettings> {
  const after = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.id, SETTINGS_ID))
      .for('update');
    const values = { ...change, updatedAt: sql`now()` };
    const [row] = await tx
      .insert(shopSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: values })
      .returning();
    if (!row) throw new Error('settings upsert returned nothing');
    const was = before?.shopAlertEmail ?? null;
    if (was !== row.shopAlertEmail) {
      await notifyOwners(tx, {
        subject: 'the alert address changed',
        lines: [
          "New orders and enquiries, with the customers' names and contact details, are now e-mailed to:",
          row.shopAlertEmail ?? `${alertFallback ?? 'nobody'} (the server's default)`,
          `Before: ${was ?? `${alertFallback ?? 'nobody'} (the server's default)`}.`,
        ],
        changedBy: actor.actorEmail,
        alsoTo: was,
      });
    }
    await recordAudit(tx, {
      ...actor,
      action: 'settings.update',
      entity: 'shop_settings',
      entityId: SETTINGS_ID,
      before: auditFields(before),
      after: auditFields(row),
    });
    return row;
  });
  rememberShopSettings(db, after);
  return settingsOf(after, alertFallback);
}
