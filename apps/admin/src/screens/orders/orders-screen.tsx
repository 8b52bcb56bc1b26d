import { adminContract, ORDER_TABS, type AdminOrderSummary, type OrderTab } from '@nyiur/api';
import { formatSignedRinggit, malaysianDay } from '@nyiur/domain';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Checkbox, Field, Input, toast, VisuallyHidden } from '@nyiur/ui';
import { useState } from 'react';
import { Link, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import type { AdminProfile } from '@nyiur/api';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { useOrderCounts, useOrderList } from '../../api/orders';
import { useRefreshAfter } from '../../api/query-keys';
import { malaysianTime, TAB_LABELS } from '../../lib/labels';
import { hasPermission } from '../../lib/use-admin';
import styles from '../screens.module.css';
import { FilterTabs, PagedItems, SearchBar } from '../../components/list-screen/list-screen';
import { ADMIN_PATHS, orderPath } from '../../admin-paths';
import { BookManySheet } from './book-many';
import { LowCreditNotice } from './low-credit-notice';
import { PrintLabelsButton } from './print-labels';
import { PARCEL_STATES, REBOOKABLE } from './shipping-words';

const today = (): string => malaysianDay(Date.now());
const firstOfMonth = (): string => `${today().slice(0, 8)}01`;

/** The queue's search: the list call's own fields and messages. */
const ORDER_SEARCH = adminContract.adminOrderList.request.pick({ q: true, from: true, to: true });

/** How the order goes: pick-up, or delivery with its tracking number or courier booking. */
const deliveryOf = (order: AdminOrderSummary): string => {
  if (order.delivery_mode === 'pickup') return 'Pick-up';
  if (order.tracking_number) return `Delivery · ${order.courier ?? ''} ${order.tracking_number}`;
  const parcel = order.parcel;
  if (!parcel) return 'Delivery';
  const booked = [parcel.courier, parcel.awb_number].filter(Boolean).join(' ');
  return `Delivery · ${PARCEL_STATES[parcel.state].label}${booked ? ` · ${booked}` : ''}`;
};

const isTab = (value: string | null): value is OrderTab =>
  value !== null && (ORDER_TABS as readonly string[]).includes(value);

/** The order queue: tabs with counts, search, dates, and bulk actions on the orders ticked. */
export function OrdersScreen() {
  const admin = useOutletContext<AdminProfile>();
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = isTab(params.get('tab')) ? (params.get('tab') as OrderTab) : 'to_ship';
  const q = params.get('q') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const navigate = useNavigate();
  const refreshAfter = useRefreshAfter();

  const counts = useOrderCounts();
  const list = useOrderList({ tab, q, from, to });
  const orders: AdminOrderSummary[] = list.data?.pages.flatMap((page) => page.orders) ?? [];

  const bulk = useMutation({
    mutationFn: (
      action: 'adminOrderMarkReady' | 'adminOrderMarkCollected' | 'adminOrderComplete',
    ) => adminApi[action]({ ids: [...selected] }).then(dataOf),
    onSuccess: (answer, action) => {
      const done = answer.results.filter((result) => result.ok).length;
      const failed = answer.results.filter((result) => !result.ok);
      if (done > 0) toast.success(`${done} ${done === 1 ? 'order' : 'orders'} updated.`);
      for (const result of failed) toast.error(`${result.ref_no}: ${result.message}`);
      setSelected(new Set());
      refreshAfter(action);
    },
    onError: toastFailure,
  });

  const chooseTab = (next: OrderTab) => {
    setSelected(new Set());
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('tab', next);
      return copy;
    });
  };

  const search = (values: Record<string, string>) => {
    setSelected(new Set());
    setParams(new URLSearchParams({ tab, ...values }));
  };

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const ids = [...selected];
  const canFulfil = hasPermission(admin, 'orders.fulfil');
  // The orders of an open booking sheet, kept as they were ticked: once booked, they would no
  // longer count as orders to book.
  const [booking, setBooking] = useState<AdminOrderSummary[] | null>(null);
  // Couriers carry delivery orders not booked yet: the others ticked beside them are left out.
  const toBook = orders.filter(
    (order) =>
      selected.has(order.id) &&
      order.delivery_mode === 'delivery' &&
      (!order.parcel || REBOOKABLE.has(order.parcel.state)),
  );

  return (
    <>
      <h1>Orders</h1>
      {canFulfil && tab === 'to_ship' && <LowCreditNotice />}
      <FilterTabs label="Order status" tabs={ORDER_TABS} current={tab} onChoose={chooseTab}>
        {(value) => (
          <>
            {TAB_LABELS[value]}{' '}
            <Badge tone={value === 'to_ship' ? 'brand' : 'neutral'} count>
              {counts.data ? counts.data[value] : '·'}
            </Badge>
          </>
        )}
      </FilterTabs>

      <SearchBar
        label="Search orders"
        hint="Order number, name, e-mail or phone"
        schema={ORDER_SEARCH}
        current={{ q, from, to }}
        key={`${q}-${from}-${to}`}
        onSearch={search}
      >
        {(field, errors) => (
          <>
            <Field label="From" error={errors.from?.message}>
              <Input type="date" {...field('from')} />
            </Field>
            <Field label="To" error={errors.to?.message}>
              <Input type="date" {...field('to')} />
            </Field>
          </>
        )}
      </SearchBar>

      <div className={styles.toolbar} aria-label="Actions on the ticked orders" role="group">
        <span className={styles.muted}>{ids.length} ticked</span>
        <Button
          size="sm"
          variant="outline"
          disabled={ids.length === 0}
          onClick={() => navigate(`${ADMIN_PATHS.slips}?ids=${ids.join(',')}`)}
        >
          Print packing slips
        </Button>
        {canFulfil && (
          <>
            <Button size="sm" disabled={toBook.length === 0} onClick={() => setBooking(toBook)}>
              Book courier
            </Button>
            <PrintLabelsButton size="sm" variant="outline" orderIds={ids}>
              Print labels
            </PrintLabelsButton>
            <Button size="sm" variant="outline" onClick={() => navigate(ADMIN_PATHS.ship)}>
              Mark shipped (paste tracking)
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={ids.length === 0 || bulk.isPending}
              onClick={() => bulk.mutate('adminOrderMarkReady')}
            >
              Mark ready for pick-up
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={ids.length === 0 || bulk.isPending}
              onClick={() => bulk.mutate('adminOrderMarkCollected')}
            >
              Mark collected
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={ids.length === 0 || bulk.isPending}
              onClick={() => bulk.mutate('adminOrderComplete')}
            >
              Mark completed
            </Button>
          </>
        )}
      </div>

      {hasPermission(admin, 'orders.export') && (
        <p className={styles.muted}>
          <a
            href={`/api/admin/orders.csv?from=${from || firstOfMonth()}&to=${to || today()}`}
            download
          >
            Download orders CSV
          </a>{' '}
          for {from || firstOfMonth()} to {to || today()} (the dates above, or this month)
        </p>
      )}

      {canFulfil && (
        <BookManySheet
          // A new sheet for each opening: fresh quotes, no results of the last booking.
          key={booking ? 'open' : 'closed'}
          orders={booking ?? []}
          open={booking !== null}
          onOpenChange={(open) => {
            if (open) return;
            setBooking(null);
            setSelected(new Set());
          }}
        />
      )}

      <section role="tabpanel" aria-label={TAB_LABELS[tab]}>
        <PagedItems
          list={list}
          items={orders}
          label={`${TAB_LABELS[tab]} orders`}
          loadingLabel="Loading orders"
          empty={`No orders here${q || from || to ? ' for this search' : ''}.`}
          rowKey={(order) => String(order.id)}
          rowLabel={(order) => order.ref_no}
          rowTestId="order-row"
          columns={[
            {
              key: 'tick',
              header: 'Tick',
              unlabelledOnCard: true,
              cell: (order) => (
                <Checkbox
                  label={<VisuallyHidden>Tick order {order.ref_no}</VisuallyHidden>}
                  checked={selected.has(order.id)}
                  onCheckedChange={(on) => toggle(order.id, on)}
                />
              ),
            },
            {
              key: 'order',
              header: 'Order',
              primary: true,
              cell: (order) => <Link to={orderPath(order.id)}>{order.ref_no}</Link>,
            },
            {
              key: 'customer',
              header: 'Customer',
              cell: (order) => `${order.customer_name || order.email} · ${order.phone}`,
            },
            { key: 'placed', header: 'Placed', cell: (order) => malaysianTime(order.created_at) },
            {
              key: 'items',
              header: 'Items',
              cell: (order) => `${order.item_count} ${order.item_count === 1 ? 'item' : 'items'}`,
            },
            {
              key: 'delivery',
              header: 'Delivery',
              cell: deliveryOf,
            },
            {
              key: 'total',
              header: 'Total',
              align: 'end',
              cell: (order) => formatSignedRinggit(order.total),
            },
            { key: 'status', header: 'Status', cell: (order) => <Badge>{order.status}</Badge> },
          ]}
        />
      </section>
    </>
  );
}
