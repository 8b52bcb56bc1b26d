import { listenSandbox } from '@nyiur/ipay88/sandbox';

const MERCHANT = { code: 'M07777', key: 'soak-merchant-key' } as const;

/**
 * The sandbox gateway in this process, on its own port: the server then runs as in production
 * (PAYMENT_GATEWAY=ipay88), so its memory holds only its own work, not the gateway's records.
 */
export async function startExternalGateway(): Promise<{
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const gateway = await listenSandbox({ merchants: { [MERCHANT.code]: MERCHANT.key } });
  return {
    env: {
      PAYMENT_GATEWAY: 'ipay88',
      IPAY88_MERCHANT_CODE: MERCHANT.code,
      IPAY88_MERCHANT_KEY: MERCHANT.key,
      IPAY88_ENTRY_URL: gateway.entryUrl,
      IPAY88_REQUERY_URL: gateway.requeryUrl,
    },
    close: gateway.close,
  };
}
