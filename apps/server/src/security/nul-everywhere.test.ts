import { adminContract, contractMessages } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { post } from '../test/http';
import { staffOf } from '../test/admin-client';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const NUL = '\u0000';

/** A NUL byte reaches no query: lookups by token and the back office's text fields answer 4xx. */
describe.each(testDrivers())('NUL bytes on %s', (driver) => {
  const t = useTestApp(driver);
  const staff = staffOf(
    () => t().app,
    () => t().database.db,
    `nul-${driver}`,
  );

  it('answers 422 for an order token holding a NUL', async () => {
    const answer = await post(t().app, '/sales-orders/get', { token: `abc${NUL}def` });
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({ errors: { token: contractMessages.orderToken } });
  });

  it('answers 422 for control characters in every back-office text field', async () => {
    const owner = await staff.browserFor('owner');
    const attempts: [string, Record<string, unknown>, string][] = [
      [adminContract.adminOrderAddNote.path, { id: 1, text: `a${NUL}b` }, 'text'],
      [adminContract.adminOrderCancel.path, { id: 1, reason: `gone${NUL}` }, 'reason'],
      [
        adminContract.adminOrderRefund.path,
        { id: 1, amount: '1.00', method: 'bank_transfer', reference: `FT${NUL}1`, restock: false },
        'reference',
      ],
      [adminContract.adminOrderList.path, { tab: 'to_ship', q: `x${NUL}` }, 'q'],
      [adminContract.adminCustomerList.path, { q: `x${NUL}` }, 'q'],
      [adminContract.adminLeadList.path, { tab: 'contact', q: `x\u0007` }, 'q'],
      [adminContract.adminAuditList.path, { actor: `x${NUL}` }, 'actor'],
    ];
    for (const [path, body, field] of attempts) {
      const answer = await owner.post(path, body);
      expect(answer.status, path).toBe(422);
      const errors = (answer.body.data as { errors: Record<string, string> }).errors;
      expect(errors[field], path).toBe(contractMessages.controlCharacters);
    }
    const setup = await post(t().app, '/admin/auth/setup', {});
    expect(setup.status).toBeGreaterThanOrEqual(400);
    const named = await owner.post(adminContract.adminSetup.path, {
      token: 'x'.repeat(40),
      name: `Aisyah${NUL}`,
      password: 'kelapa muda segar 2026',
    });
    expect(named.status).toBe(422);
    expect((named.body.data as { errors: Record<string, string> }).errors['name']).toBe(
      contractMessages.controlCharacters,
    );
  });

  // L6 of the 2026-11-28 review: the fields added since the last review took text as typed.
  it('answers 422 for control characters in the voucher, e-invoice and seller fields', async () => {
    const owner = await staff.browserFor('owner');
    await staff.proofAge('owner', 0);
    const bell = 'x\u0007\u001b[2Jy';
    const attempts: [string, Record<string, unknown>, string][] = [
      [adminContract.adminVoucherUpdate.path, { id: 1, note: bell }, 'note'],
      [adminContract.adminVoucherCreate.path, { code: 'CTRL1', note: `a${NUL}` }, 'note'],
      [adminContract.adminVoucherList.path, { q: `A${NUL}` }, 'q'],
      [adminContract.adminEInvoiceCancel.path, { code: 'INV-1', reason: `wrong${bell}` }, 'reason'],
      [
        adminContract.adminEInvoiceSettingsUpdate.path,
        { seller_name: `Nyiur${bell}` },
        'seller_name',
      ],
      [
        adminContract.adminEInvoiceSettingsUpdate.path,
        { address_line1: `1${NUL}` },
        'address_line1',
      ],
      [
        adminContract.adminSettingsUpdate.path,
        { facebook_url: `https://www.facebook.com/nyiur${bell}` },
        'facebook_url',
      ],
      [
        adminContract.adminSettingsUpdate.path,
        { contact_phone: `03-7890 1234${NUL}` },
        'contact_phone',
      ],
    ];
    for (const [path, body, field] of attempts) {
      const answer = await owner.post(path, body);
      expect(answer.status, path).toBe(422);
      const errors = (answer.body.data as { errors: Record<string, string> }).errors;
      expect(errors[field], path).toBe(contractMessages.controlCharacters);
    }

    const buyerFields = [
      'name',
      'tin',
      'id_number',
      'sst_number',
      'email',
      'phone',
      'address_line1',
      'address_line2',
      'city',
      'postcode',
      'state_code',
    ];
    const request = await post(t().app, '/e-invoices/request', {
      token: 'a'.repeat(40),
      id_type: 'NRIC',
      ...Object.fromEntries(buyerFields.map((field) => [field, `1\u0001`])),
    });
    expect(request.status).toBe(422);
    const errors = (request.body.data as { errors: Record<string, string> }).errors;
    for (const field of buyerFields) {
      expect(errors[field], field).toBe(contractMessages.controlCharacters);
    }
  });
});
