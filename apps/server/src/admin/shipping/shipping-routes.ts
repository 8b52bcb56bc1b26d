import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import { IntervalJob } from '../../jobs/interval-job';
import { resumeBookings } from '../../shipping/book-order';
import { adminShippingRoutes } from './admin-shipping-routes';
import { followParcels } from './parcel-orders';

/** The parcel-following job, for a test to run once or a booking to wake. */
export const PARCEL_JOB = 'parcel tracking';

/**
 * Couriers through EasyParcel: the back office's calls, and the job that follows each parcel and
 * moves its order (Shipped when picked up, Completed when delivered, owners alerted otherwise).
 */
export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const everyMs = ctx.config.shipping.pollMs;
  ctx.jobs.add({
    name: PARCEL_JOB,
    schedule: `every ${everyMs / 60_000} min`,
    job: new IntervalJob({
      name: PARCEL_JOB,
      everyMs: Math.max(everyMs, 1_000),
      log: app.log,
      run: async () => {
        // Bookings a stopped node left unfinished are settled first, then followed with the rest.
        const resumed = await resumeBookings(ctx, `${hostname()}:${process.pid}:jobs`);
        const moved = await followParcels(ctx);
        // The shipped e-mails and the owners' alerts go now, not at the outbox's next poll.
        if (moved > 0) ctx.outbox.wake();
        return moved + resumed;
      },
    }),
    // EASYPARCEL_POLL_MS=0: this node follows no parcel (with booking off, a run asks nothing).
    enabled: everyMs > 0,
  });
  // The back-office calls read the admin session cookie, as the admin routes do.
  await app.register(async (admin) => {
    await admin.register(cookie);
    await admin.register(adminShippingRoutes);
  });
}
