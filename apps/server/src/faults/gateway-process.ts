import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeHandler, createSandbox, type Sandbox } from '@nyiur/ipay88/sandbox';

export const FAULT_MERCHANT = { code: 'M09999', key: 'fault-test-merchant-key' } as const;

/** The payment gateway on its own port, outside the shop: it lives on while the shop dies. */
export interface StandaloneGateway {
  readonly sandbox: Sandbox;
  readonly entryUrl: string;
  readonly requeryUrl: string;
  close(): Promise<void>;
}

export async function startStandaloneGateway(options: {
  maxBackendAttempts: number;
  retryDelayMs: number;
}): Promise<StandaloneGateway> {
  const sandbox = createSandbox({
    merchants: { [FAULT_MERCHANT.code]: FAULT_MERCHANT.key },
    maxBackendAttempts: options.maxBackendAttempts,
    retryDelayMs: options.retryDelayMs,
    backendTimeoutMs: 5_000,
  });
  const handle = createNodeHandler(sandbox);
  const server: Server = createServer((req, res) => {
    handle(req, res)
      .then((handled) => {
        if (!handled) res.writeHead(404).end();
      })
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/ipay88/epayment/`;
  return {
    sandbox,
    entryUrl: `${base}entry.asp`,
    requeryUrl: `${base}enquiry.asp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the shop needs to use this gateway as its live one. */
export const gatewayEnv = (gateway: StandaloneGateway): Record<string, string> => ({
  PAYMENT_GATEWAY: 'ipay88',
  IPAY88_MERCHANT_CODE: FAULT_MERCHANT.code,
  IPAY88_MERCHANT_KEY: FAULT_MERCHANT.key,
  IPAY88_ENTRY_URL: gateway.entryUrl,
  IPAY88_REQUERY_URL: gateway.requeryUrl,
});
