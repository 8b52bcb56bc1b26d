import type { AdminProfile } from '@nyiur/api';
import type { AdminPermission } from '@nyiur/domain';

/** An owner signed in with `permissions` (only what the screen under test reads). */
export const ownerWith = (permissions: AdminPermission[]): AdminProfile => ({
  id: 1,
  email: 'owner@nyiur.test',
  name: 'Aisyah',
  role: 'owner',
  permissions,
});

/** Marketing staff: customers and leads. */
export const marketingProfile: AdminProfile = {
  id: 2,
  email: 'marketing@nyiur.test',
  name: 'Nurul',
  role: 'marketing',
  permissions: ['customers.read', 'leads.read', 'leads.manage'],
};
