import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { queryKeys } from './query-keys';

/** The vouchers whose code matches `q` (all for an empty one). */
export const useVouchers = (q: string, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.voucherList(q),
    queryFn: () => adminApi.adminVoucherList({ q }).then(dataOf),
    ...options,
  });

export const useVoucher = (id: number) =>
  useQuery({
    queryKey: queryKeys.voucher(id),
    queryFn: () => adminApi.adminVoucherGet({ id }).then(dataOf),
  });
