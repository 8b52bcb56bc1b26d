import type { AdminProfile } from '@nyiur/api';
import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from './admin-api';

/** The signed-in admin (role and permissions), or the error that says nobody is. */
export const useAdmin = () =>
  useQuery({ queryKey: ['admin', 'me'], queryFn: () => adminApi.adminMe().then(dataOf) });

export const hasPermission = (admin: AdminProfile | undefined, permission: string): boolean =>
  admin?.permissions.includes(permission as AdminProfile['permissions'][number]) ?? false;
