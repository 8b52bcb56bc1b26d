import type { AdminProfile } from '@nyiur/api';

export const hasPermission = (admin: AdminProfile | undefined, permission: string): boolean =>
  admin?.permissions.includes(permission as AdminProfile['permissions'][number]) ?? false;
