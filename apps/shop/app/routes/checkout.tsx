import { useEffect, useMemo } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { deliveryOrPickup } from '@nyiur/api';
import type { CheckoutInput, UserData, UsersOptionResponse } from '@nyiur/api';
import { COUNTRY_MALAYSIA } from '@nyiur/domain';
import { callApi, toast, useAppNavigate, useHydrated, useIsLoggedIn, useUser } from '@nyiur/shell';
import { Button, Checkbox, Field, Input, RadioGroup, Spinner } from '@nyiur/ui';
import { AddressFields } from '../components/address-fields/address-fields';
import { CheckoutSummary } from '../components/checkout-summary/checkout-summary';
import { PaymentForm } from '../components/payment-form/payment-form';
import { checkoutTotals } from '../lib/checkout-totals';
import { privatePageMeta } from '../lib/page-meta';
import { useCheckoutSubmit } from '../lib/use-checkout-submit';
import styles from './checkout.module.css';

export const meta = () => privatePageMeta('Checkout');

export interface CheckoutFormValues {
  is_pickup: '0' | '1';
  country: string;
  first_name: string;
  last_name: string;
  address: string;
  address2: string;
  postcode: string;
  city: string;
  state: string;
  recipient_number: string;
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

function CheckoutForm({ user, options }: { user: UserData; options: UsersOptionResponse }) {
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(deliveryOrPickup) as unknown as Resolver<CheckoutFormValues>,
    defaultValues: initialValues(user, options),
  });
  const { handoff, submit } = useCheckoutSubmit();
  const [isPickup, state] = useWatch({ control: form.control, name: ['is_pickup', 'state'] });
  const mode = isPickup === '1' ? 'pickup' : 'delivery';
  const totals = checkoutTotals(options.cart, mode, state);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    if (totals.limit) {
      toast.error(totals.limit);
      return;
    }
    await submit(
      async () => (await callApi('checkout', values as unknown as CheckoutInput)).data,
      form.setError,
    );
  });

  if (!options.cart) return null;
  return (
    <div className={styles.layout}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Delivery details">
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
          <Field label="Phone Number" error={errors.recipient_number?.message} required>
            <Input
              type="tel"
              autoComplete="tel"
              placeholder="0123456789"
              {...form.register('recipient_number')}
            />
          </Field>
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
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            Place Order
          </Button>
        </form>
      </FormProvider>
      <CheckoutSummary
        cart={options.cart}
        totals={totals}
        shippingKnown={mode === 'pickup' || Boolean(state)}
      />
      <PaymentForm handoff={handoff} />
    </div>
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
    if (hydrated && !loggedIn) navigate('/login', { replace: true });
  }, [hydrated, loggedIn, navigate]);
  useEffect(() => {
    if (empty) navigate('/', { replace: true });
  }, [empty, navigate]);

  return (
    <div className="shop-page">
      <h1>Checkout</h1>
      {options.isError ? (
        <p role="alert">{options.error.message}</p>
      ) : user.data && options.data && !empty ? (
        <CheckoutForm user={user.data} options={options.data} />
      ) : (
        <Spinner label="Loading checkout" />
      )}
    </div>
  );
}
