import { join } from 'node:path';
import { createSandbox, loadState, sandboxFrame, saveState } from '@nyiur/easyparcel/sandbox';
import type { FastifyInstance } from 'fastify';
import { mountSandbox } from '../http/sandbox-route';
import { SANDBOX_CLIENT_ID, SANDBOX_MOUNT, sandboxSecretOf } from './shipping-settings';

/**
 * With EASYPARCEL_ENV=sandbox the shop answers EasyParcel's Open API itself under
 * /sandbox/easyparcel/, as it does iPay88's and MyInvois's, so parcels are quoted, booked,
 * labelled and tracked end to end without an EasyParcel account.
 */
export async function easyparcelSandboxRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  if (config.shipping.environment !== 'sandbox' || config.shipping.apiUrl) return;
  if (config.nodeEnv === 'production' && !config.payment.allowSandboxInProduction) return;
  // EasyParcel keeps what it was sent: shipments, the wallet and the tokens survive a restart.
  const saved = join(config.dataDir, 'easyparcel-sandbox.json');
  const state = loadState(saved);
  const sandbox = createSandbox({
    apps: {
      [SANDBOX_CLIENT_ID]: { secret: sandboxSecretOf(config) },
    },
    ...(state ? { state } : {}),
    // Shoppers' names, addresses and phones: for the shop's user alone (saveState's mode 0600).
    onChange: (changed) => saveState(saved, changed),
  });
  const base = `${config.publicBaseUrl}${SANDBOX_MOUNT}`.replace(/\/+$/, '');
  await mountSandbox(app, {
    mount: SANDBOX_MOUNT,
    methods: ['GET', 'POST'],
    bodyLimit: 1024 * 1024,
    handle: sandboxFrame(sandbox, () => base),
  });
}
