import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createSandbox,
  registerFromJson,
  sandboxFrame,
  registerToJson,
  type SandboxClient,
} from '@nyiur/myinvois/sandbox';
import type { FastifyInstance } from 'fastify';
import { mountSandbox } from '../http/sandbox-route';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_MOUNT,
  loadSellerSettings,
  sandboxSecretOf,
} from './seller-settings';

/**
 * With MYINVOIS_ENV=sandbox the shop answers MyInvois's API itself under /sandbox/myinvois/, as
 * it does iPay88's, so e-invoices go through end to end without an LHDN account. Its one client
 * submits for whatever TIN the seller settings hold.
 */
export async function myinvoisSandboxRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  if (config.myinvois.environment !== 'sandbox' || config.myinvois.apiUrl) return;
  if (config.nodeEnv === 'production' && !config.payment.allowSandboxInProduction) return;
  let sellerTin = '';
  const client: SandboxClient = {
    secret: sandboxSecretOf(config),
    get tin() {
      return sellerTin;
    },
  };
  // LHDN keeps what it was sent: the sandbox's documents are kept in the data folder, so a
  // refund note after a restart still finds its invoice.
  const saved = join(config.dataDir, 'myinvois-sandbox.json');
  mkdirSync(config.dataDir, { recursive: true });
  // LHDN takes a few seconds to validate: the shop shows "Submitted" for a moment too.
  const sandbox = createSandbox({
    clients: { [SANDBOX_CLIENT_ID]: client },
    validationDelayMs: 2000,
    ...(existsSync(saved) ? { register: registerFromJson(readFileSync(saved, 'utf8')) } : {}),
    onChange: (register) => {
      // Buyers' names, NRICs and TINs: for the shop's user alone (I9 of the 2026-11-28 review).
      writeFileSync(`${saved}.tmp`, registerToJson(register), { mode: 0o600 });
      renameSync(`${saved}.tmp`, saved);
    },
  });
  // Documents the last run took in but had not validated yet.
  sandbox.validatePending();
  const frame = sandboxFrame(sandbox);
  await mountSandbox(app, {
    mount: SANDBOX_MOUNT,
    methods: ['GET', 'POST', 'PUT'],
    bodyLimit: 6 * 1024 * 1024,
    handle: async (request) => {
      sellerTin = (await loadSellerSettings(app.ctx.db)).tin;
      return frame(request);
    },
  });
}
