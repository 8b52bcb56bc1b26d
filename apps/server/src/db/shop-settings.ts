import { siteConfig } from '@nyiur/content';
import { eq } from 'drizzle-orm';
import type { Executor } from './database';
import { shopSettings, type ShopSettingsRow } from './schema';

/** The settings the owner edits, as saved and as read back. */
export interface OwnerSettings {
  readonly contactPhone: string | null;
  readonly companyRegistration: string | null;
  readonly address: string | null;
  readonly contactEmail: string | null;
  readonly mapEmbedUrl: string | null;
  readonly facebookUrl: string | null;
  readonly instagramUrl: string | null;
  /** Empty: no announcement of the owner's. */
  readonly announcement: string;
  /** Null: not written in Malay; the pages under /ms show the English. */
  readonly announcementMs: string | null;
  readonly affiliateCommissionPercent: number;
  readonly returnWindowDays: number;
}

/** The settings the owner edits, with the defaults filled in where nothing is set. */
export interface ShopSettings extends OwnerSettings {
  /** Where new-order and new-lead alerts go: the owner's address, else SHOP_ALERT_EMAIL. */
  readonly shopAlertEmail: string | null;
  /** The owner's own alert address (null: the fallback applies). */
  readonly ownShopAlertEmail: string | null;
  /** Null until the owner first saves. */
  readonly updatedAt: Date | null;
}

export const SETTINGS_ID = 1;
export const DEFAULT_COMMISSION_PERCENT = 10;
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/**
 * How long one node trusts its copy. A save on this node replaces it at once; another node of a
 * scaled-out shop shows the change within this many milliseconds.
 */
export const SETTINGS_CACHE_MS = 5_000;

interface Cached {
  readonly row: ShopSettingsRow | null;
  readonly readAt: number;
}

/** One copy per database handle (per process; tests make one handle per app). */
const cache = new WeakMap<object, Cached>();

export function settingsOf(row: ShopSettingsRow | null, alertFallback?: string): ShopSettings {
  return {
    shopAlertEmail: row?.shopAlertEmail ?? alertFallback ?? null,
    ownShopAlertEmail: row?.shopAlertEmail ?? null,
    contactPhone: row?.contactPhone ?? null,
    companyRegistration: row?.companyRegistration ?? null,
    address: row?.address ?? null,
    contactEmail: row?.contactEmail ?? null,
    mapEmbedUrl: row?.mapEmbedUrl ?? null,
    facebookUrl: row?.facebookUrl ?? null,
    instagramUrl: row?.instagramUrl ?? null,
    announcement: row?.announcement ?? siteConfig.announcement,
    announcementMs: row?.announcementMs ?? null,
    affiliateCommissionPercent: row?.affiliateCommissionPercent ?? DEFAULT_COMMISSION_PERCENT,
    returnWindowDays: row?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Replaces this process's copy: called after a save, inside or after its transaction. */
export function rememberShopSettings(db: object, row: ShopSettingsRow | null): void {
  cache.set(db, { row, readAt: Date.now() });
}

/**
 * The shop settings, read from this process's copy when it is under SETTINGS_CACHE_MS old.
 * `alertFallback` is SHOP_ALERT_EMAIL (the server's config), used while the owner set none.
 * Inside a transaction pass the transaction as `db` and the app's database as `cacheOwner`:
 * embedded PGlite has one connection, so a read outside the open transaction would wait forever.
 */
export async function getShopSettings(
  db: Executor,
  alertFallback?: string,
  cacheOwner: object = db,
): Promise<ShopSettings> {
  const cached = cache.get(cacheOwner);
  if (cached && Date.now() - cached.readAt < SETTINGS_CACHE_MS) {
    return settingsOf(cached.row, alertFallback);
  }
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID));
  rememberShopSettings(cacheOwner, row ?? null);
  return settingsOf(row ?? null, alertFallback);
}
