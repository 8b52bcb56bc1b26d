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
});
