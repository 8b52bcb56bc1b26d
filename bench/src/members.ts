import { registerPool, type BenchUser } from './api-client';
import type { MainServer } from './main-server';
import { log, message, type BenchRun } from './run';

/** The members the API and shoppers parts sign in as, one each per connection and shopper. */
export interface Members {
  readonly api: BenchUser[];
  readonly shoppers: BenchUser[];
}

/** Registers the pools the run's parts need; a pool that could not be registered stays empty. */
export async function registerMembers(run: BenchRun, server: MainServer): Promise<Members> {
  const { config, stamp } = run;
  const wantsApi = config.parts.includes('api');
  const wantsShoppers = config.parts.includes('shoppers');
  let api: BenchUser[] = [];
  let shoppers: BenchUser[] = [];
  if (wantsApi || wantsShoppers) {
    try {
      if (wantsApi)
        api = await registerPool(
          server.baseUrl,
          `bench-api-${stamp}`,
          Math.max(...config.apiConcurrency),
        );
      if (wantsShoppers)
        shoppers = await registerPool(server.baseUrl, `bench-shopper-${stamp}`, config.shoppers);
      log(`Registered ${api.length + shoppers.length} members`);
    } catch (error) {
      run.notMeasured.push({
        part: 'API and shoppers',
        reason: `members could not be registered: ${message(error)}`,
      });
    }
  }
  return { api, shoppers };
}
