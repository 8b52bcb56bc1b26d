/** iPay88's PaymentIds for Malaysia, named as a seller reads them on a statement. */
const METHODS: Record<string, string> = {
  '2': 'Card',
  '6': 'FPX · Maybank2U',
  '8': 'FPX · Alliance Online',
  '10': 'FPX · AmOnline',
  '14': 'FPX · RHB Now',
  '15': 'FPX · Hong Leong Connect',
  '20': 'FPX · CIMB Clicks',
  '31': 'FPX · Public Bank',
  '102': 'FPX · Bank Rakyat',
  '103': 'FPX · Affin Bank',
  '124': 'FPX · Standard Chartered',
  '134': 'FPX · Bank Islam',
  '210': 'e-wallet · Boost',
  '523': 'e-wallet · GrabPay',
  '538': "e-wallet · Touch 'n Go",
};

/** The method's name, "Payment method 999" for one we do not know, null when none was given. */
export const paymentMethodName = (paymentId: string | null): string | null =>
  paymentId ? (METHODS[paymentId] ?? `Payment method ${paymentId}`) : null;
