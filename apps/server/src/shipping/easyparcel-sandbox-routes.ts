import { join } from 'node:path';
import { createSandbox, loadState, sandboxFrame, saveState } from '@nyiur/easyparcel/sandbox';
import type { FastifyInstance } from 'fastify';
import { mountSandbox } from '../http/sandbox-route';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_MOUNT,
  sandboxAllowed,
  sandboxSecretOf,
} from './shipping-settings';

/**
 * Wherever the sandbox is allowed the shop answers EasyParcel's Open API itself under
 * /sandbox/easyparcel/, as it does iPay88's and MyInvois's, so parcels are quoted, booked,
 * labelled and tracked end to end without an EasyParcel account. It is mounted whatever
 * EASYPARCEL_ENV says, because the owner may choose Sandbox in Settings over it.
 */
export async function easyparcelSandboxRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  // EASYPARCEL_API_URL points the client at another sandbox: this one would answer nobody.
  if (config.shipping.apiUrl || !sandboxAllowed(config)) return;
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
