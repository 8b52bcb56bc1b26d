import { adminContract } from '@nyiur/api';
import { can } from '@nyiur/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminCall, authorizeAdmin } from '../../http/admin-call';
import { parseInput } from '../../http/parse-input';
import { easyParcelClientOf } from '../../shipping/easyparcel-client';
import { connectionOf, loadShippingSettings } from '../../shipping/shipping-settings';
import { latestShipments, shipmentViewOf } from '../orders/order-parcels';
import { labelsPdf } from './labels-pdf';
import { connected, unprocessable } from './shipping-connection';

/** Below this the dashboard warns that bookings will soon be refused for want of credit. */
export const LOW_CREDIT_SEN = 5_000;

/** After booking: labels (one PDF for many orders), a parcel's tracking, the wallet's balance. */
export function adminParcelRoutes(app: FastifyInstance): void {
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
}
