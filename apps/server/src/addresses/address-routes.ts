import { addressAdd, addressList, addressUpdate, addressUpdateStatus, ok } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import type { FastifyInstance } from 'fastify';
import { addressView } from './address-view';
import { addAddress, listAddresses, removeAddress, updateAddress } from './manage-addresses';
import { userCall } from '../http/call-route';

/** A member's saved addresses. */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  userCall(app, addressList, async ({ user, ctx }) =>
    ok((await listAddresses(ctx.db, user.id)).map(addressView)),
  );

  userCall(app, addressAdd, async ({ input, user, ctx }) => {
    await addAddress(ctx.db, user.id, input);
    return ok(undefined, messages.success.addressAdded);
  });

  userCall(app, addressUpdate, async ({ input, user, ctx }) => {
    await updateAddress(ctx.db, user.id, input.address_id, input);
    return ok(undefined, messages.success.addressUpdated);
  });

  userCall(app, addressUpdateStatus, async ({ input, user, ctx }) => {
    await removeAddress(ctx.db, user.id, input.address_id);
    return ok(undefined, messages.success.addressRemoved);
  });
}
