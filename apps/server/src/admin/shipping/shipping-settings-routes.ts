import { adminContract } from '@nyiur/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, adminCall } from '../../http/admin-call';
import { notifyOwners } from '../../mail/notify-owners';
import { recordAudit } from '../../audit/record-audit';
import { openSecret, sealSecret } from '../../crypto/secret-box';
import type { AppConfig } from '../../config/app-config';
import { adminUsers, type StoredSender } from '../../db/schema';
import { parseInput } from '../../http/parse-input';
import { easyParcelClientOf } from '../../shipping/easyparcel-client';
import {
  connectionOf,
  loadShippingSettings,
  sandboxAllowed,
  saveCredentials,
  saveShippingDefaults,
  type EasyParcelConnection,
} from '../../shipping/shipping-settings';
import { settingsView, unprocessable } from './shipping-connection';

/** Where EasyParcel sends the owner back after connecting the account. */
const CONNECTED_PATH = '/api/admin/shipping/connected';
const CONNECT_STATE_TTL_MS = 30 * 60 * 1000;

const connectState = z.object({ adminId: z.number().int(), at: z.number() });

/** The owner's EasyParcel settings: sender, default service, credentials and the connection. */
export function adminShippingSettingsRoutes(app: FastifyInstance): void {
  adminCall(app, adminContract.adminShippingSettingsGet, async ({ ctx }) =>
    settingsView(ctx.config, await loadShippingSettings(ctx.db)),
  );

  adminCall(
    app,
    adminContract.adminShippingSettingsSave,
    async ({ input, caller, ctx, request }) => {
      const before = await loadShippingSettings(ctx.db);
      const { sender } = input;
      const stored: StoredSender = {
        name: sender.name,
        phone: sender.phone,
        address1: sender.address1,
        postcode: sender.postcode,
        city: sender.city,
        subdivisionCode: sender.subdivision_code,
        ...(sender.company ? { company: sender.company } : {}),
        ...(sender.email ? { email: sender.email } : {}),
        ...(sender.address2 ? { address2: sender.address2 } : {}),
      };
      await ctx.db.transaction(async (tx) => {
        await saveShippingDefaults(tx, {
          defaultServiceId: input.default_service_id,
          sender: stored,
        });
        await recordAudit(tx, {
          ...actorOf({ caller, request }),
          action: 'shipping.settings',
          entity: 'shipping_settings',
          entityId: 1,
          before: { default_service_id: before.defaultServiceId, sender: before.sender },
          after: { default_service_id: input.default_service_id, sender: stored },
        });
      });
      return settingsView(ctx.config, await loadShippingSettings(ctx.db));
    },
  );

  adminCall(
    app,
    adminContract.adminShippingCredentialsSave,
    async ({ input, caller, ctx, request }) => {
      const before = await loadShippingSettings(ctx.db);
      // Saved, it would only make every booking fail later with the same reason.
      if (input.environment === 'sandbox' && !sandboxAllowed(ctx.config)) {
        throw unprocessable(
          'This is a live shop: the sandbox is not allowed here (ALLOW_SANDBOX_IN_PRODUCTION is off).',
          'environment',
        );
      }
      if (
        input.environment === 'live' ||
        (input.environment === null && ctx.config.shipping.environment === 'live')
      ) {
        if (!input.client_id)
          throw unprocessable('Enter the EasyParcel app’s client ID.', 'client_id');
        if (!input.client_secret && !before.clientSecretSealed) {
          throw unprocessable('Enter the EasyParcel app’s client secret.', 'client_secret');
        }
      }
      const actor = actorOf({ caller, request });
      await ctx.db.transaction(async (tx) => {
        await saveCredentials(tx, ctx.config, {
          clientId: input.client_id,
          clientSecret: input.client_secret,
          environment: input.environment,
        });
        const view = (row: { clientId: string; environment: string | null }) => ({
          client_id: row.clientId,
          environment: row.environment,
        });
        await recordAudit(tx, {
          ...actor,
          action: 'shipping.credentials',
          entity: 'shipping_settings',
          entityId: 1,
          before: view(before),
          after: {
            ...view({ clientId: input.client_id, environment: input.environment }),
            secret_changed: input.client_secret !== '',
          },
        });
        // The wallet pays for every booking: a change from a stolen session reaches the owners.
        await notifyOwners(tx, {
          subject: 'EasyParcel connection changed',
          lines: [
            `Client ID: ${input.client_id || '(none)'}`,
            `Environment: ${input.environment ?? `as EASYPARCEL_ENV (${ctx.config.shipping.environment})`}`,
            input.client_secret
              ? 'A new client secret was saved.'
              : 'The client secret is unchanged.',
          ],
          changedBy: actor.actorEmail,
        });
      });
      ctx.outbox.wake();
      return settingsView(ctx.config, await loadShippingSettings(ctx.db));
    },
  );

  const callbackOf = (config: AppConfig) => `${config.publicBaseUrl}${CONNECTED_PATH}`;
  const clientOf = (connection: EasyParcelConnection) =>
    easyParcelClientOf(app.ctx.db, app.ctx.config, connection);

  adminCall(app, adminContract.adminShippingConnect, async ({ caller, ctx }) => {
    const connection = connectionOf(ctx.config, await loadShippingSettings(ctx.db));
    if ('problem' in connection) throw unprocessable(connection.problem, 'environment');
    // Sealed: only this shop can have made it, for this owner, in the last half hour.
    const state = sealSecret(
      ctx.config,
      JSON.stringify({ adminId: caller.admin.id, at: Date.now() }),
    );
    return { url: clientOf(connection).loginUrl(callbackOf(ctx.config), state) };
  });

  const connectedQuery = z.object({
    code: z.string().min(1).max(2000),
    state: z.string().min(1).max(2000),
  });
  // EasyParcel's redirect is a cross-site navigation: the SameSite=Strict session cookie does not
  // come with it, so the sealed state (made for a signed-in owner, half an hour ago at most) is
  // the proof, and the owner it names must still be an active owner.
  app.get(CONNECTED_PATH.replace(/^\/api/, ''), async (request, reply) => {
    const { code, state } = parseInput(connectedQuery, request.query);
    let claim: z.output<typeof connectState> | undefined;
    try {
      claim = connectState.parse(JSON.parse(openSecret(app.ctx.config, state)));
    } catch {
      claim = undefined;
    }
    const [owner] = claim
      ? await app.ctx.db
          .select({ id: adminUsers.id, email: adminUsers.email })
          .from(adminUsers)
          .where(
            and(
              eq(adminUsers.id, claim.adminId),
              eq(adminUsers.role, 'owner'),
              isNull(adminUsers.disabledAt),
            ),
          )
      : [];
    if (!claim || !owner || Date.now() - claim.at > CONNECT_STATE_TTL_MS) {
      throw unprocessable('This link to connect EasyParcel is not valid: start again.', 'state');
    }
    const connection = connectionOf(app.ctx.config, await loadShippingSettings(app.ctx.db));
    if ('problem' in connection) throw unprocessable(connection.problem, 'environment');
    // The client seals the new tokens into the settings as soon as they come.
    const tokens = await clientOf(connection).exchangeCode(code, callbackOf(app.ctx.config));
    if (!tokens.ok) {
      throw unprocessable('EasyParcel did not accept the connection: start again.', 'code');
    }
    await recordAudit(app.ctx.db, {
      adminId: owner.id,
      actorEmail: owner.email,
      action: 'shipping.connect',
      entity: 'shipping_settings',
      entityId: 1,
      after: { environment: connection.environment },
      ip: request.ip,
    });
    return reply
      .header('cache-control', 'no-store')
      .redirect('/admin/settings?shipping=connected', 303);
  });
}
