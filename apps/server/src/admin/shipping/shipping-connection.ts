import { AppError } from '../../http/app-error';
import type { AppContext } from '../../app-context';
import type { AppConfig } from '../../config/app-config';
import type { ShippingSettingsRow } from '../../db/schema';
import { easyParcelClientOf } from '../../shipping/easyparcel-client';
import {
  connectionOf,
  environmentOf,
  sandboxAllowed,
  loadShippingSettings,
} from '../../shipping/shipping-settings';

export const unprocessable = (message: string, field = 'order_id'): AppError =>
  AppError.validation({ [field]: message }, message);

/** The shop's EasyParcel account, connected, with a client on its tokens; 422 otherwise. */
export async function connected(ctx: Pick<AppContext, 'db' | 'config'>) {
  const settings = await loadShippingSettings(ctx.db);
  const connection = connectionOf(ctx.config, settings);
  if ('problem' in connection) throw unprocessable(connection.problem);
  if (!connection.tokens) {
    throw unprocessable('Connect the EasyParcel account in Settings, Shipping.');
  }
  return { settings, connection, client: easyParcelClientOf(ctx.db, ctx.config, connection) };
}

/** The settings as the owner's screen shows them: the secret only as set or not. */
export function settingsView(config: AppConfig, settings: ShippingSettingsRow) {
  const connection = connectionOf(config, settings);
  const sender = settings.sender;
  const problem =
    'problem' in connection
      ? connection.problem
      : !connection.tokens
        ? 'Connect the EasyParcel account.'
        : !sender
          ? 'Save the pick-up address.'
          : null;
  return {
    environment: environmentOf(config, settings),
    default_environment: config.shipping.environment,
    environment_chosen: settings.environment !== null,
    sandbox_allowed: sandboxAllowed(config),
    client_id: settings.clientId,
    client_secret_set: settings.clientSecretSealed !== null,
    connected: settings.tokensSealed !== null,
    default_service_id: settings.defaultServiceId,
    sender: sender
      ? {
          name: sender.name,
          company: sender.company ?? '',
          phone: sender.phone,
          email: sender.email ?? '',
          address1: sender.address1,
          address2: sender.address2 ?? '',
          postcode: sender.postcode,
          city: sender.city,
          subdivision_code: sender.subdivisionCode,
        }
      : null,
    problem,
  };
}
