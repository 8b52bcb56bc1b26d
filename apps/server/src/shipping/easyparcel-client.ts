import { createEasyParcelClient, type EasyParcelClient } from '@nyiur/easyparcel';
import type { AppConfig } from '../config/app-config';
import type { Executor } from '../db/database';
import { saveTokens, type EasyParcelConnection } from './shipping-settings';

/**
 * A client for the connection; new tokens (each refresh replaces the refresh token) are sealed
 * into the settings at once, so another node or a restart uses the current ones.
 */
export function easyParcelClientOf(
  db: Executor,
  config: AppConfig,
  connection: EasyParcelConnection,
): EasyParcelClient {
  return createEasyParcelClient({
    apiBaseUrl: connection.apiBaseUrl,
    clientId: connection.clientId,
    clientSecret: connection.clientSecret,
    tokens: connection.tokens,
    onTokens: (tokens) => saveTokens(db, config, tokens),
    timeoutMs: 20_000,
  });
}
