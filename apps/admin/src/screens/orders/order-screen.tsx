import type { AdminProfile } from '@nyiur/api';
import { Badge, Spinner } from '@nyiur/ui';
import { Link, useOutletContext, useParams } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { useOrder } from '../../api/orders';
import { failureMessage } from '../../lib/admin-api';
import { malaysianTime } from '../../lib/labels';
import { hasPermission } from '../../lib/use-admin';
import styles from '../screens.module.css';
import { BookCourier } from './book-courier';
import { CancelForm, ProgressButtons, ShipForm } from './order-fulfilment';
import { OrderParcel } from './order-parcel';
import { REBOOKABLE } from './shipping-words';
import { OrderDestination, OrderItems } from './order-items';
import { OrderEmails, OrderNotes, OrderTrail } from './order-notes';
import { PaymentRecord, RefundForm } from './order-payment';

/** One order: what was bought, where it goes, the payment record, and what can be done next. */
export function OrderScreen() {
  const admin = useOutletContext<AdminProfile>();
  const id = Number(useParams()['id']);
  const page = useOrder(id);

  if (page.isPending) return <Spinner label="Loading the order" />;
  if (page.error) {
    return (
      <div role="alert" className={styles.empty}>
        <p>{failureMessage(page.error)}</p>
        <Link to={ADMIN_PATHS.orders}>Back to orders</Link>
      </div>
    );
  }
  const { order, payments, emails, notes, refunds, trail } = page.data;
  const allowed = new Set(order.allowed_actions);
  const canFulfil = hasPermission(admin, 'orders.fulfil');

  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.orders}>← Orders</Link>
      </p>
      <h1>
        Order {order.ref_no} <Badge>{order.status}</Badge>
      </h1>
      <p className={styles.muted}>Placed {malaysianTime(order.created_at)}</p>
      <OrderItems order={order} />
      <OrderDestination order={order} />
      <OrderParcel order={order} canPrint={canFulfil} />
      {canFulfil &&
        allowed.has('ship') &&
        order.delivery_mode === 'delivery' &&
        (!order.parcel || REBOOKABLE.has(order.parcel.state)) && <BookCourier order={order} />}
      {canFulfil && allowed.has('ship') && <ShipForm order={order} />}
      {canFulfil && <ProgressButtons order={order} />}
      {hasPermission(admin, 'orders.cancel') && allowed.has('cancel') && (
        <CancelForm order={order} />
      )}
      {hasPermission(admin, 'orders.refund') && allowed.has('refund') && (
        <RefundForm order={order} />
      )}
      <PaymentRecord order={order} payments={payments} refunds={refunds} />
      <OrderEmails emails={emails} />
      <OrderNotes order={order} notes={notes} canNote={hasPermission(admin, 'orders.note')} />
      <OrderTrail trail={trail} />
    </>
  );
}
