import { malaysianDay } from '@nyiur/domain';
import { adminContract, customerSearchSchema } from '@nyiur/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { actorOf, adminCall, authorizeAdmin } from '../../http/admin-call';
import { allCustomers, getCustomer, listCustomers } from './customer-queries';
import { auditExport } from '../../audit/audit-export';
import { customersCsv } from './customers-csv';
import { eraseCustomer } from './erase-customer';

const { adminCustomerErase, adminCustomerGet, adminCustomerList } = adminContract;

const csvQuery = z.object({ q: customerSearchSchema });

/** The Customers screen: search, a member's page, the CSV and the PDPA erase. */
export async function adminCustomerRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminCustomerList, ({ input, ctx }) => listCustomers(ctx.db, input));

  adminCall(app, adminCustomerGet, async ({ input, ctx }) => ({
    customer: await getCustomer(ctx.db, input.id),
  }));

  adminCall(app, adminCustomerErase, async ({ input, caller, ctx, request }) => {
    await eraseCustomer(ctx.db, input.id, actorOf({ caller, request }));
    // The member's sessions ended with the erase: their access tokens are refused at once.
    ctx.publicCache.changed('sessions');
    return { customer: await getCustomer(ctx.db, input.id) };
  });

  app.get('/admin/customers.csv', async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await authorizeAdmin(app.ctx.db, request, {
      stage: 'full',
      permission: 'customers.read',
    });
    const { q } = parseInput(csvQuery, request.query);
    const customers = await allCustomers(app.ctx.db, q);
    await auditExport(app.ctx.db, actorOf({ caller, request }), 'customers', {
      rows: customers.length,
      searched: q ? 'yes' : 'no',
    });
    const day = malaysianDay(new Date());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="customers-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(customersCsv(customers));
  });
}
