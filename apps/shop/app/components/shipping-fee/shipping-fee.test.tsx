import { render, screen } from '@testing-library/react';
import { ShippingFee } from './shipping-fee';

describe('ShippingFee', () => {
  it('strikes the fee before a free-shipping voucher through and shows the fee paid', () => {
    render(
      <p data-testid="fee">
        <ShippingFee paid="7.00" before="12.00" voucherCode="POSLAJU5" />
      </p>,
    );
    expect(screen.getByTestId('fee')).toHaveTextContent('RM 12.00 RM 7.00 (voucher POSLAJU5)');
    expect(screen.getByLabelText('was RM 12.00').tagName).toBe('S');
  });

  it('shows the fee alone when no voucher took anything off', () => {
    render(
      <p data-testid="fee">
        <ShippingFee paid="12.00" before={null} voucherCode="SAVE10" />
      </p>,
    );
    expect(screen.getByTestId('fee')).toHaveTextContent(/^RM 12.00$/);
  });
});
