import type { AdminOrderDetail, ShipmentView } from '@nyiur/api';
import { formatSignedRinggit } from '@nyiur/domain';
import { Badge } from '@nyiur/ui';
import { useParcelTracking } from '../../api/shipping';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';
import { PrintLabelsButton } from './print-labels';
import { PARCEL_STATES, ringgitOf } from './shipping-words';

/** The courier's events for the parcel, newest first, asked of EasyParcel now. */
function TrackingEvents({ orderId }: { orderId: number }) {
  const tracking = useParcelTracking(orderId);
  const events = [...(tracking.data?.events ?? [])].reverse();
  if (tracking.error) {
    return <p className={styles.muted}>The courier’s tracking could not be read just now.</p>;
  }
  if (events.length === 0) return null;
  return (
    <ol className={styles.list} aria-label="Tracking">
      {events.map((event) => (
        <li key={`${event.at}-${event.description}`}>
          {malaysianTime(event.at)}: {event.description}
          {event.location ? ` (${event.location})` : ''}
        </li>
      ))}
    </ol>
  );
}

/** What the booking says: the courier, the tracking number, the charge, any refusal. */
function ParcelFacts({ order, parcel }: { order: AdminOrderDetail; parcel: ShipmentView }) {
  return (
    <dl className={styles.dl}>
      <dt>Courier</dt>
      <dd>{parcel.courier ?? parcel.service_id}</dd>
      <dt>Tracking number</dt>
      <dd>
        {parcel.awb_number ? (
          <strong>{parcel.awb_number}</strong>
        ) : (
          'Not given yet: it comes with the label.'
        )}
        {parcel.tracking_url && (
          <>
            {' '}
            <a href={parcel.tracking_url} target="_blank" rel="noreferrer">
              Track
            </a>
          </>
        )}
      </dd>
      <dt>Collection</dt>
      <dd>{parcel.collection_date}</dd>
      <dt>Courier charged</dt>
      <dd>
        {parcel.charged_sen === null
          ? `Quoted ${ringgitOf(parcel.quoted_sen)}`
          : ringgitOf(parcel.charged_sen)}{' '}
        (shopper paid {formatSignedRinggit(order.shipping_fee)} shipping)
      </dd>
      {parcel.booked_at && (
        <>
          <dt>Booked</dt>
          <dd>{malaysianTime(parcel.booked_at)}</dd>
        </>
      )}
      {parcel.picked_up_at && (
        <>
          <dt>Picked up</dt>
          <dd>{malaysianTime(parcel.picked_up_at)}</dd>
        </>
      )}
      {parcel.delivered_at && (
        <>
          <dt>Delivered</dt>
          <dd>{malaysianTime(parcel.delivered_at)}</dd>
        </>
      )}
    </dl>
  );
}

/** The order's EasyParcel booking: its state, facts, refusal, label and tracking. */
export function OrderParcel({ order, canPrint }: { order: AdminOrderDetail; canPrint: boolean }) {
  const parcel = order.parcel;
  if (!parcel) return null;
  const state = PARCEL_STATES[parcel.state];
  return (
    <section className={styles.section} aria-labelledby="parcel">
      <h2 id="parcel">
        Courier <Badge tone={state.tone}>{state.label}</Badge>
      </h2>
      {parcel.errors.length > 0 && (
        <div role="alert" className={styles.error}>
          {parcel.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      )}
      <ParcelFacts order={order} parcel={parcel} />
      {canPrint && parcel.awb_number && (
        <div className={styles.row}>
          <PrintLabelsButton orderIds={[order.id]}>Print label</PrintLabelsButton>
        </div>
      )}
      {parcel.awb_number && <TrackingEvents orderId={order.id} />}
    </section>
  );
}
