import { z } from '../zod';
import { emailAddress, optionalText, timestamp } from '../models/primitives';
import { adminRole, auditEntry } from './admin-models';
import { defineAdminCall } from './define-admin-call';

/* Staff accounts and the audit log: the owner's own pages. */

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: adminRole,
  totp_enrolled: z.boolean(),
  /** Set while the account cannot sign in. */
  disabled_at: timestamp.nullable(),
  /** When the newest unused set-up link stops working; null when there is none. */
  setup_link_expires_at: timestamp.nullable(),
  created_at: timestamp,
});

export const adminStaffList = defineAdminCall({
  path: '/admin/staff/list',
  summary: 'Everyone with a back-office account',
  tag: 'admin staff',
  admin: { stage: 'full', permission: 'staff.manage' },
  request: z.object({}),
  response: z.object({ staff: z.array(staffMember) }),
});

export const adminStaffInvite = defineAdminCall({
  path: '/admin/staff/invite',
  summary:
    'Invite a colleague with a role: e-mails and answers their one-time set-up link (a pending invitation is renewed)',
  tag: 'admin staff',
  admin: { stage: 'full', permission: 'staff.manage', reauth: true },
  request: z.object({
    email: emailAddress("Enter your colleague's e-mail address."),
    role: adminRole,
  }),
  response: z.object({ setup_url: z.string() }),
});

export const adminStaffSetRole = defineAdminCall({
  path: '/admin/staff/set-role',
  summary: "Change a colleague's role",
  tag: 'admin staff',
  admin: { stage: 'full', permission: 'staff.manage', reauth: true },
  request: z.object({
    id: z.number({ error: 'Choose a colleague.' }).int().positive(),
    role: adminRole,
  }),
  response: z.object({ staff: staffMember }),
});

export const adminAuditList = defineAdminCall({
  path: '/admin/audit/list',
  summary: 'The audit trail of every back-office change, newest first',
  tag: 'admin staff',
  admin: { stage: 'full', permission: 'audit.read' },
  request: z.object({
    actor: optionalText(255),
    action: optionalText(100),
    entity: optionalText(100),
    before_id: z.number().int().positive().optional(),
  }),
  response: z.object({ entries: z.array(auditEntry), next_before_id: z.number().int().nullable() }),
});
