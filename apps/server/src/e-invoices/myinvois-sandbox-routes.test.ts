import { statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { insertOrder } from '../admin/orders/order-fixture';
import { post } from '../test/http';
import { useListeningShop } from '../test/listening-test-app';
import { testDrivers } from '../test/test-database';
import { eInvoiceWorkerOf } from './e-invoice-routes';
import { BUYER_FORM, makeDue, rowOf, saveTestSeller } from './e-invoice-test-kit';

describe.each(testDrivers())('the shop’s own MyInvois sandbox on %s', (driver) => {
  const shop = useListeningShop(driver, { MYINVOIS_ENV: 'sandbox', MYINVOIS_POLL_MS: '0' });

  it('takes the shop’s e-invoices over HTTP under /sandbox/myinvois/ and validates them', async () => {
    const { server, database } = shop();
    await saveTestSeller(database.db, server.config);
    const order = await insertOrder(database.db, { totalSen: 6_600 });
    const asked = await post(server.app, '/e-invoices/request', {
      token: order.token,
      ...BUYER_FORM,
    });
    expect(asked.status).toBe(200);
    const code = `INV-${order.refNo}`;

    // The sandbox validates a couple of seconds after it accepts, as LHDN does.
    let row = await rowOf(database.db, code);
    for (let pass = 0; pass < 100 && row.state !== 'valid'; pass += 1) {
      await makeDue(database.db);
      await eInvoiceWorkerOf(server.app.ctx).drain();
      row = await rowOf(database.db, code);
      if (row.state !== 'valid') await delay(100);
    }
    expect(row.state).toBe('valid');
    expect(row.validationUrl).toBe(
      `${server.baseUrl}/sandbox/myinvois/${row.uuid}/share/${row.longId}`,
    );
    const page = await fetch(row.validationUrl ?? '');
    expect(page.status).toBe(200);
    const shown = await page.text();
    expect(shown).toContain(code);
    // Anyone with the printed QR code opens this page: it names no buyer.
    for (const personal of ['Aina binti Ahmad', 'IG12345678901', '900101', 'Jalan Mawar']) {
      expect(shown).not.toContain(personal);
    }
    // LHDN's copy in the data folder is readable by the shop's user alone.
    const saved = statSync(join(server.config.dataDir, 'myinvois-sandbox.json'));
    expect(saved.mode & 0o777).toBe(0o600);
  });
});
