import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPaymentRequest, encodeForm } from '@nyiur/ipay88';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGatewayOf, SANDBOX_MOUNT } from '../payments/payment-gateway';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

/**
 * BackendURL and ResponseURL are outside the iPay88 signature, and the sandbox used to post the
 * signed result to whatever address the browser sent: a way to make the server call into its own
 * network. It now delivers only to the shop's own callback addresses.
 */
describe.each(testDrivers())('sandbox callbacks on %s', (driver) => {
  const t = useTestApp(driver);
  const reached: string[] = [];
  const listener = createServer((request, response) => {
    reached.push(request.url ?? '');
    response.end('RECEIVEOK');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
  });

  it('refuses a signed request that names another BackendURL or ResponseURL', async () => {
    const gateway = paymentGatewayOf(t().config);
    const inside = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/internal`;
    const request = (urls: { responseUrl: string; backendUrl: string }) =>
      buildPaymentRequest({
        merchantKey: gateway.merchantKey,
        merchantCode: gateway.merchantCode,
        refNo: 'NY261123ATTACK01',
        amount: 100,
        currency: 'MYR',
        prodDesc: 'Sample',
        userName: 'Attacker',
        userEmail: 'attacker@example.test',
        userContact: '0123456789',
        remark: '',
        ...urls,
      });
    for (const urls of [
      { responseUrl: gateway.responseUrl, backendUrl: inside },
      { responseUrl: inside, backendUrl: gateway.backendUrl },
    ]) {
      const entry = await t().app.inject({
        method: 'POST',
        url: `${SANDBOX_MOUNT}epayment/entry.asp`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: encodeForm({ ...request(urls) }),
      });
      expect(entry.body).toContain('is not the one registered for this merchant');
      expect(entry.body).not.toContain('TransactionId');
    }
    const own = await t().app.inject({
      method: 'POST',
      url: `${SANDBOX_MOUNT}epayment/entry.asp`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeForm({
        ...request({ responseUrl: gateway.responseUrl, backendUrl: gateway.backendUrl }),
      }),
    });
    expect(own.body).toContain('TransactionId');
    expect(reached).toEqual([]);
  });
});
