import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { InLocale } from '@nyiur/shell/test-locale';
import type { Locale } from '@nyiur/domain';
import { messages as english } from '../../locales/account/en.json?lingui';
import { messages as malay } from '../../locales/account/ms.json?lingui';
import { ShippingFee } from './shipping-fee';

const account = { en: english, ms: malay };

const renderIn = (locale: Locale, fee: ReactNode) =>
  render(
    <InLocale locale={locale} extra={[account[locale]]}>
      <p data-testid="fee">{fee}</p>
    </InLocale>,
  );

describe('ShippingFee', () => {
  it('strikes the fee before a free-shipping voucher through and shows the fee paid', () => {
    renderIn('en', <ShippingFee paid="7.00" before="12.00" voucherCode="POSLAJU5" />);
    expect(screen.getByTestId('fee')).toHaveTextContent('RM 12.00 RM 7.00 (voucher POSLAJU5)');
    expect(screen.getByLabelText('was RM 12.00').tagName).toBe('S');
  });

  it('says the same in Malay on a Malay page', () => {
    renderIn('ms', <ShippingFee paid="7.00" before="12.00" voucherCode="POSLAJU5" />);
    expect(screen.getByTestId('fee')).toHaveTextContent('RM 12.00 RM 7.00 (baucar POSLAJU5)');
    expect(screen.getByLabelText('asalnya RM 12.00').tagName).toBe('S');
  });

  it('shows the fee alone when no voucher took anything off', () => {
    renderIn('en', <ShippingFee paid="12.00" before={null} voucherCode="SAVE10" />);
    expect(screen.getByTestId('fee')).toHaveTextContent(/^RM 12.00$/);
  });
});
