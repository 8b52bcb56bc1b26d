export type PaymentMethodGroup = 'card' | 'fpx' | 'ewallet';

export interface PaymentMethod {
  /** The gateway's PaymentId. */
  id: string;
  name: string;
  group: PaymentMethodGroup;
}

/** Methods the sandbox offers, with the PaymentIds the live gateway uses for them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: '2', name: 'Credit / debit card (MYR)', group: 'card' },
  { id: '6', name: 'Maybank2U', group: 'fpx' },
  { id: '8', name: 'Alliance Online', group: 'fpx' },
  { id: '10', name: 'AmOnline', group: 'fpx' },
  { id: '14', name: 'RHB Now', group: 'fpx' },
  { id: '15', name: 'Hong Leong Connect', group: 'fpx' },
  { id: '20', name: 'CIMB Clicks', group: 'fpx' },
  { id: '31', name: 'Public Bank', group: 'fpx' },
  { id: '102', name: 'Bank Rakyat', group: 'fpx' },
  { id: '103', name: 'Affin Bank', group: 'fpx' },
  { id: '124', name: 'Standard Chartered', group: 'fpx' },
  { id: '134', name: 'Bank Islam', group: 'fpx' },
  { id: '210', name: 'Boost', group: 'ewallet' },
  { id: '523', name: 'GrabPay', group: 'ewallet' },
  { id: '538', name: "Touch 'n Go eWallet", group: 'ewallet' },
];

export const PAYMENT_GROUP_TITLES: Record<PaymentMethodGroup, string> = {
  card: 'Card',
  fpx: 'Online banking (FPX)',
  ewallet: 'E-wallet',
};

export const findPaymentMethod = (id: string): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((method) => method.id === id);
