import { adminContract, type AdminOrderDetail, type ShippingQuote } from '@nyiur/api';
import { Button, Field, Input, RadioGroup, Spinner, toast } from '@nyiur/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useRefreshAfter } from '../../api/query-keys';
import { useShippingQuote } from '../../api/shipping';
import { adminApi, dataOf, failureMessage } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import styles from '../screens.module.css';
import { handoverOf, ringgitOf } from './shipping-words';

/** The services to choose from, the default one chosen, and the booking. */
function QuoteForm({
  order,
  quotes,
  onRequote,
  onBooked,
}: {
  order: AdminOrderDetail;
  quotes: readonly ShippingQuote[];
  onRequote: () => void;
  onBooked: () => void;
}) {
  const refreshAfter = useRefreshAfter();
  const chosen = quotes.find((quote) => quote.is_default);
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminShippingBook.request,
    defaultValues: {
      order_id: order.id,
      service_id: chosen?.service_id ?? '',
      ...(chosen ? { quoted_sen: chosen.price_sen } : {}),
    },
    send: (booking) => adminApi.adminShippingBook(booking).then(dataOf),
    onSaved: (result) => {
      const parcel = result.shipment;
      if (result.status === 'booked' && parcel) {
        toast.success(
          parcel.awb_number
            ? `Booked with ${parcel.courier ?? 'the courier'}: tracking number ${parcel.awb_number}.`
            : `Booked with ${parcel.courier ?? 'the courier'}. The tracking number comes with the label.`,
        );
      } else {
        toast.error(result.message || 'Not booked yet: look at the order again in a minute.');
      }
      refreshAfter('adminShippingBook');
      onBooked();
    },
  });
  const { errors } = form.formState;
  // The server names the order for a refusal (address, weight, credit) and the quote for a price.
  const refusal = errors.order_id?.message;
  const priceChanged = errors.quoted_sen?.message;
  return (
    <AdminForm {...idiom} label="Book courier" submit="Book courier">
      <Controller
        control={form.control}
        name="service_id"
        render={({ field }) => (
          <RadioGroup
            label="Courier service"
            variant="cards"
            options={quotes.map((quote) => ({
              value: quote.service_id,
              label: `${quote.courier} · ${ringgitOf(quote.price_sen)}`,
              description: [
                `${quote.service_name} (${quote.service_id})`,
                handoverOf(quote),
                quote.estimated_delivery ?? 'delivery time not given',
                quote.is_default ? 'your default' : '',
              ]
                .filter(Boolean)
                .join(' · '),
            }))}
            value={field.value}
            onValueChange={(serviceId) => {
              field.onChange(serviceId);
              const quote = quotes.find((one) => one.service_id === serviceId);
              if (quote) form.setValue('quoted_sen', quote.price_sen);
            }}
            error={errors.service_id?.message}
            required
          />
        )}
      />
      <Field
        label="Collection date"
        hint="When the courier collects (or you drop it off). Leave empty for today."
        error={errors.collection_date?.message}
        optional
      >
        <Input
          type="date"
          {...form.register('collection_date', {
            setValueAs: (text?: string) => text || undefined,
          })}
        />
      </Field>
      {refusal && (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      )}
      {priceChanged && (
        <div role="alert" className={styles.error}>
          <p>{priceChanged}</p>
          <Button type="button" size="sm" variant="secondary" onClick={onRequote}>
            Quote again
          </Button>
        </div>
      )}
    </AdminForm>
  );
}

/**
 * "Book courier" for one order: EasyParcel's services for its parcel (price, pick-up or drop-off,
 * days), the owner's default chosen, then the booking paid from the EasyParcel wallet.
 */
export function BookCourier({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  const quote = useShippingQuote(order.id, open);
  return (
    <section className={styles.section} aria-labelledby="book-courier">
      <h2 id="book-courier">Book courier</h2>
      {!open ? (
        <>
          <p className={styles.muted}>
            Compare EasyParcel’s couriers for this parcel ({(order.weight_grams / 1000).toFixed(2)}{' '}
            kg), book one and print its label.
          </p>
          <div className={styles.row}>
            <Button onClick={() => setOpen(true)}>Book courier</Button>
          </div>
        </>
      ) : quote.isPending || quote.isRefetching ? (
        <Spinner label="Asking EasyParcel for prices" />
      ) : quote.error ? (
        <div role="alert">
          <p className={styles.error}>{failureMessage(quote.error)}</p>
          <Button variant="secondary" onClick={() => void quote.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <QuoteForm
          key={quote.dataUpdatedAt}
          order={order}
          quotes={quote.data.quotes}
          onRequote={() => void quote.refetch()}
          onBooked={() => setOpen(false)}
        />
      )}
    </section>
  );
}
