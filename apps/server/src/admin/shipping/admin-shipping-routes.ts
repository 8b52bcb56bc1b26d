import { hostname } from 'node:os';
import { adminContract, type BookingResult, type ShippingQuote } from '@nyiur/api';
import { can, formatRM, sen } from '@nyiur/domain';
import { subdivisionCodeOf } from '@nyiur/easyparcel';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, adminCall, authorizeAdmin } from '../../http/admin-call';
import { notifyOwners } from '../core/notify-owners';
import { recordAudit } from '../../audit/record-audit';
import { openSecret, sealSecret } from '../../crypto/secret-box';
import type { AppContext } from '../../app-context';
import type { AppConfig } from '../../config/app-config';
import { adminUsers, type ShippingSettingsRow, type StoredSender } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/parse-input';
import { bookOrder, DEFAULT_BOX_CM, type BookOrderResult } from '../../shipping/book-order';
import { easyParcelClientOf } from '../../shipping/easyparcel-client';
import { labelsPdf } from './labels-pdf';
import { latestShipments, shipmentViewOf } from '../orders/order-parcels';
import {
  connectionOf,
  environmentOf,
  loadShippingSettings,
  sandboxAllowed,
  saveCredentials,
  saveShippingDefaults,
  type EasyParcelConnection,
} from '../../shipping/shipping-settings';

/** Below this the dashboard warns that bookings will soon be refused for want of credit. */
export const LOW_CREDIT_SEN = 5_000;
/** Orders booked side by side in one bulk action: quick, and gentle with EasyParcel's limits. */
const BULK_CONCURRENCY = 4;
/** Where EasyParcel sends the owner back after connecting the account. */
const CONNECTED_PATH = '/api/admin/shipping/connected';
const CONNECT_STATE_TTL_MS = 30 * 60 * 1000;

/** This node, as a booking row names the node that is asking EasyParcel. */
const NODE_ID = `${hostname()}:${process.pid}`;

/** Today in Malaysia (UTC+8): the first day a courier can collect. */
const malaysianToday = (now = new Date()): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const unprocessable = (message: string, field = 'order_id'): AppError =>
  AppError.validation({ [field]: message }, message);

async function connected(ctx: Pick<AppContext, 'db' | 'config'>) {
  const settings = await loadShippingSettings(ctx.db);
  const connection = connectionOf(ctx.config, settings);
  if ('problem' in connection) throw unprocessable(connection.problem);
  if (!connection.tokens) {
    throw unprocessable('Connect the EasyParcel account in Settings, Shipping.');
  }
  return { settings, connection, client: easyParcelClientOf(ctx.db, ctx.config, connection) };
}

/** What a booking's outcome says on the order page. */
function messageOf(result: BookOrderResult): string {
  switch (result.status) {
    case 'booked':
      return '';
    case 'already-booked':
      return 'This order is already booked (or being booked) with a courier.';
    case 'refused': {
      const lead = {
        credit: 'The EasyParcel wallet has too little credit: top it up, then book again.',
        'no-service': 'No courier of this service delivers to this postcode.',
        address: 'The courier refused the address: check it on the order.',
        weight: 'The parcel is over this service’s weight limit: choose another service.',
        invalid: 'EasyParcel refused the booking.',
      }[result.reason];
      return result.errors.length > 0
        ? `${lead} EasyParcel says: ${result.errors.join(' ')}`
        : lead;
    }
    case 'price-changed':
      return result.currentSen === null
        ? 'EasyParcel does not offer this service for this parcel (too heavy, or not to this postcode): quote the order again.'
        : `The price changed since the quote (now ${formatRM(sen(result.currentSen))}): quote the order again.`;
    case 'pending':
    case 'problem':
      return result.message;
  }
}

/** The settings as the owner's screen shows them: the secret only as set or not. */
function settingsView(config: AppConfig, settings: ShippingSettingsRow) {
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

/** Runs `work` on each item, at most `limit` at a time, answers in the items' order. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const connectState = z.object({ adminId: z.number().int(), at: z.number() });

/**
 * The back office's courier calls: quotes, bookings (one or many), labels, tracking, the wallet
 * for the dashboard, and the owner's EasyParcel settings. Packers quote, book and print
 * (`orders.fulfil`); only owners see and change the connection (`settings.manage`).
 */
export async function adminShippingRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminContract.adminShippingQuote, async ({ input, ctx }) => {
    const { settings, client } = await connected(ctx);
    if (!settings.sender) throw unprocessable('Save the pick-up address in Settings, Shipping.');
    const [order] = await ctx.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.id, input.order_id));
    if (!order) throw AppError.notFound('There is no such order.');
    if (order.deliveryMode !== 'delivery') {
      throw unprocessable('A pick-up order is collected at the shop, not sent by courier.');
    }
    const subdivisionCode = subdivisionCodeOf(order.state);
    if (!subdivisionCode) {
      throw unprocessable(`The order's state "${order.state}" is not one EasyParcel knows.`);
    }
    const answer = await client.quote([
      {
        from: {
          postcode: settings.sender.postcode,
          subdivisionCode: settings.sender.subdivisionCode,
        },
        to: { postcode: order.postcode, subdivisionCode },
        parcel: { weightGrams: Math.max(100, order.weightGrams), ...DEFAULT_BOX_CM },
        valueSen: order.itemsSen,
      },
    ]);
    if (!answer.ok) {
      throw answer.failure.kind === 'rejected'
        ? unprocessable(answer.failure.errors.join(' ') || answer.failure.message)
        : new AppError('unavailable', 'EasyParcel did not answer: try again in a minute.');
    }
    const [result] = answer.value;
    if (!result || !result.ok) {
      throw unprocessable(result?.errors.join(' ') || 'EasyParcel could not quote this parcel.');
    }
    if (result.quotes.length === 0) {
      throw unprocessable(
        `No courier takes a ${(order.weightGrams / 1000).toFixed(1)} kg parcel to ${order.postcode}.`,
      );
    }
    const quotes: ShippingQuote[] = result.quotes
      .map((quote) => ({
        service_id: quote.serviceId,
        service_name: quote.serviceName,
        courier: quote.courierName,
        price_sen: quote.totalSen,
        pickup: quote.pickup,
        dropoff: quote.dropoff,
        estimated_delivery: quote.deliveryDuration,
        label_sizes: quote.labelSizes,
        is_default: quote.serviceId === settings.defaultServiceId,
      }))
      .sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.price_sen - b.price_sen);
    return { quotes };
  });

  type Booking = z.output<typeof adminContract.adminShippingBook.request>;
  const book = async (
    ctx: AppContext,
    booking: Booking,
    actor: ReturnType<typeof actorOf>,
  ): Promise<BookingResult> => {
    const [order] = await ctx.db
      .select({ refNo: salesOrders.refNo })
      .from(salesOrders)
      .where(eq(salesOrders.id, booking.order_id));
    if (!order) {
      return {
        order_id: booking.order_id,
        ref_no: '',
        status: 'problem',
        message: 'There is no such order.',
        shipment: null,
      };
    }
    let result: BookOrderResult;
    try {
      result = await bookOrder(ctx, {
        orderId: booking.order_id,
        serviceId: booking.service_id,
        quotedSen: booking.quoted_sen,
        collectionDate: booking.collection_date ?? malaysianToday(),
        actor: { adminId: actor.adminId, email: actor.actorEmail, ip: actor.ip },
        nodeId: NODE_ID,
      });
    } catch (error) {
      // One order's failure is that order's answer: the others of a bulk action go on.
      app.log.error({ err: error, orderId: booking.order_id }, 'courier booking failed');
      result = { status: 'problem', message: 'The booking could not be saved: try again.' };
    }
    const [latest] = (await latestShipments(ctx.db, [booking.order_id])).values();
    return {
      order_id: booking.order_id,
      ref_no: order.refNo,
      status: result.status,
      message: messageOf(result),
      shipment:
        result.status === 'booked'
          ? shipmentViewOf(result.shipment)
          : latest
            ? shipmentViewOf(latest)
            : null,
    };
  };

  adminCall(app, adminContract.adminShippingBook, async ({ input, caller, ctx, request }) => {
    const result = await book(ctx, input, actorOf({ caller, request }));
    if (result.status === 'already-booked') throw new AppError('conflict', result.message);
    if (result.status === 'problem' && result.message === 'There is no such order.') {
      throw AppError.notFound(result.message);
    }
    if (['refused', 'price-changed', 'problem'].includes(result.status)) {
      throw unprocessable(
        result.message,
        result.status === 'price-changed' ? 'quoted_sen' : 'order_id',
      );
    }
    return result;
  });

  adminCall(app, adminContract.adminShippingBookMany, async ({ input, caller, ctx, request }) => {
    const actor = actorOf({ caller, request });
    const results = await eachLimited(input.bookings, BULK_CONCURRENCY, (booking) =>
      book(ctx, booking, actor),
    );
    return { results };
  });

  adminCall(app, adminContract.adminShippingLabel, async ({ input, ctx }) => {
    const latest = await latestShipments(ctx.db, input.order_ids);
    const notReady: number[] = [];
    const ready: number[] = [];
    for (const id of input.order_ids) {
      const row = latest.get(id);
      if (row?.awbNumber && row.shipmentNumber) ready.push(id);
      else notReady.push(id);
    }
    if (ready.length === 0) {
      throw unprocessable(
        input.order_ids.length === 1
          ? 'This order has no courier label yet: book it, or wait for the courier’s airway bill.'
          : 'None of these orders has a courier label yet.',
        'order_ids',
      );
    }
    return {
      pdf_url: `/api/admin/shipping/labels.pdf?orders=${ready.join(',')}`,
      not_ready: notReady,
    };
  });

  const labelQuery = z.object({
    orders: z
      .string()
      .regex(/^\d{1,15}(,\d{1,15}){0,49}$/, { error: 'Choose the orders to print.' })
      .transform((list) => list.split(',').map(Number)),
  });
  app.get('/admin/shipping/labels.pdf', async (request: FastifyRequest, reply: FastifyReply) => {
    await authorizeAdmin(app.ctx.db, request, { stage: 'full', permission: 'orders.fulfil' });
    const { orders } = parseInput(labelQuery, request.query);
    const { client } = await connected(app.ctx);
    const pdf = await labelsPdf(app.ctx.db, client, orders);
    if (!pdf) throw unprocessable('No label of these orders is ready yet.', 'orders');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="labels.pdf"')
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });

  adminCall(app, adminContract.adminShippingTrack, async ({ input, ctx }) => {
    const row = (await latestShipments(ctx.db, [input.order_id])).get(input.order_id);
    if (!row) return { shipment: null, events: [] };
    if (!row.awbNumber) return { shipment: shipmentViewOf(row), events: [] };
    const connection = connectionOf(ctx.config, await loadShippingSettings(ctx.db));
    if ('problem' in connection || !connection.tokens) {
      return { shipment: shipmentViewOf(row), events: [] };
    }
    const client = easyParcelClientOf(ctx.db, ctx.config, connection);
    const tracked = await client.track([row.awbNumber]);
    const found = tracked.ok ? tracked.value.find((entry) => entry.found) : undefined;
    return {
      shipment: shipmentViewOf(row),
      events:
        found && found.found
          ? found.events.map((event) => ({
              at: event.at,
              stage: event.stage,
              description: event.description,
              location: event.location,
            }))
          : [],
    };
  });

  adminCall(app, adminContract.adminShippingWallet, async ({ caller, ctx }) => {
    const connection = connectionOf(ctx.config, await loadShippingSettings(ctx.db));
    const none = (problem: string) => ({
      balance_sen: null,
      free_credit_sen: null,
      low_below_sen: LOW_CREDIT_SEN,
      low: false,
      problem,
    });
    if ('problem' in connection) return none(connection.problem);
    if (!connection.tokens) return none('Connect the EasyParcel account in Settings, Shipping.');
    const wallet = await easyParcelClientOf(ctx.db, ctx.config, connection).wallet();
    if (!wallet.ok) return none('EasyParcel did not answer: the balance is not known.');
    const { balanceSen, freeCreditSen } = wallet.value;
    // Packers are warned that credit runs low; the balance itself is the owners' figure.
    const seesMoney = can(caller.admin.role, 'dashboard.read');
    return {
      balance_sen: seesMoney ? balanceSen : null,
      free_credit_sen: seesMoney ? freeCreditSen : null,
      low_below_sen: LOW_CREDIT_SEN,
      low: balanceSen + freeCreditSen < LOW_CREDIT_SEN,
      problem: null,
    };
  });

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
