import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { queryKeys } from './query-keys';

/** The signed-in admin (role and permissions), or the error that says nobody is. */
export const useAdmin = () =>
  useQuery({ queryKey: queryKeys.me, queryFn: () => adminApi.adminMe().then(dataOf) });
