import { z } from '../zod';
import { emailAddress, password, requiredText } from '../models/primitives';
import { adminProfile } from './admin-models';
import { defineAdminCall } from './define-admin-call';

/*
 * Back-office sign-in, enrolment and session calls. They share one tag and one set of field
 * rules, so they live together; every other admin area has a module of its own.
 */

const totpCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' });

const recoveryCode = z
  .string({ error: 'Enter one of your recovery codes.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, { error: 'Enter one of your recovery codes.' });

const newPassword = z
  .string({ error: 'Choose a password of at least 12 characters.' })
  .min(12, { error: 'Choose a password of at least 12 characters.' })
  .max(200, { error: 'Keep the password under 200 characters.' });

const step = z.object({ step: z.enum(['totp', 'enrol']) });

export const adminSetup = defineAdminCall({
  path: '/admin/auth/setup',
  summary: 'Use a one-time set-up link: choose a name and password, then enrol a second factor',
  tag: 'admin auth',
  admin: { stage: 'none' },
  request: z.object({
    token: z.string({ error: 'This set-up link is not valid.' }).min(20).max(200),
    name: requiredText('Enter your name.', 100),
    password: newPassword,
  }),
  response: step,
});

export const adminSignIn = defineAdminCall({
  path: '/admin/auth/sign-in',
  summary: 'Back-office sign-in, step one: e-mail and password',
  tag: 'admin auth',
  admin: { stage: 'none' },
  request: z.object({
    email: emailAddress('Enter your e-mail address.'),
    password: password('Enter your password.'),
  }),
  /** An account without an authenticator is refused (403): it enrols through its set-up link. */
  response: z.object({ step: z.literal('totp') }),
});

export const adminVerifyTotp = defineAdminCall({
  path: '/admin/auth/totp',
  summary: 'Back-office sign-in, step two: the authenticator code or a recovery code',
  tag: 'admin auth',
  admin: { stage: 'password' },
  request: z.union([z.object({ code: totpCode }), z.object({ recovery_code: recoveryCode })], {
    error: 'Enter the 6-digit code from your authenticator app.',
  }),
  response: z.object({ admin: adminProfile }),
});

export const adminEnrolStart = defineAdminCall({
  path: '/admin/auth/enrol-start',
  summary: 'A new authenticator secret with its QR code',
  tag: 'admin auth',
  admin: { stage: 'enrol' },
  request: z.object({}),
  response: z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }),
});

export const adminEnrolConfirm = defineAdminCall({
  path: '/admin/auth/enrol-confirm',
  summary: 'Confirm the authenticator with a code; answers ten single-use recovery codes',
  tag: 'admin auth',
  admin: { stage: 'enrol' },
  request: z.object({ code: totpCode }),
  response: z.object({ recovery_codes: z.array(z.string()).length(10), admin: adminProfile }),
});

export const adminMe = defineAdminCall({
  path: '/admin/auth/me',
  summary:
    'Who is signed in, with the role and its permissions, and the version of the shop running',
  tag: 'admin auth',
  admin: { stage: 'full' },
  request: z.object({}),
  response: z.object({ admin: adminProfile, shop_version: z.string() }),
});

export const adminReauth = defineAdminCall({
  path: '/admin/auth/reauth',
  summary: 'Prove it is still you (password or code) before a refund, a role or a price change',
  tag: 'admin auth',
  admin: { stage: 'full' },
  request: z.union(
    [z.object({ password: password('Enter your password.') }), z.object({ code: totpCode })],
    {
      error: 'Enter your password or the 6-digit code.',
    },
  ),
  response: z.object({}),
});

export const adminSignOut = defineAdminCall({
  path: '/admin/auth/sign-out',
  summary: 'Sign this browser out',
  tag: 'admin auth',
  admin: { stage: 'none' },
  request: z.object({}),
  response: z.object({}),
});

export const adminSignOutEverywhere = defineAdminCall({
  path: '/admin/auth/sign-out-everywhere',
  summary: 'End every session of this account, on every device',
  tag: 'admin auth',
  admin: { stage: 'full' },
  request: z.object({}),
  response: z.object({}),
});
