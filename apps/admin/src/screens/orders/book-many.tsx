import {
  adminContract,
  type AdminOrderSummary,
  type BookingResult,
  type ShippingQuote,
} from '@nyiur/api';
import { useQueries } from '@tanstack/react-query';
import { Field, NativeSelect, Sheet, Spinner } from '@nyiur/ui';
import { useState } from 'react';
import { queryKeys, useRefreshAfter } from '../../api/query-keys';
import { adminApi, dataOf, failureMessage } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import styles from '../screens.module.css';
import { PrintLabelsButton } from './print-labels';
import { quoteLine } from './shipping-words';

interface Quoted {
  order: AdminOrderSummary;
  quotes: readonly ShippingQuote[];
}

/** Each order's service, its default chosen, and one booking for all of them. */
function BookManyForm({
  quoted,
  onBooked,
}: {
  quoted: readonly Quoted[];
  onBooked: (results: BookingResult[]) => void;
}) {
  const refreshAfter = useRefreshAfter();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminShippingBookMany.request,
    defaultValues: {
      bookings: quoted.map(({ order, quotes }) => {
        const chosen = quotes.find((quote) => quote.is_default);
        return {
          order_id: order.id,
          service_id: chosen?.service_id ?? '',
          ...(chosen ? { quoted_sen: chosen.price_sen } : {}),
        };
      }),
    },
    send: (values) => adminApi.adminShippingBookMany(values).then(dataOf),
    onSaved: ({ results }) => {
      refreshAfter('adminShippingBookMany');
      onBooked(results);
    },
  });
  const errors = form.formState.errors.bookings;
  return (
    <AdminForm
      {...idiom}
      label="Book couriers"
      submit={`Book ${quoted.length} ${quoted.length === 1 ? 'order' : 'orders'}`}
    >
      {quoted.map(({ order, quotes }, index) => {
        const service = form.register(`bookings.${index}.service_id`);
        return (
          <Field
            key={order.id}
            label={`Courier for ${order.ref_no} (${order.customer_name || order.email})`}
            error={
              errors?.[index]?.service_id?.message ??
              errors?.[index]?.quoted_sen?.message ??
              errors?.[index]?.order_id?.message
            }
          >
            <NativeSelect
              options={quotes.map((quote) => ({
                value: quote.service_id,
                label: `${quoteLine(quote)}${quote.is_default ? ' (default)' : ''}`,
              }))}
              placeholder="Choose the courier"
              {...service}
              onChange={(event) => {
                const quote = quotes.find((one) => one.service_id === event.currentTarget.value);
                if (quote) form.setValue(`bookings.${index}.quoted_sen`, quote.price_sen);
                void service.onChange(event);
              }}
            />
          </Field>
        );
      })}
    </AdminForm>
  );
}

/** How each order went: booked with its courier and tracking number, or why not. */
function BookingResults({ results }: { results: readonly BookingResult[] }) {
  const booked = results.filter((result) => result.status === 'booked' && result.shipment);
  return (
    <>
      <p>
        {booked.length} of {results.length} booked.
      </p>
      <ul className={`${styles.list} ${styles.results}`} aria-label="Bookings">
        {results.map((result) => (
          <li key={result.order_id} data-ok={result.status === 'booked'}>
            <strong>{result.ref_no || `Order ${result.order_id}`}</strong>:{' '}
            {result.status === 'booked' && result.shipment
              ? `Booked with ${result.shipment.courier ?? result.shipment.service_id}${
                  result.shipment.awb_number
                    ? `, tracking number ${result.shipment.awb_number}`
                    : ', tracking number with the label'
                }`
              : result.message}
          </li>
        ))}
      </ul>
      {booked.length > 0 && (
        <PrintLabelsButton orderIds={booked.map((result) => result.order_id)}>
          {`Print ${booked.length} ${booked.length === 1 ? 'label' : 'labels'}`}
        </PrintLabelsButton>
      )}
    </>
  );
}

/** Quotes every order, then the form; an order EasyParcel cannot quote says why and is left out. */
function BookManyBody({ orders }: { orders: readonly AdminOrderSummary[] }) {
  const [results, setResults] = useState<BookingResult[] | null>(null);
  const answers = useQueries({
    queries: orders.map((order) => ({
      queryKey: queryKeys.shippingQuote(order.id),
      queryFn: () => adminApi.adminShippingQuote({ order_id: order.id }).then(dataOf),
      retry: false,
      staleTime: 0,
    })),
  });
  if (results) return <BookingResults results={results} />;
  if (answers.some((answer) => answer.isPending)) {
    return <Spinner label="Asking EasyParcel for prices" />;
  }
  const quoted: Quoted[] = [];
  const unquoted: { order: AdminOrderSummary; message: string }[] = [];
  orders.forEach((order, index) => {
    const answer = answers[index];
    if (answer?.data) quoted.push({ order, quotes: answer.data.quotes });
    else unquoted.push({ order, message: failureMessage(answer?.error) });
  });
  return (
    <>
      {unquoted.length > 0 && (
        <ul className={`${styles.list} ${styles.results}`} aria-label="Not quoted">
          {unquoted.map(({ order, message }) => (
            <li key={order.id} data-ok={false}>
              <strong>{order.ref_no}</strong>: {message}
            </li>
          ))}
        </ul>
      )}
      {quoted.length > 0 && <BookManyForm quoted={quoted} onBooked={setResults} />}
    </>
  );
}

/**
 * "Book courier" for the ticked orders at once, in a sheet over the queue: each order's services
 * with the owner's default chosen, one booking, then each order's result and its labels.
 */
export function BookManySheet({
  orders,
  open,
  onOpenChange,
}: {
  orders: readonly AdminOrderSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet
      title={`Book courier for ${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`}
      description="Prices are EasyParcel's now, paid from the EasyParcel wallet at booking."
      open={open}
      onOpenChange={onOpenChange}
    >
      {open && <BookManyBody orders={orders} />}
    </Sheet>
  );
}
