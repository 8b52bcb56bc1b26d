import type { AdminCustomerSummary, AdminLead, LeadTab } from '@nyiur/api';
import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { usePagedList } from '../lib/use-paged-list';
import { queryKeys } from './query-keys';

/** Customers matching `q` (all for an empty one), page by page. */
export const useCustomerList = (q: string) =>
  usePagedList(
    queryKeys.customerList(q),
    (beforeId) =>
      adminApi
        .adminCustomerList({
          ...(q ? { q } : {}),
          ...(beforeId ? { before_id: beforeId } : {}),
        })
        .then(dataOf),
    (page): readonly AdminCustomerSummary[] => page.customers,
  );

export const useCustomer = (id: number) =>
  useQuery({
    queryKey: queryKeys.customer(id),
    queryFn: () => adminApi.adminCustomerGet({ id }).then(dataOf),
    enabled: Number.isInteger(id) && id > 0,
  });

/** Leads of one tab matching `q`, page by page. */
export const useLeadList = (tab: LeadTab, q: string) =>
  usePagedList(
    queryKeys.leadList(tab, q),
    (beforeId) =>
      adminApi
        .adminLeadList({
          tab,
          ...(q ? { q } : {}),
          ...(beforeId ? { before_id: beforeId } : {}),
        })
        .then(dataOf),
    (page): readonly AdminLead[] => page.leads,
  );
