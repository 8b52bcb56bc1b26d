import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { UsersOptionResponse } from '@nyiur/api';
import { contractMessages } from '@nyiur/api/messages';
import { COUNTRY_MALAYSIA, PATHS } from '@nyiur/domain';
import { callApi, lazyResolver, sampleClaimFor, useAppNavigate } from '@nyiur/shell';
import { Spinner } from '@nyiur/ui';
import { AddressFields } from '../components/address-fields/address-fields';
import { CheckoutForm, type DeliveryFormValues } from '../components/checkout-form/checkout-form';
import { checkoutTotals } from '../lib/checkout-totals';
import { privatePageMeta } from '../lib/page-meta';
import { statesOf } from './checkout';

export const meta = () => privatePageMeta('Guest Checkout');

interface GuestFormValues extends DeliveryFormValues {
  is_pickup: '0';
  contact_id: string;
  product_id: string;
  claim_token: string;
}

// zod and the contract's schemas load with the first validation, not with the page.
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { guestCheckout }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@nyiur/api'),
  ]);
  return zodResolver(guestCheckout.request) as unknown as Resolver<GuestFormValues>;
});

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
    resolver,
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
  const state = useWatch({ control: form.control, name: 'state' });

  if (!options.cart) return null;
  return (
    <CheckoutForm
      form={form}
      cart={options.cart}
      totals={checkoutTotals(options.cart, 'delivery', state)}
      shippingKnown={Boolean(state)}
      send={async (values) => {
        const result = await callApi('guestCheckout', {
          ...values,
          country: COUNTRY_MALAYSIA,
          contact_id: contactId,
          product_id: productId,
          claim_token: claimToken,
          is_pickup: '0',
        });
        return result.data;
      }}
      lead={<p>Your free sample is delivered to your door; you only pay the shipping.</p>}
    >
      <AddressFields
        names={{ address2: 'address2', phone: 'recipient_number' }}
        states={statesOf(options)}
        showPhone={false}
      />
    </CheckoutForm>
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
    if (empty) navigate(PATHS.home, { replace: true });
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
