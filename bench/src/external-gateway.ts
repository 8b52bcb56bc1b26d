import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeHandler, createSandbox } from '@nyiur/ipay88/sandbox';

const MERCHANT = { code: 'M07777', key: 'soak-merchant-key' } as const;

/**
 * The sandbox gateway in this process, on its own port: the server then runs as in production
 * (PAYMENT_GATEWAY=ipay88), so its memory holds only its own work, not the gateway's records.
 */
export async function startExternalGateway(): Promise<{
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const handle = createNodeHandler(createSandbox({ merchants: { [MERCHANT.code]: MERCHANT.key } }));
  const server = createServer((req, res) => {
    handle(req, res)
      .then((handled) => {
        if (!handled) res.writeHead(404).end();
      })
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/ipay88/epayment/`;
  return {
    env: {
      PAYMENT_GATEWAY: 'ipay88',
      IPAY88_MERCHANT_CODE: MERCHANT.code,
      IPAY88_MERCHANT_KEY: MERCHANT.key,
      IPAY88_ENTRY_URL: `${base}entry.asp`,
      IPAY88_REQUERY_URL: `${base}enquiry.asp`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
