import { describe, expect, it } from 'vitest';
import { PAYABLE } from './mark-order-paid';

describe('payments and the order machine', () => {
  it('settles a confirmed payment only from the statuses the machine lets be paid', () => {
    expect([...PAYABLE].sort()).toEqual(['Cancelled', 'Failed', 'Pending']);
  });
});
