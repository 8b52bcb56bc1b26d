import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './auth/admin-auth-routes';
import { adminStaffRoutes } from './staff/admin-staff-routes';

/** The back office's API under /api/admin: its cookie session and every admin operation. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  await app.register(adminAuthRoutes);
  await app.register(adminStaffRoutes);
}
