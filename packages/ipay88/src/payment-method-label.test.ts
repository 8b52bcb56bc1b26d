import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './payment-method-label';

describe('payment method labels', () => {
  it.each([
    ['2', 'Card'],
    ['6', 'FPX · Maybank2U'],
    ['20', 'FPX · CIMB Clicks'],
    ['31', 'FPX · Public Bank'],
    ['210', 'Boost'],
    ['523', 'GrabPay'],
    ['538', "Touch 'n Go eWallet"],
    ['999', 'Payment method 999'],
  ])('PaymentId %s reads %s', (id, label) => {
    expect(paymentMethodLabel(id)).toBe(label);
  });

  it('answers null when the gateway named none', () => {
    expect(paymentMethodLabel(null)).toBeNull();
    expect(paymentMethodLabel('')).toBeNull();
  });
});
