import type { EInvoiceSettingsView } from '@nyiur/api';
import { checkSeller, normalisePhone, type SellerDetails } from '@nyiur/myinvois';
import { sql } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { sealSecret } from '../../crypto/secret-box';
import type { Database } from '../../db/database';
import { eInvoiceSettings, type EInvoiceSettingsRow } from '../../db/schema';
import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../http/app-error';
import { connectionOf, environmentOf, loadSellerSettings } from '../../e-invoices/seller-settings';

export interface SellerChange {
  seller_name: string;
  tin: string;
  brn: string;
  sst_number: string;
  msic_code: string;
  business_activity: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postcode: string;
  state_code: string;
  phone: string;
  email: string;
  client_id: string;
  client_secret: string;
  environment: 'sandbox' | 'preprod' | 'production';
}

export function settingsView(config: AppConfig, row: EInvoiceSettingsRow): EInvoiceSettingsView {
  const connection = connectionOf(config, row);
  return {
    seller_name: row.sellerName,
    tin: row.tin,
    brn: row.brn,
    sst_number: row.sstNumber,
    msic_code: row.msicCode,
    business_activity: row.businessActivity,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    postcode: row.postcode,
    state_code: row.stateCode,
    phone: row.phone,
    email: row.email,
    client_id: row.clientId,
    client_secret_set: row.clientSecretSealed !== null,
    environment: environmentOf(config, row),
    default_environment: config.myinvois.environment,
    problem: 'problem' in connection ? connection.problem : null,
  };
}

/** The API's name of each seller field MyInvois checks. */
const SELLER_FIELDS: Record<keyof SellerDetails, keyof SellerChange> = {
  name: 'seller_name',
  tin: 'tin',
  brn: 'brn',
  sstNumber: 'sst_number',
  msicCode: 'msic_code',
  businessActivity: 'business_activity',
  addressLine1: 'address_line1',
  city: 'city',
  postcode: 'postcode',
  stateCode: 'state_code',
  phone: 'phone',
  email: 'email',
};

/** 422 with a message under each field MyInvois would refuse in a supplier. */
function checkSellerChange(change: SellerChange): void {
  const fields = Object.keys(SELLER_FIELDS) as (keyof SellerDetails)[];
  const seller = {} as SellerDetails;
  for (const field of fields) seller[field] = change[SELLER_FIELDS[field]];
  const refused = checkSeller(seller);
  const errors = fields.flatMap((field) => {
    const message = refused[field];
    return message ? [[SELLER_FIELDS[field], message]] : [];
  });
  if (errors.length > 0) throw AppError.validation(Object.fromEntries(errors));
}

/**
 * Saves the seller details and connection, audit-logged. The client secret is sealed with the
 * back-office key and never read back; an empty one keeps what is stored.
 */
export async function saveSellerSettings(
  db: Database,
  config: AppConfig,
  change: SellerChange,
  actor: Actor,
): Promise<EInvoiceSettingsView> {
  checkSellerChange(change);
  const saved = await db.transaction(async (tx) => {
    const before = await loadSellerSettings(tx);
    const values = {
      sellerName: change.seller_name,
      tin: change.tin.toUpperCase(),
      brn: change.brn,
      sstNumber: change.sst_number.toUpperCase() || 'NA',
      msicCode: change.msic_code,
      businessActivity: change.business_activity,
      addressLine1: change.address_line1,
      addressLine2: change.address_line2,
      city: change.city,
      postcode: change.postcode,
      stateCode: change.state_code,
      phone: normalisePhone(change.phone),
      email: change.email,
      clientId: change.client_id,
      ...(change.client_secret
        ? { clientSecretSealed: sealSecret(config, change.client_secret) }
        : {}),
      environment: change.environment,
      updatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(eInvoiceSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: eInvoiceSettings.id, set: values })
      .returning();
    if (!row) throw new Error('e-invoice settings upsert returned nothing');
    const shown = (settings: EInvoiceSettingsRow) => {
      const { clientSecretSealed, updatedAt: _updatedAt, ...rest } = settings;
      return { ...rest, clientSecretSet: clientSecretSealed !== null };
    };
    await recordAudit(tx, {
      ...actor,
      action: 'einvoice_settings.update',
      entity: 'e_invoice_settings',
      entityId: 1,
      before: shown(before),
      after: { ...shown(row), clientSecretChanged: change.client_secret !== '' },
    });
    return row;
  });
  return settingsView(config, saved);
}
