import type { AdminPayment, DashboardPeriod } from '@nyiur/api';
import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { usePagedList } from '../lib/use-paged-list';
import { queryKeys } from './query-keys';

/** Payments, newest first, page by page; only those that do not match their order when asked. */
export const usePaymentList = (mismatchesOnly: boolean) =>
  usePagedList(
    queryKeys.paymentList(mismatchesOnly),
    (beforeId) =>
      adminApi
        .adminPaymentList({
          mismatches_only: mismatchesOnly,
          ...(beforeId ? { before_id: beforeId } : {}),
        })
        .then(dataOf),
    (page): readonly AdminPayment[] => page.payments,
  );

export const useDashboard = (period: DashboardPeriod) =>
  useQuery({
    queryKey: queryKeys.dashboardFor(period),
    queryFn: () => adminApi.adminDashboardGet({ period }).then(dataOf),
  });

export const useAffiliates = () =>
  useQuery({
    queryKey: queryKeys.affiliates,
    queryFn: () => adminApi.adminAffiliateList().then(dataOf),
  });

export const useAffiliate = (code: string) =>
  useQuery({
    queryKey: queryKeys.affiliate(code),
    queryFn: () => adminApi.adminAffiliateGet({ code }).then(dataOf),
  });

export const useEInvoices = (options: { retry?: false } = {}) =>
  useQuery({
    queryKey: queryKeys.eInvoices,
    queryFn: () => adminApi.adminEInvoiceList().then(dataOf),
    ...options,
  });
