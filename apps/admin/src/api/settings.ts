import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { queryKeys } from './query-keys';

/** The shop's settings and pick-up places. `retry: false` for a reader that may stay quiet. */
export const useShopSettings = (options: { retry?: false } = {}) =>
  useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => adminApi.adminSettingsGet().then(dataOf),
    ...options,
  });

/** The seller's MyInvois details, the secret only as "set" or not. */
export const useEInvoiceSettings = () =>
  useQuery({
    queryKey: queryKeys.eInvoiceSettings,
    queryFn: () => adminApi.adminEInvoiceSettingsGet().then(dataOf),
  });
