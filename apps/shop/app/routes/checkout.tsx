import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutInput, UserData, UsersOptionResponse } from '@nyiur/api';
import { COUNTRY_MALAYSIA, PATHS } from '@nyiur/domain';
import {
  callApi,
  lazyResolver,
  useAppNavigate,
  useHydrated,
  useIsLoggedIn,
  useUser,
} from '@nyiur/shell';
import { Checkbox, RadioGroup, Spinner } from '@nyiur/ui';
import { AddressFields } from '../components/address-fields/address-fields';
import { CheckoutForm, type DeliveryFormValues } from '../components/checkout-form/checkout-form';
import { checkoutTotals } from '../lib/checkout-totals';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Checkout');

// zod and the contract's schemas load with the first validation, not with the page.
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { deliveryOrPickup }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@nyiur/api'),
  ]);
  return zodResolver(deliveryOrPickup) as unknown as Resolver<CheckoutFormValues>;
});

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

export const statesOf = (options: UsersOptionResponse): string[] | undefined =>
  options.countries.find((country) => country.name === COUNTRY_MALAYSIA)?.states;

function MemberCheckout({ user, options }: { user: UserData; options: UsersOptionResponse }) {
  const form = useForm<CheckoutFormValues>({
    resolver,
    defaultValues: initialValues(user, options),
  });
  const [isPickup, state] = useWatch({ control: form.control, name: ['is_pickup', 'state'] });
  const mode = isPickup === '1' ? 'pickup' : 'delivery';
  const totals = checkoutTotals(options.cart, mode, state);
  const errors = form.formState.errors;

  if (!options.cart) return null;
  return (
    <CheckoutForm
      form={form}
      cart={options.cart}
      totals={totals}
      shippingKnown={mode === 'pickup' || Boolean(state)}
      send={async (values) => (await callApi('checkout', values as unknown as CheckoutInput)).data}
      lead={
        <Controller
          control={form.control}
          name="is_pickup"
          render={({ field }) => (
            <RadioGroup
              label="Delivery method"
              options={[
                { value: '0', label: 'Delivery' },
                { value: '1', label: 'Pick-up' },
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
              label="Pick-up location"
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
                label="Save this address to my account"
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

/** /checkout: the member's delivery or pick-up details and the order summary (spec §2, §4). */
export default function Checkout() {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const navigate = useAppNavigate();
  const user = useUser();
  const options = useQuery({
    queryKey: ['options', 'member'],
    queryFn: async () => (await callApi('usersOption', {})).data,
    enabled: loggedIn,
    staleTime: 0,
  });
  const empty = useMemo(
    () => options.data && !options.data.cart?.cart_items.length,
    [options.data],
  );

  useEffect(() => {
    if (hydrated && !loggedIn) navigate(PATHS.login, { replace: true });
  }, [hydrated, loggedIn, navigate]);
  useEffect(() => {
    if (empty) navigate(PATHS.home, { replace: true });
  }, [empty, navigate]);

  return (
    <div className="shop-page">
      <h1>Checkout</h1>
      {options.isError ? (
        <p role="alert">{options.error.message}</p>
      ) : user.data && options.data && !empty ? (
        <MemberCheckout user={user.data} options={options.data} />
      ) : (
        <Spinner label="Loading checkout" />
      )}
    </div>
  );
}
