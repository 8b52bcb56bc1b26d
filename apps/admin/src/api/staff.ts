import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { usePagedList } from '../lib/use-paged-list';
import { queryKeys } from './query-keys';

export const useStaff = () =>
  useQuery({ queryKey: queryKeys.staff, queryFn: () => adminApi.adminStaffList().then(dataOf) });

/** Every back-office change, newest first, page by page, filtered by who and what. */
export const useAuditLog = (filters: { actor?: string; action?: string }) =>
  usePagedList(
    queryKeys.audit(filters),
    (beforeId) =>
      adminApi
        .adminAuditList({ ...filters, ...(beforeId ? { before_id: beforeId } : {}) })
        .then(dataOf),
    (page) => page.entries,
  );
