import { useCheckoutTranslate } from '../../lib/translate';
import { zodResolver } from '@hookform/resolvers/zod';
import { deliveryOrPickup } from '@nyiur/api';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import type { UserData, UsersOptionResponse, CheckoutInput } from '@nyiur/api';
import { COUNTRY_MALAYSIA } from '@nyiur/domain';
import { callApi, useLocale, useVoucherStore } from '@nyiur/shell';
import { Checkbox, RadioGroup } from '@nyiur/ui';
import { AddressFields } from '../address-fields/address-fields';
import { CheckoutForm, type DeliveryFormValues } from '../checkout-form/checkout-form';
import { checkoutTotals } from '../../lib/checkout-totals';
import { shippingNotes } from '../../lib/shipping-notes';
import { useVoucher } from '../../lib/use-voucher';
import { statesOf } from '../../lib/states-of';

const resolver = zodResolver(deliveryOrPickup) as unknown as Resolver<CheckoutFormValues>;

export interface CheckoutFormValues extends DeliveryFormValues {
  is_pickup: '0' | '1';
  save_address: '0' | '1';
  location_id: string;
}

const initialValues = (user: UserData, options: UsersOptionResponse): CheckoutFormValues => {
  const saved = user.shipping_address;
  return {
    is_pickup: '0',
    country: COUNTRY_MALAYSIA,
    first_name: saved?.first_name ?? user.first_name,
    last_name: saved?.last_name ?? user.last_name ?? '',
    address: saved?.address ?? '',
    address2: saved?.address_2 ?? '',
    postcode: saved?.postcode ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    recipient_number: saved?.phone_no ?? '',
    save_address: '0',
    location_id: String(options.pickup_locations[0]?.id ?? ''),
  };
};

/**
 * The member's checkout form: delivery or pick-up, the address, Place Order and the summary. It
 * loads with the checkout's data, after the page (react-hook-form, the Radix Select and radio
 * group are not in the page's first load).
 */
export function MemberCheckout({
  user,
  options,
}: {
  user: UserData;
  options: UsersOptionResponse;
}) {
  const form = useForm<CheckoutFormValues>({
    resolver,
    defaultValues: initialValues(user, options),
  });
  const [isPickup, state] = useWatch({ control: form.control, name: ['is_pickup', 'state'] });
  const mode = isPickup === '1' ? 'pickup' : 'delivery';
  const voucher = useVoucher(() => ({ is_pickup: isPickup, state }), user.id);
  const totals = checkoutTotals(options.cart, mode, state, voucher.applied);
  const t = useCheckoutTranslate();
  const locale = useLocale();
  const errors = form.formState.errors;

  return (
    <CheckoutForm
      form={form}
      cart={options.cart}
      totals={totals}
      shippingKnown={mode === 'pickup' || Boolean(state)}
      shippingNotes={shippingNotes({ ...totals, mode, state, canAddMore: true }, t)}
      send={async (values) => {
        const { data } = await callApi('checkout', {
          ...(values as unknown as CheckoutInput),
          voucher_code: voucher.applied?.code,
          locale,
        }).catch((failure: unknown) => {
          voucher.dropIfRefused(failure);
          throw failure;
        });
        // The order is placed: its voucher is no longer the cart's.
        useVoucherStore.getState().forget();
        return data;
      }}
      voucher={voucher}
      lead={
        <Controller
          control={form.control}
          name="is_pickup"
          render={({ field }) => (
            <RadioGroup
              label={t('form.deliveryMethod')}
              options={[
                { value: '0', label: t('form.delivery') },
                { value: '1', label: t('form.pickup') },
              ]}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                form.clearErrors();
              }}
              orientation="horizontal"
              variant="cards"
            />
          )}
        />
      }
    >
      {mode === 'pickup' ? (
        <Controller
          control={form.control}
          name="location_id"
          render={({ field }) => (
            <RadioGroup
              label={t('form.pickupLocation')}
              options={options.pickup_locations.map((location) => ({
                value: String(location.id),
                label: location.venue,
              }))}
              value={field.value}
              onValueChange={field.onChange}
              error={errors.location_id?.message}
            />
          )}
        />
      ) : (
        <>
          <AddressFields
            names={{ address2: 'address2', phone: 'recipient_number' }}
            states={statesOf(options)}
            showPhone={false}
          />
          <Controller
            control={form.control}
            name="save_address"
            render={({ field }) => (
              <Checkbox
                label={t('form.saveAddress')}
                checked={field.value === '1'}
                onCheckedChange={(checked) => field.onChange(checked ? '1' : '0')}
              />
            )}
          />
        </>
      )}
    </CheckoutForm>
  );
}
