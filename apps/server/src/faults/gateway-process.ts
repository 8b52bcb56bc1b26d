import { listenSandbox, type ListeningSandbox } from '@nyiur/ipay88/sandbox';

export const FAULT_MERCHANT = { code: 'M09999', key: 'fault-test-merchant-key' } as const;

/** The payment gateway on its own port, outside the shop: it lives on while the shop dies. */
export type StandaloneGateway = ListeningSandbox;

export const startStandaloneGateway = (options: {
  maxBackendAttempts: number;
  retryDelayMs: number;
}): Promise<StandaloneGateway> =>
  listenSandbox({
    merchants: { [FAULT_MERCHANT.code]: FAULT_MERCHANT.key },
    maxBackendAttempts: options.maxBackendAttempts,
    retryDelayMs: options.retryDelayMs,
    backendTimeoutMs: 5_000,
  });

/** What the shop needs to use this gateway as its live one. */
export const gatewayEnv = (gateway: StandaloneGateway): Record<string, string> => ({
  // A test shop on a local gateway: the live gateway needs NODE_ENV named.
  NODE_ENV: 'development',
  PAYMENT_GATEWAY: 'ipay88',
  IPAY88_MERCHANT_CODE: FAULT_MERCHANT.code,
  IPAY88_MERCHANT_KEY: FAULT_MERCHANT.key,
  IPAY88_ENTRY_URL: gateway.entryUrl,
  IPAY88_REQUERY_URL: gateway.requeryUrl,
});
