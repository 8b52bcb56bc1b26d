import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { contractMessages, guestCheckout } from '@nyiur/api';
import type { UsersOptionResponse } from '@nyiur/api';
import { COUNTRY_MALAYSIA } from '@nyiur/domain';
import { callApi, sampleClaimFor, toast, useAppNavigate } from '@nyiur/shell';
import { Button, Field, Input, Spinner } from '@nyiur/ui';
import { AddressFields } from '../components/address-fields/address-fields';
import { CheckoutSummary } from '../components/checkout-summary/checkout-summary';
import { PaymentForm } from '../components/payment-form/payment-form';
import { checkoutTotals } from '../lib/checkout-totals';
import { privatePageMeta } from '../lib/page-meta';
import { useCheckoutSubmit } from '../lib/use-checkout-submit';
import { statesOf } from './checkout';
import styles from './checkout.module.css';

export const meta = () => privatePageMeta('Guest Checkout');

interface GuestFormValues {
  country: string;
  first_name: string;
  last_name: string;
  address: string;
  address2: string;
  postcode: string;
  city: string;
  state: string;
  recipient_number: string;
  is_pickup: '0';
  contact_id: string;
  product_id: string;
  claim_token: string;
}

const whole = (value: string | null): number | null =>
  value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;

function GuestForm({
  options,
  productId,
  contactId,
  claimToken,
}: {
  options: UsersOptionResponse;
  productId: number;
  contactId: number;
  claimToken: string;
}) {
  const form = useForm<GuestFormValues>({
    resolver: zodResolver(guestCheckout.request) as unknown as Resolver<GuestFormValues>,
    defaultValues: {
      country: COUNTRY_MALAYSIA,
      first_name: '',
      last_name: '',
      address: '',
      address2: '',
      postcode: '',
      city: '',
      state: '',
      recipient_number: '',
      is_pickup: '0',
      contact_id: String(contactId),
      product_id: String(productId),
      claim_token: claimToken,
    },
  });
  const { handoff, submit } = useCheckoutSubmit();
  const state = useWatch({ control: form.control, name: 'state' });
  const totals = checkoutTotals(options.cart, 'delivery', state);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    if (totals.limit) {
      toast.error(totals.limit);
      return;
    }
    await submit(async () => {
      const result = await callApi('guestCheckout', {
        ...values,
        country: COUNTRY_MALAYSIA,
        contact_id: contactId,
        product_id: productId,
        claim_token: claimToken,
        is_pickup: '0',
      });
      return result.data;
    }, form.setError);
  });

  if (!options.cart) return null;
  return (
    <div className={styles.layout}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Delivery details">
          <p>Your free sample is delivered to your door; you only pay the shipping.</p>
          <Field label="Phone Number" error={errors.recipient_number?.message} required>
            <Input
              type="tel"
              autoComplete="tel"
              placeholder="0123456789"
              {...form.register('recipient_number')}
            />
          </Field>
          <AddressFields
            names={{ address2: 'address2', phone: 'recipient_number' }}
            states={statesOf(options)}
            showPhone={false}
          />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            Place Order
          </Button>
        </form>
      </FormProvider>
      <CheckoutSummary cart={options.cart} totals={totals} shippingKnown={Boolean(state)} />
      <PaymentForm handoff={handoff} />
    </div>
  );
}

/** /guest-checkout?pid=…&cid=…: the free-sample order, delivery only (spec §2, §4). */
export default function GuestCheckout() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const productId = whole(params.get('pid'));
  const contactId = whole(params.get('cid'));
  const valid = productId !== null && contactId !== null;
  // Read after hydration: the claim lives in the e-mail link's fragment or this tab's storage.
  const [claimToken, setClaimToken] = useState<string | null>(null);
  useEffect(() => {
    if (contactId !== null) setClaimToken(sampleClaimFor(contactId) ?? '');
  }, [contactId]);
  const options = useQuery({
    queryKey: ['options', productId, contactId],
    queryFn: async () =>
      (await callApi('usersOption', { product_id: productId ?? 0, contact_id: contactId ?? 0 }))
        .data,
    enabled: valid,
  });
  const empty = !valid || (options.data !== undefined && !options.data.cart?.cart_items.length);

  useEffect(() => {
    if (empty) navigate('/', { replace: true });
  }, [empty, navigate]);

  return (
    <div className="shop-page">
      <h1>Guest Checkout</h1>
      {options.isError ? (
        <p role="alert">{options.error.message}</p>
      ) : claimToken === '' ? (
        <p role="alert">{contractMessages.sampleClaim}</p>
      ) : options.data &&
        productId !== null &&
        contactId !== null &&
        claimToken !== null &&
        !empty ? (
        <GuestForm
          options={options.data}
          productId={productId}
          contactId={contactId}
          claimToken={claimToken}
        />
      ) : (
        <Spinner label="Loading checkout" />
      )}
    </div>
  );
}
