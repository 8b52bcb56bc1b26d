import { createHmac } from 'node:crypto';
import { MYINVOIS_ENVIRONMENTS, isStateCode, type Supplier } from '@nyiur/myinvois';
import { eq } from 'drizzle-orm';
import { openSecret } from '../crypto/secret-box';
import type { Executor } from '../db/database';
import { eInvoiceSettings, type EInvoiceSettingsRow } from '../db/schema';
import type { AppConfig } from '../config/app-config';

export type MyInvoisEnvironmentName = 'sandbox' | 'preprod' | 'production';

/** Where the shop's own sandbox answers (createNodeHandler's default prefix). */
export const SANDBOX_MOUNT = '/sandbox/myinvois/';
export const SANDBOX_CLIENT_ID = 'nyiur-sandbox';

/** The one settings row, or its defaults before the owner has saved any. */
export async function loadSellerSettings(db: Executor): Promise<EInvoiceSettingsRow> {
  const [row] = await db.select().from(eInvoiceSettings).where(eq(eInvoiceSettings.id, 1));
  return (
    row ?? {
      id: 1,
      sellerName: '',
      tin: '',
      brn: '',
      sstNumber: 'NA',
      msicCode: '',
      businessActivity: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      postcode: '',
      stateCode: '',
      phone: '',
      email: '',
      clientId: '',
      clientSecretSealed: null,
      environment: null,
      updatedAt: new Date(0),
    }
  );
}

export const environmentOf = (
  config: AppConfig,
  settings: EInvoiceSettingsRow,
): MyInvoisEnvironmentName => settings.environment ?? config.myinvois.environment;

/** The sandbox's secret: stable across restarts, derived, never a published value. */
export const sandboxSecretOf = (config: AppConfig): string =>
  createHmac('sha256', config.jwtSecret ?? 'sandbox')
    .update('myinvois-sandbox')
    .digest('hex');

export interface MyInvoisConnection {
  readonly environment: MyInvoisEnvironmentName;
  readonly apiBaseUrl: string;
  readonly portalBaseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/**
 * Where and as whom the shop talks to MyInvois, or why it cannot yet. The sandbox is the shop's
 * own (under /sandbox/myinvois/) unless MYINVOIS_API_URL points elsewhere, as tests do.
 */
export function connectionOf(
  config: AppConfig,
  settings: EInvoiceSettingsRow,
): MyInvoisConnection | { problem: string } {
  const environment = environmentOf(config, settings);
  if (!settings.tin || !settings.sellerName) {
    return { problem: 'Fill in the seller details in Settings, e-Invoice (MyInvois).' };
  }
  const overridden = config.myinvois.apiUrl;
  if (environment === 'sandbox' && !overridden) {
    // A live shop must not hand buyers e-invoices LHDN never saw.
    if (config.nodeEnv === 'production' && !config.payment.allowSandboxInProduction) {
      return {
        problem: 'Choose LHDN pre-production or production in Settings: this is a live shop.',
      };
    }
    const base = `${config.publicBaseUrl}${SANDBOX_MOUNT}`.replace(/\/+$/, '');
    return {
      environment,
      apiBaseUrl: base,
      portalBaseUrl: base,
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: sandboxSecretOf(config),
    };
  }
  if (!settings.clientId || !settings.clientSecretSealed) {
    return { problem: 'Enter the MyInvois client ID and secret in Settings.' };
  }
  const lhdn = MYINVOIS_ENVIRONMENTS[environment === 'production' ? 'production' : 'sandbox'];
  return {
    environment,
    apiBaseUrl: overridden ?? lhdn.apiBaseUrl,
    portalBaseUrl: config.myinvois.portalUrl ?? overridden ?? lhdn.portalBaseUrl,
    clientId: settings.clientId,
    clientSecret: openSecret(config, settings.clientSecretSealed),
  };
}

/** The seller as the documents name it. */
export function supplierOf(settings: EInvoiceSettingsRow): Supplier {
  return {
    tin: settings.tin,
    idType: 'BRN',
    idNumber: settings.brn,
    sstNumber: settings.sstNumber || 'NA',
    msicCode: settings.msicCode,
    businessActivity: settings.businessActivity,
    name: settings.sellerName,
    address: {
      lines: [settings.addressLine1, settings.addressLine2].filter((line) => line !== ''),
      city: settings.city,
      postcode: settings.postcode,
      stateCode: isStateCode(settings.stateCode) ? settings.stateCode : '17',
    },
    phone: settings.phone,
    ...(settings.email ? { email: settings.email } : {}),
  };
}
