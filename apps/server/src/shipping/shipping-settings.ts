import { createHmac } from 'node:crypto';
import { EASYPARCEL_API_ORIGIN, type TokenSet } from '@nyiur/easyparcel';
import { eq } from 'drizzle-orm';
import { openSecret, sealSecret } from '../crypto/secret-box';
import type { AppConfig } from '../config/app-config';
import type { Executor } from '../db/database';
import { shippingSettings, type ShippingSettingsRow, type StoredSender } from '../db/schema';

export type ShippingEnvironment = 'off' | 'sandbox' | 'live';

/** Where the shop's own EasyParcel sandbox answers (the package's default mount). */
export const SANDBOX_MOUNT = '/sandbox/easyparcel/';
export const SANDBOX_CLIENT_ID = 'nyiur-sandbox';

/** The one settings row, or its defaults before the owner has saved any. */
export async function loadShippingSettings(db: Executor): Promise<ShippingSettingsRow> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1));
  return (
    row ?? {
      id: 1,
      clientId: '',
      clientSecretSealed: null,
      tokensSealed: null,
      environment: null,
      defaultServiceId: '',
      sender: null,
      updatedAt: new Date(0),
    }
  );
}

export const environmentOf = (
  config: AppConfig,
  settings: ShippingSettingsRow,
): ShippingEnvironment => settings.environment ?? config.shipping.environment;

/**
 * Whether this shop may book with its own sandbox: always outside production, in production only
 * with ALLOW_SANDBOX_IN_PRODUCTION (as for the payment sandbox). The owner may pick it in
 * Settings whatever EASYPARCEL_ENV says, so it is mounted whenever it is allowed.
 */
export const sandboxAllowed = (config: AppConfig): boolean =>
  config.nodeEnv !== 'production' || config.payment.allowSandboxInProduction;

/** The sandbox app's secret: stable across restarts, derived, never a published value. */
export const sandboxSecretOf = (config: AppConfig): string =>
  createHmac('sha256', config.jwtSecret ?? 'sandbox')
    .update('easyparcel-sandbox')
    .digest('hex');

export interface EasyParcelConnection {
  readonly environment: 'sandbox' | 'live';
  readonly apiBaseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The connected account's tokens, or null until the owner connects one. */
  readonly tokens: TokenSet | null;
}

const tokensOf = (config: AppConfig, settings: ShippingSettingsRow): TokenSet | null =>
  settings.tokensSealed
    ? (JSON.parse(openSecret(config, settings.tokensSealed)) as TokenSet)
    : null;

/**
 * Where and as which app the shop talks to EasyParcel, or why it cannot. The sandbox is the
 * shop's own (under /sandbox/easyparcel/) unless EASYPARCEL_API_URL points elsewhere; a live shop
 * refuses it unless ALLOW_SANDBOX_IN_PRODUCTION, as it refuses the payment sandbox.
 */
export function connectionOf(
  config: AppConfig,
  settings: ShippingSettingsRow,
): EasyParcelConnection | { problem: string } {
  const environment = environmentOf(config, settings);
  if (environment === 'off') {
    return { problem: 'Courier booking is off: choose EasyParcel in Settings, Shipping.' };
  }
  const overridden = config.shipping.apiUrl;
  if (environment === 'sandbox' && !overridden) {
    if (!sandboxAllowed(config)) {
      return { problem: 'Choose EasyParcel live in Settings: this is a live shop.' };
    }
    return {
      environment,
      apiBaseUrl: `${config.publicBaseUrl}${SANDBOX_MOUNT}`.replace(/\/+$/, ''),
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: sandboxSecretOf(config),
      tokens: tokensOf(config, settings),
    };
  }
  if (!settings.clientId || !settings.clientSecretSealed) {
    return { problem: 'Enter the EasyParcel app’s client ID and secret in Settings, Shipping.' };
  }
  return {
    environment,
    apiBaseUrl: overridden ?? EASYPARCEL_API_ORIGIN,
    clientId: settings.clientId,
    clientSecret: openSecret(config, settings.clientSecretSealed),
    tokens: tokensOf(config, settings),
  };
}

/** Saves the app's credentials, the secret sealed; an empty secret keeps the one saved. */
export async function saveCredentials(
  db: Executor,
  config: AppConfig,
  change: { clientId: string; clientSecret: string; environment: ShippingEnvironment | null },
): Promise<void> {
  const values = {
    clientId: change.clientId,
    environment: change.environment,
    ...(change.clientSecret ? { clientSecretSealed: sealSecret(config, change.clientSecret) } : {}),
    // Another app's tokens are of no use: the owner connects the account again.
    ...(change.clientSecret ? { tokensSealed: null } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(shippingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingSettings.id, set: values });
}

/** Keeps the account's tokens sealed: EasyParcel replaces the refresh token on every refresh. */
export async function saveTokens(
  db: Executor,
  config: AppConfig,
  tokens: TokenSet | null,
): Promise<void> {
  const values = {
    tokensSealed: tokens ? sealSecret(config, JSON.stringify(tokens)) : null,
    updatedAt: new Date(),
  };
  await db
    .insert(shippingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingSettings.id, set: values });
}

/** Saves the owner's defaults: the service quoted first and the pick-up (sender) address. */
export async function saveShippingDefaults(
  db: Executor,
  change: { defaultServiceId: string; sender: StoredSender | null },
): Promise<void> {
  const values = { ...change, updatedAt: new Date() };
  await db
    .insert(shippingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingSettings.id, set: values });
}
