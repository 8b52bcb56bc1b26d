import { adminContract, type AdminContract } from '../admin/admin-contract';
import type { ApiCall } from '../define-call';
import { createContractClient, type ClientOptions, type ContractClient } from './create-api-client';

/** One method per back-office call, named as in `adminContract`. */
export type AdminClient = ContractClient<AdminContract>;

const adminLoaders = Object.fromEntries(
  Object.entries<ApiCall>(adminContract).map(([name, call]) => [name, () => Promise.resolve(call)]),
) as { readonly [K in keyof AdminContract]: () => Promise<AdminContract[K]> };

/**
 * The back office's client: the shop's caller over the admin contract. The session is a cookie,
 * so no token goes out; each call sends the CSRF header its definition declares. Requests go as
 * written because the admin schemas turn empty texts into null, which a second parse refuses.
 */
export const createAdminClient = (options: Omit<ClientOptions, 'session' | 'send'>): AdminClient =>
  createContractClient<AdminContract>(adminLoaders, { ...options, send: 'as-written' });
