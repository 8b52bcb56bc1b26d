import { findPaymentMethod } from './sandbox/payment-methods';

/**
 * A PaymentId as a seller reads it: "Card", "FPX · Maybank2U" (online banking and the bank), the
 * e-wallet's name ("GrabPay"), "Payment method 999" for one not in the table, null when none.
 */
export function paymentMethodLabel(paymentId: string | null | undefined): string | null {
  if (!paymentId) return null;
  const method = findPaymentMethod(paymentId);
  if (!method) return `Payment method ${paymentId}`;
  if (method.group === 'card') return 'Card';
  if (method.group === 'fpx') return `FPX · ${method.name}`;
  return method.name;
}
