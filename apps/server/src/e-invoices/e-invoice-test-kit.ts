import { listenSandbox, type ListeningSandbox } from '@nyiur/myinvois/sandbox';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { sealSecret } from '../crypto/secret-box';
import type { Database } from '../db/database';
import { eInvoiceSettings, eInvoices } from '../db/schema';
import type { AppConfig } from '../config/app-config';
import type { RawEnv } from '../config/env-schema';

export const SELLER_TIN = 'C2584563200';
export const CLIENT_ID = 'nyiur-erp';
export const CLIENT_SECRET = 'client-secret-of-the-test-erp';

/** The buyer's form as the shop sends it. */
export const BUYER_FORM = {
  name: 'Aina binti Ahmad',
  tin: 'IG12345678901',
  id_type: 'NRIC',
  id_number: '900101-14-5678',
  email: 'aina.einvoice@example.com',
  phone: '+60198765432',
  address_line1: '12 Jalan Mawar',
  city: 'Petaling Jaya',
  postcode: '46000',
  state_code: '10',
} as const;

/**
 * A MyInvois sandbox on its own port (over real HTTP, as LHDN's service is), and the env that
 * points the shop at it. Call before useTestApp: its beforeAll runs first.
 */
export function useMyInvoisSandbox(): { env: RawEnv; sandbox: () => ListeningSandbox } {
  const env: Record<string, string> = { MYINVOIS_POLL_MS: '0' };
  let listening: ListeningSandbox | undefined;
  beforeAll(async () => {
    listening = await listenSandbox({
      clients: { [CLIENT_ID]: { secret: CLIENT_SECRET, tin: SELLER_TIN } },
      validation: 'manual',
    });
    env['MYINVOIS_API_URL'] = listening.apiBaseUrl;
  });
  afterAll(async () => listening?.close());
  return {
    env,
    sandbox: () => {
      if (!listening) throw new Error('the sandbox is not listening');
      return listening;
    },
  };
}

/** The seller's details and credentials, as the owner saves them. */
export async function saveTestSeller(db: Database, config: AppConfig): Promise<void> {
  const values = {
    sellerName: 'Nyiur Wellness Sdn. Bhd.',
    tin: SELLER_TIN,
    brn: '202001234567',
    sstNumber: 'NA',
    msicCode: '10791',
    businessActivity: 'Manufacture of coffee, tea and similar products',
    addressLine1: 'Lot 66, Bangunan Merdeka',
    city: 'Kuala Lumpur',
    postcode: '50480',
    stateCode: '14',
    phone: '+60123456789',
    email: 'hello@nyiur.example',
    clientId: CLIENT_ID,
    clientSecretSealed: sealSecret(config, CLIENT_SECRET),
  };
  await db
    .insert(eInvoiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: eInvoiceSettings.id, set: values });
}

/** Makes every queued row due now (back-off waits are not for tests to sit through). */
export const makeDue = (db: Database) =>
  db.update(eInvoices).set({ nextAttemptAt: sql`now() - interval '1 second'` });

export const rowOf = async (db: Database, code: string) => {
  const [row] = await db.select().from(eInvoices).where(eq(eInvoices.code, code));
  if (!row) throw new Error(`no e-invoice ${code}`);
  return row;
};
