import { randomBytes } from 'node:crypto';
import type { AdminRole, OrderStatus } from '@nyiur/domain';
import type { StaffActor } from '../../http/admin-call';
import type { Database } from '../../db/database';
import { adminUsers } from '../../db/schema/admin-users';
import { salesOrderItems } from '../../db/schema/sales-order-items';
import { salesOrders, type SalesOrderRow } from '../../db/schema/sales-orders';

/** The seeded catalogue's single sachet box, as an order line. */
const ESSENTIALS = 15373;

export interface OrderSeed {
  readonly status?: OrderStatus;
  readonly deliveryMode?: 'delivery' | 'pickup';
  readonly paid?: boolean;
  readonly totalSen?: number;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly createdAt?: Date;
  readonly userId?: number;
}

/** An order as checkout and payment would leave it, for back-office tests. */
export async function insertOrder(db: Database, seed: OrderSeed = {}): Promise<SalesOrderRow> {
  const status = seed.status ?? 'Paid';
  const paid = seed.paid ?? !['Pending', 'Failed', 'Cancelled'].includes(status);
  const totalSen = seed.totalSen ?? 19_800;
  const pickup = seed.deliveryMode === 'pickup';
  const [order] = await db
    .insert(salesOrders)
    .values({
      refNo: `NY${randomBytes(5).toString('hex').toUpperCase()}`,
      token: randomBytes(24).toString('base64url'),
      status,
      itemsSen: totalSen,
      shippingFeeSen: 0,
      totalSen,
      weightGrams: 450,
      deliveryMode: pickup ? 'pickup' : 'delivery',
      pickupVenue: pickup ? 'Nyiur HQ, Petaling Jaya' : '',
      email: seed.email ?? 'aina@example.com',
      firstName: seed.firstName ?? 'Aina',
      lastName: seed.lastName ?? 'Rahman',
      phone: seed.phone ?? '0123456789',
      address: pickup ? '' : '12 Jalan Mawar',
      postcode: pickup ? '' : '47300',
      city: pickup ? '' : 'Petaling Jaya',
      state: pickup ? '' : 'Selangor',
      country: pickup ? '' : 'Malaysia',
      paidAt: paid ? new Date() : null,
      transId: paid ? `T${randomBytes(4).toString('hex')}` : null,
      paymentId: paid ? '2' : null,
      expiresAt: new Date(Date.now() + 3_600_000),
      userId: seed.userId ?? null,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  await db.insert(salesOrderItems).values({
    orderId: order.id,
    productId: ESSENTIALS,
    productKind: 'product',
    name: 'LeanEssentials MCT Powder',
    description: '20 sachets',
    featuredGraphicUrl: '/images/essentials.png',
    quantity: 1,
    unitPriceSen: totalSen,
    amountSen: totalSen,
    weightGrams: 450,
  });
  return order;
}

/** A back-office user to act as (no password: tests of use cases do not sign in). */
export async function insertAdmin(db: Database, role: AdminRole = 'owner'): Promise<StaffActor> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const [admin] = await db
    .insert(adminUsers)
    .values({ email, name: role, role })
    .returning({ id: adminUsers.id });
  if (!admin) throw new Error('admin not inserted');
  return { adminId: admin.id, actorEmail: email, ip: '203.0.113.9' };
}
