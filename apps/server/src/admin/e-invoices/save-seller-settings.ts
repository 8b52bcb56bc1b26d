import type { EInvoiceSettingsView } from '@nyiur/api';
import {
  checkEmail,
  checkIdNumber,
  checkMsicCode,
  checkPhone,
  checkPostcode,
  checkSstNumber,
  checkText,
  checkTin,
  isStateCode,
  normalisePhone,
  tinKind,
} from '@nyiur/myinvois';
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

/** The seller as MyInvois checks a supplier; 422 with a message under each field it would refuse. */
function checkSeller(change: SellerChange): void {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string | null) => {
    if (message && !errors[field]) errors[field] = message;
  };
  put('seller_name', checkText(change.seller_name, 300, 'registered name'));
  put('tin', checkTin(change.tin));
  if (!errors['tin'] && tinKind(change.tin) === 'general') {
    put('tin', "Enter the shop's own TIN.");
  }
  put('brn', checkIdNumber('BRN', change.brn));
  put('sst_number', checkSstNumber(change.sst_number || 'NA'));
  put('msic_code', checkMsicCode(change.msic_code));
  put('business_activity', checkText(change.business_activity, 300, 'business activity'));
  put('address_line1', checkText(change.address_line1, 150, 'address line'));
  put('city', checkText(change.city, 50, 'town or city'));
  put('postcode', checkPostcode(change.postcode, 'MYS'));
  if (!isStateCode(change.state_code) || change.state_code === '17') {
    put('state_code', 'Choose the state.');
  }
  put('phone', checkPhone(normalisePhone(change.phone)));
  if (change.email) put('email', checkEmail(change.email));
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
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
  checkSeller(change);
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
