import { createMyInvoisClient, type MyInvoisClient } from '@nyiur/myinvois';
import type { MyInvoisConnection } from './seller-settings';

let cached: { key: string; client: MyInvoisClient } | undefined;

/** One client per connection, so its access token is reused until it expires. */
export function clientOf(connection: MyInvoisConnection): MyInvoisClient {
  const key = [connection.apiBaseUrl, connection.clientId, connection.clientSecret].join('\n');
  if (cached?.key !== key) {
    cached = {
      key,
      client: createMyInvoisClient({
        apiBaseUrl: connection.apiBaseUrl,
        clientId: connection.clientId,
        clientSecret: connection.clientSecret,
        timeoutMs: 20_000,
      }),
    };
  }
  return cached.client;
}
