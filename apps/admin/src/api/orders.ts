import type { OrderTab } from '@nyiur/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { queryKeys } from './query-keys';

export const useOrderCounts = () =>
  useQuery({
    queryKey: queryKeys.orderCounts,
    queryFn: () => adminApi.adminOrderCounts().then(dataOf),
  });

/** The order queue of one tab, 30 at a time, searched and between two dates when given. */
export const useOrderList = (filters: { tab: OrderTab; q: string; from: string; to: string }) => {
  const { tab, q, from, to } = filters;
  return useInfiniteQuery({
    queryKey: queryKeys.orderList(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      adminApi
        .adminOrderList({
          tab,
          ...(q ? { q } : {}),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
          limit: 30,
        })
        .then(dataOf),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
};

export const useOrder = (id: number) =>
  useQuery({
    queryKey: queryKeys.order(id),
    queryFn: () => adminApi.adminOrderGet({ id }).then(dataOf),
    enabled: Number.isInteger(id) && id > 0,
  });

/** An order's page: the order, its payment record, e-mails, notes, refunds and trail. */
export type OrderPage = NonNullable<ReturnType<typeof useOrder>['data']>;

export const useOrderSlips = (ids: readonly number[]) =>
  useQuery({
    queryKey: queryKeys.orderSlips(ids),
    queryFn: () => adminApi.adminOrderSlips({ ids: [...ids] }).then(dataOf),
    enabled: ids.length > 0,
  });
