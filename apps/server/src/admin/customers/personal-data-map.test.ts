import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase, testDrivers } from '../../test/test-database';
import { PERSONAL_DATA_MAP } from './personal-data-map';

/* Nobody can add a place for personal data without deciding what an erase does with it. */
describe.each(testDrivers())('the personal data map on %s', (driver) => {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  const columnsThatHoldText = async (): Promise<string[]> => {
    const answer = await database?.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY',
                          'USER-DEFINED', 'inet', 'bytea', 'xml')
      order by table_name, column_name`);
    const { rows } = answer as unknown as { rows: { table_name: string; column_name: string }[] };
    return rows.map((row) => `${row.table_name}.${row.column_name}`);
  };

  it('classifies every text column of every table as erased, kept with a reason, or not personal', async () => {
    const columns = await columnsThatHoldText();
    expect(columns.length).toBeGreaterThan(100);
    expect(columns.filter((column) => !(column in PERSONAL_DATA_MAP))).toEqual([]);
    expect(Object.keys(PERSONAL_DATA_MAP).filter((column) => !columns.includes(column))).toEqual(
      [],
    );
  });

  it('keeps e-invoice buyers only as the tax record decision 0035 names', () => {
    for (const column of ['e_invoices.buyer', 'e_invoices.document_json']) {
      const handling = PERSONAL_DATA_MAP[column];
      expect(typeof handling === 'object' && handling.kept, column).toContain('decision 0035');
    }
  });

  it('gives a reason for every column it keeps', () => {
    for (const [column, handling] of Object.entries(PERSONAL_DATA_MAP)) {
      if (typeof handling === 'object') expect(handling.kept.length, column).toBeGreaterThan(10);
    }
  });

  it('erases the columns that hold a name, an e-mail, a phone, an address or free text about a shopper', () => {
    for (const column of [
      'users.email',
      'sales_orders.phone',
      'order_notes.text',
      'email_outbox.text_body',
      'attempt_throttles.key',
      'audit_log_personal.after',
      'referral_codes.code',
      'sales_orders.cancel_reason',
      // Decision 0035: a voucher's note or a code named after an affiliate, LHDN's refusals.
      'vouchers.note',
      'vouchers.code',
      'sales_orders.voucher_code',
      'e_invoices.reasons',
    ]) {
      expect(PERSONAL_DATA_MAP[column], column).toBe('erased');
    }
  });
});
