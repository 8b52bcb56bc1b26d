import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  ADMIN_ROLES,
  can,
  isAdminRole,
  permissionsOf,
} from './admin-permissions';

describe('the back-office permission table', () => {
  it('lets only owners refund, manage staff, read the audit log, change prices and settings', () => {
    for (const permission of [
      'orders.refund',
      'staff.manage',
      'audit.read',
      'catalogue.price',
      'settings.manage',
      'affiliates.manage',
      'dashboard.read',
      'payments.read',
      'payments.requery',
      'einvoices.read',
      'einvoices.write',
    ] as const) {
      expect(ADMIN_ROLES.filter((role) => can(role, permission))).toEqual(['owner']);
    }
  });

  it('lets packers see and ship orders and nothing else', () => {
    expect(permissionsOf('packer')).toEqual(['orders.read', 'orders.fulfil', 'orders.note']);
    expect(can('marketing', 'orders.note')).toBe(false);
    expect(can('packer', 'orders.cancel')).toBe(false);
    expect(can('packer', 'leads.read')).toBe(false);
  });

  it('lets marketing see leads and customers, not orders', () => {
    expect(can('marketing', 'leads.read')).toBe(true);
    expect(can('marketing', 'leads.manage')).toBe(true);
    expect(can('packer', 'leads.manage')).toBe(false);
    expect(can('marketing', 'reviews.manage')).toBe(true);
    expect(can('packer', 'reviews.manage')).toBe(false);
    expect(can('marketing', 'customers.read')).toBe(true);
    expect(can('marketing', 'orders.read')).toBe(false);
  });

  it('lets the owner and marketing run vouchers, not packers', () => {
    for (const permission of ['vouchers.read', 'vouchers.write'] as const) {
      expect(ADMIN_ROLES.filter((role) => can(role, permission))).toEqual(['owner', 'marketing']);
    }
  });

  it('lets only the owner erase a customer', () => {
    expect(can('owner', 'customers.erase')).toBe(true);
    expect(can('marketing', 'customers.erase')).toBe(false);
    expect(can('packer', 'customers.erase')).toBe(false);
    expect(can('packer', 'customers.read')).toBe(false);
  });

  it('gives the owner every permission and knows its roles', () => {
    expect(permissionsOf('owner')).toEqual(ADMIN_PERMISSIONS);
    expect(isAdminRole('packer')).toBe(true);
    expect(isAdminRole('admin')).toBe(false);
  });
});
