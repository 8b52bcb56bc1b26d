import { adminContract } from '@nyiur/api';
import { can } from '@nyiur/domain';
import { describe, expect, it } from 'vitest';

/** Writing a note changes the order's record: it needs a write permission, not the read one. */
describe('the add-note call', () => {
  it('asks for orders.note, which owners and packers have and marketing has not', () => {
    expect(adminContract.adminOrderAddNote.admin?.permission).toBe('orders.note');
    expect(can('owner', 'orders.note')).toBe(true);
    expect(can('packer', 'orders.note')).toBe(true);
    expect(can('marketing', 'orders.note')).toBe(false);
  });
});
