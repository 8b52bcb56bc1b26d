/** Back-office roles: the owner runs everything, a packer ships, marketing works the leads and reviews. */
export const ADMIN_ROLES = ['owner', 'packer', 'marketing'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  'orders.read',
  'orders.fulfil',
  /** Write a staff note on an order: a write, though packers may. */
  'orders.note',
  'orders.cancel',
  'orders.refund',
  'orders.export',
  'customers.read',
  /** PDPA erase: a member's personal data anonymised, the books kept. */
  'customers.erase',
  'leads.read',
  'leads.manage',
  'reviews.manage',
  'staff.manage',
  'audit.read',
  'catalogue.manage',
  'catalogue.price',
  'settings.manage',
  /** Affiliate rates, bank details and payouts. */
  'affiliates.manage',
  /** The money screens: the dashboard's figures and the gateway's transactions. */
  'dashboard.read',
  'payments.read',
  /** Ask the gateway again about one order and apply its answer. */
  'payments.requery',
  /** Vouchers: see them and their uses; create, change, pause and end them. */
  'vouchers.read',
  'vouchers.write',
  /** Let a voucher above the owners' ceilings (percentage, amount, unlimited uses) be used. */
  'vouchers.approve',
  /** MyInvois e-invoices: the requests, consolidated months and notes, and the seller settings. */
  'einvoices.read',
  'einvoices.write',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** The one permission table; the server checks it for every back-office operation. */
const TABLE: Record<AdminRole, readonly AdminPermission[]> = {
  owner: ADMIN_PERMISSIONS,
  packer: ['orders.read', 'orders.fulfil', 'orders.note'],
  marketing: [
    'customers.read',
    'leads.read',
    'leads.manage',
    'reviews.manage',
    'vouchers.read',
    'vouchers.write',
  ],
};

export const isAdminRole = (value: string): value is AdminRole =>
  (ADMIN_ROLES as readonly string[]).includes(value);

export const can = (role: AdminRole, permission: AdminPermission): boolean =>
  TABLE[role].includes(permission);

export const permissionsOf = (role: AdminRole): readonly AdminPermission[] => TABLE[role];

/** Operations that ask for the password or a code again when the last one is older than this. */
export const REAUTH_WINDOW_SECONDS = 5 * 60;
