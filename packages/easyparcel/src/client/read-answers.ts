import type { z } from 'zod';
import { ringgitToSen } from '../money';
import { refusalReasonOf, stageOf } from '../stages';
import type {
  Booking,
  LabelFormat,
  ListedShipment,
  Quote,
  QuoteResult,
  Refusal,
  ShipmentDetails,
  ShipmentOrder,
  Submission,
  Tracking,
} from '../types';
import type {
  quotationResponseSchema,
  shipmentDetailsResponseSchema,
  shipmentListResponseSchema,
  submitOrdersResponseSchema,
  trackingResponseSchema,
} from '../wire/schemas';

// EasyParcel's answers, read into the client's own types: amounts in sen, empty strings as null.

export const sen = (value: string | number | undefined): number => ringgitToSen(value ?? 0) ?? 0;

/** "2026-11-28 09:15:00" (UTC, EasyParcel's format) or ISO → ISO 8601. */
const isoOf = (value: string): string =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}.000Z`
    : new Date(value).toISOString();

const labelSizesOf = (tags: readonly { name: string; value: string }[]): string[] =>
  tags
    .filter((tag) => tag.name === 'Supported AWB')
    .flatMap((tag) => tag.value.replace(/^Supported AWB size:\s*/i, '').split(/[,\s/]+/))
    .filter((size) => /^A\d$/.test(size));

const nonEmpty = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : value;

export const quotesOf = (
  quotations: z.output<typeof quotationResponseSchema>['data'],
): QuoteResult[] =>
  quotations.map((entry) =>
    entry.status === 'error'
      ? { ok: false, errors: entry.errors }
      : {
          ok: true,
          quotes: entry.quotations.map((quotation): Quote => ({
            serviceId: quotation.courier.service_id,
            serviceName: quotation.courier.service_name,
            courierId: quotation.courier.courier_id,
            courierName: quotation.courier.courier_name,
            courierLogo: quotation.courier.courier_logo ?? null,
            deliveryDuration: quotation.courier.delivery_duration,
            pickup: quotation.courier.is_pickup,
            dropoff: quotation.courier.is_dropoff,
            labelSizes: labelSizesOf(quotation.courier.service_tag),
            totalSen: sen(quotation.pricing.total_amount),
            shipmentSen: sen(quotation.pricing.shipment_price),
            taxSen: sen(quotation.pricing.shipment_tax),
          })),
        },
  );

/** Each order sent, booked or refused, in the order sent. */
export const submissionOf = (
  orders: readonly ShipmentOrder[],
  data: z.output<typeof submitOrdersResponseSchema>['data'],
): Submission => {
  const order = data[0];
  const shipments = order?.shipments ?? [];
  return {
    orderNumber: order?.order_details.order_number ?? null,
    results: orders.map((sent, index): Booking | Refusal => {
      const answer = shipments[index];
      if (!answer || answer.status === 'error') {
        const errors = answer?.errors ?? ['EasyParcel gave no answer for this shipment.'];
        return {
          status: 'refused',
          reference: sent.reference,
          reason: refusalReasonOf(errors),
          errors,
        };
      }
      const labelUrls: Partial<Record<LabelFormat, string>> = {};
      for (const format of ['A4', 'A5', 'A6'] as const) {
        const url = nonEmpty(answer.awb_urls_by_format?.[format]);
        if (url) labelUrls[format] = url;
      }
      return {
        status: 'booked',
        reference: sent.reference,
        shipmentNumber: answer.shipment_number,
        orderNumber: order?.order_details.order_number ?? null,
        courier: answer.courier,
        awbNumber: nonEmpty(answer.awb_number),
        labelUrls,
        trackingUrl: nonEmpty(answer.tracking_url),
        chargedSen: sen(answer.pricing_breakdown.total_paid_amount),
      };
    }),
  };
};

export const detailsOf = (
  entry: z.output<typeof shipmentDetailsResponseSchema>['data'][number],
): ShipmentDetails => ({
  shipmentNumber: entry.shipment_number,
  orderNumber: entry.order_number,
  reference: entry.shipment_details.reference,
  statusCode: entry.shipment_details.shipment_status_code,
  status: entry.shipment_details.shipment_status,
  stage: stageOf(
    entry.shipment_details.shipment_status_code,
    entry.shipment_details.shipment_status,
  ),
  awbNumber: nonEmpty(entry.shipment_details.awb_number),
  labelUrl: nonEmpty(entry.shipment_details.awb_url),
  trackingUrl: nonEmpty(entry.shipment_details.tracking_url),
  serviceId: entry.courier.service_id,
  courierName: entry.courier.courier_name,
  collectionDate: entry.shipment_details.coll_date.slice(0, 10),
  totalSen: sen(entry.pricing.total_price),
});

export const listedOf = (
  entry: z.output<typeof shipmentListResponseSchema>['data'][number],
): ListedShipment => ({
  shipmentNumber: entry.shipment_number,
  awbNumber: nonEmpty(entry.awb_number),
  statusCode: entry.shipment_status_code,
  status: entry.shipment_status,
  collectionDate: entry.coll_date.slice(0, 10),
});

export const trackingOf = (
  entry: z.output<typeof trackingResponseSchema>['data']['results'][number],
): Tracking => {
  if (entry.status === 'not_found') {
    return { found: false, awbNumber: entry.awb_number, message: entry.message };
  }
  return {
    found: true,
    awbNumber: entry.awb_number,
    shipmentNumber: entry.shipment_number,
    statusCode: entry.latest_shipment_status_code,
    stage: stageOf(entry.latest_shipment_status_code, entry.latest_tracking_status),
    status: entry.latest_tracking_status,
    events: entry.status_log
      .map((event) => ({
        at: isoOf(event.event_date),
        statusCode: event.shipment_status_code,
        stage: stageOf(event.shipment_status_code, event.tracking_status),
        description: event.tracking_status,
        location: event.location,
      }))
      .sort((a, b) => a.at.localeCompare(b.at)),
  };
};
