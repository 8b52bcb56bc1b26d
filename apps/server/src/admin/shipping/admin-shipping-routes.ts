import type { FastifyInstance } from 'fastify';
import { adminBookingRoutes } from './booking-routes';
import { adminParcelRoutes } from './parcel-routes';
import { adminShippingSettingsRoutes } from './shipping-settings-routes';

/**
 * The back office's courier calls: quotes, bookings (one or many), labels, tracking, the wallet
 * for the dashboard, and the owner's EasyParcel settings. Packers quote, book and print
 * (`orders.fulfil`); only owners see and change the connection (`settings.manage`).
 */
export async function adminShippingRoutes(app: FastifyInstance): Promise<void> {
  adminBookingRoutes(app);
  adminParcelRoutes(app);
  adminShippingSettingsRoutes(app);
}
