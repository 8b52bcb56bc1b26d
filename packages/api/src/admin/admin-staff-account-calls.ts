import { z } from '../zod';
import { staffMember } from './admin-staff-calls';
import { defineAdminCall } from './define-admin-call';

/* What the owner does to a colleague's account: each asks for a recent password or code. */

const colleague = z.object({ id: z.number({ error: 'Choose a colleague.' }).int().positive() });
const need = { stage: 'full', permission: 'staff.manage', reauth: true } as const;

export const adminStaffDisable = defineAdminCall({
  path: '/admin/staff/disable',
  summary: 'Disable an account: it cannot sign in, and every session of it ends at once',
  tag: 'admin staff',
  admin: need,
  request: colleague,
  response: z.object({ staff: staffMember }),
});

export const adminStaffEnable = defineAdminCall({
  path: '/admin/staff/enable',
  summary: 'Let a disabled account sign in again',
  tag: 'admin staff',
  admin: need,
  request: colleague,
  response: z.object({ staff: staffMember }),
});

export const adminStaffSignOut = defineAdminCall({
  path: '/admin/staff/sign-out',
  summary: "End every session of a colleague's account, on every device",
  tag: 'admin staff',
  admin: need,
  request: colleague,
  response: z.object({ ended: z.number().int() }),
});

export const adminStaffResetAuthenticator = defineAdminCall({
  path: '/admin/staff/reset-authenticator',
  summary:
    'Remove the authenticator and recovery codes of an account, end its sessions and e-mail a new set-up link',
  tag: 'admin staff',
  admin: need,
  request: colleague,
  response: z.object({ staff: staffMember, setup_url: z.string() }),
});

export const adminStaffResendInvite = defineAdminCall({
  path: '/admin/staff/resend-invite',
  summary:
    'A new set-up link for a colleague who has not finished setting up; older links stop working',
  tag: 'admin staff',
  admin: need,
  request: colleague,
  response: z.object({ staff: staffMember, setup_url: z.string() }),
});
