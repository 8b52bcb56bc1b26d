import { specMessage } from '../../lib/spec-messages';
import { useCheckoutTranslate } from '../../lib/translate';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { Cart } from '@nyiur/api';
import { toast } from '@nyiur/shell';
import { Button, Field, Input } from '@nyiur/ui';
import type { CheckoutTotals } from '../../lib/checkout-totals';
import { useCheckoutSubmit } from '../../lib/use-checkout-submit';
import type { VoucherState } from '../../lib/use-voucher';
import { CheckoutSummary } from '../checkout-summary/checkout-summary';
import { PaymentForm, type PaymentHandoff } from '../payment-form/payment-form';
import { VoucherField, checkoutVoucherError } from '../voucher-field/voucher-field';
import styles from './checkout-form.module.css';

/** The delivery address and recipient's phone, as both checkout forms hold them. */
export interface DeliveryFormValues {
  country: string;
  first_name: string;
  last_name: string;
  address: string;
  address2: string;
  postcode: string;
  city: string;
  state: string;
  recipient_number: string;
}

export interface CheckoutFormProps<Values extends FieldValues> {
  readonly form: UseFormReturn<Values>;
  /** Nothing is shown until the cart has loaded. */
  readonly cart: Cart | null;
  readonly totals: CheckoutTotals;
  /** Whether the shipping fee is settled (a pick-up, or a delivery state chosen). */
  readonly shippingKnown: boolean;
  /** The lines under the shipping fee (`shippingNotes`). */
  readonly shippingNotes: readonly string[];
  /** Places the order and answers the gateway's payment request. */
  readonly send: (values: Values) => Promise<PaymentHandoff>;
  /** What stands above the phone number, if anything. */
  readonly lead?: ReactNode;
  /** What stands below it: the address, or the pick-up place. */
  readonly children: ReactNode;
  /** The voucher code, in its field above Place Order. */
  readonly voucher: VoucherState;
}

/**
 * A checkout: the delivery details with the recipient's phone, Place Order, the order summary
 * beside them, and the hand-off to the payment gateway. A cart over the limits is refused before
 * anything is sent.
 */
export function CheckoutForm<Values extends FieldValues>({
  form,
  cart,
  totals,
  shippingKnown,
  shippingNotes,
  send,
  lead,
  children,
  voucher,
}: CheckoutFormProps<Values>) {
  const { handoff, submit } = useCheckoutSubmit();
  const phoneError = form.formState.errors['recipient_number']?.message;
  const t = useCheckoutTranslate();

  const onSubmit = form.handleSubmit(async (values) => {
    if (totals.limit) {
      toast.error(specMessage(t, totals.limit));
      return;
    }
    await submit(() => send(values), form.setError);
  });

  if (!cart) return null;
  return (
    <div className={styles.layout}>
      <FormProvider {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          className={styles.form}
          aria-label={t('form.deliveryDetails')}
        >
          {lead}
          <Field
            label={t('form.phone')}
            error={typeof phoneError === 'string' ? specMessage(t, phoneError) : undefined}
            required
          >
            <Input
              type="tel"
              autoComplete="tel"
              placeholder="0123456789"
              {...form.register('recipient_number' as Parameters<typeof form.register>[0])}
            />
          </Field>
          {children}
          <VoucherField
            voucher={voucher}
            serverError={checkoutVoucherError(form.formState.errors)}
          />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            {t('form.placeOrder')}
          </Button>
        </form>
      </FormProvider>
      <CheckoutSummary
        cart={cart}
        totals={totals}
        shippingKnown={shippingKnown}
        shippingNotes={shippingNotes}
      />
      <PaymentForm handoff={handoff} />
    </div>
  );
}
