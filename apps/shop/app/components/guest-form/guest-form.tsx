import { useCheckoutTranslate } from '../../lib/translate';
import { zodResolver } from '@hookform/resolvers/zod';
import { guestCheckout } from '@nyiur/api';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import type { UsersOptionResponse } from '@nyiur/api';
import { COUNTRY_MALAYSIA } from '@nyiur/domain';
import { callApi, useLocale } from '@nyiur/shell';
import { AddressFields } from '../address-fields/address-fields';
import { CheckoutForm, type DeliveryFormValues } from '../checkout-form/checkout-form';
import { checkoutTotals } from '../../lib/checkout-totals';
import { useVoucher } from '../../lib/use-voucher';
import { shippingNotes } from '../../lib/shipping-notes';
import { statesOf } from '../../lib/states-of';

interface GuestFormValues extends DeliveryFormValues {
  is_pickup: '0';
  contact_id: string;
  product_id: string;
  claim_token: string;
}

const resolver = zodResolver(guestCheckout.request) as unknown as Resolver<GuestFormValues>;

/**
 * The free-sample order form: the delivery address, Place Order and the summary. It loads with the
 * checkout's data, after the page (react-hook-form and the address select are not in its first
 * load).
 */
export function GuestForm({
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
  // A free sample takes a free-shipping voucher only; the server prices it on the sample.
  const voucher = useVoucher(() => ({ product_id: productId, state }));
  const totals = checkoutTotals(options.cart, 'delivery', state, voucher.applied);
  const t = useCheckoutTranslate();
  const locale = useLocale();

  return (
    <CheckoutForm
      form={form}
      cart={options.cart}
      totals={totals}
      voucher={voucher}
      shippingKnown={Boolean(state)}
      // A free sample is the whole order: the threshold, but nothing to add.
      shippingNotes={shippingNotes({ ...totals, mode: 'delivery', state, canAddMore: false }, t)}
      send={async (values) => {
        const result = await callApi('guestCheckout', {
          ...values,
          country: COUNTRY_MALAYSIA,
          contact_id: contactId,
          product_id: productId,
          claim_token: claimToken,
          is_pickup: '0',
          voucher_code: voucher.applied?.code,
          locale,
        }).catch((failure: unknown) => {
          voucher.dropIfRefused(failure);
          throw failure;
        });
        return result.data;
      }}
    >
      <AddressFields
        names={{ address2: 'address2', phone: 'recipient_number' }}
        states={statesOf(options)}
        showPhone={false}
      />
    </CheckoutForm>
  );
}
