import type { AdminOrderDetail } from '@nyiur/api';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VoucherRefundHint } from './voucher-refund-hint';

const order = (over: Partial<AdminOrderDetail>) =>
  ({
    items_amount: '594.00',
    lines: [
      { item_id: 2, name: 'MCT Essentials', quantity: 2, amount: '396.00' },
      { item_id: 3, name: 'MCT LeanEssentials', quantity: 1, amount: '198.00' },
    ],
    ...over,
  }) as AdminOrderDetail;

describe('VoucherRefundHint', () => {
  it("gives each line's refund less its share of the discount", () => {
    render(<VoucherRefundHint order={order({ voucher_code: 'RAYA30', discount: '30.00' })} />);
    expect(screen.getByText(/Paid with voucher RAYA30 \(−RM 30.00\)/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'MCT Essentials × 2: RM 376.00',
      'MCT LeanEssentials × 1: RM 188.00',
    ]);
  });

  it('says nothing for an order without a voucher', () => {
    const { container } = render(
      <VoucherRefundHint order={order({ voucher_code: null, discount: '0.00' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
