import { senToRinggit, senToRinggitText } from '../money';
import type { SubmitShipment } from '../wire/schemas';
import type { SandboxContext, SandboxKit, SandboxResponse } from './sandbox-kit';
import { json, labelUrlOf, serviceOf, trackingUrlOf, validationFailed } from './sandbox-kit';

/** A shipment's details and the account's shipments, page by page. */
export const createShipmentEndpoints = (
  { state }: SandboxContext,
  { labelReady, statusOf, findShipment }: SandboxKit,
) => {
  const details = (body: unknown, baseUrl: string): SandboxResponse => {
    const number = (body as { shipment_number?: unknown } | null)?.shipment_number;
    if (typeof number !== 'string' || number === '') {
      return validationFailed(['The shipment number field is required']);
    }
    const shipment = findShipment(number);
    if (!shipment) {
      return json(404, {
        status_code: 404,
        message: `No Order with shipment_number ${number} found from this account`,
        data: [],
      });
    }
    const service = serviceOf(shipment);
    const status = statusOf(shipment);
    const ready = labelReady(shipment);
    const { request } = shipment;
    const partyOf = (party: SubmitShipment['sender']) => ({
      name: party.name,
      company_name: party.company ?? null,
      email: party.email ?? null,
      contact: `+60${party.phone_number}`,
      alternative_contact: null,
      subdivision_code: party.subdivision_code ?? null,
      postal_code: party.postcode,
      country: party.country_code,
      address1: party.address_1,
      address2: party.address_2 ?? null,
      city: party.city,
    });
    return json(200, {
      status_code: 200,
      message: 'success',
      data: [
        {
          shipment_number: shipment.shipmentNumber,
          order_number: shipment.orderNumber,
          shipment_details: {
            weight: request.weight,
            height: request.height,
            length: request.length,
            width: request.width,
            shipment_status_code: status.code,
            shipment_status: status.words,
            parcels_value: String(
              request.item.reduce((sum, item) => sum + item.value * item.quantity, 0),
            ),
            insurance_label: null,
            awb_number: ready ? shipment.awbNumber : null,
            awb_url: ready
              ? labelUrlOf(baseUrl, shipment, service.labelSizes.includes('A4') ? 'A4' : 'A6')
              : null,
            tracking_url: ready ? trackingUrlOf(baseUrl, shipment) : null,
            coll_date: `${shipment.collectionDate} 00:00:00`,
            reference: shipment.reference,
          },
          parcel_content: request.item.map((item) => ({ ...item, weight: item.weight.toFixed(5) })),
          courier: {
            courier_name: service.courierName,
            service_id: service.serviceId,
            courier_id: service.courierId,
            courier_logo: null,
            service_types: service.serviceName,
          },
          sender: partyOf(request.sender),
          receiver: partyOf(request.receiver),
          pricing: {
            currency_code: 'MYR',
            total_price: senToRinggitText(shipment.chargedSen),
            shipment_price: senToRinggitText(shipment.shipmentSen),
            tax_price: senToRinggitText(shipment.taxSen),
            sms_notification: null,
            email_notification: null,
            whatsapp_notification: null,
            awb_branding: null,
            insurance: null,
            ddp: null,
            byoc_charges: null,
            byoc_charges_tax: null,
          },
        },
      ],
    });
  };

  const list = (body: unknown, baseUrl: string): SandboxResponse => {
    const filter = (body ?? {}) as Record<string, unknown>;
    const limit = Math.min(250, Math.max(1, Number(filter['limit'] ?? 10) || 10));
    const newestFirst = [...state.shipments].reverse();
    const beforeIndex =
      typeof filter['before_shipment_number'] === 'string'
        ? newestFirst.findIndex(
            (shipment) => shipment.shipmentNumber === filter['before_shipment_number'],
          )
        : -1;
    const matching = newestFirst
      .slice(beforeIndex + 1)
      .filter(
        (shipment) =>
          typeof filter['date_from'] !== 'string' || shipment.collectionDate >= filter['date_from'],
      )
      .filter(
        (shipment) =>
          typeof filter['date_to'] !== 'string' || shipment.collectionDate <= filter['date_to'],
      )
      .filter(
        (shipment) =>
          filter['shipment_status_code'] === undefined ||
          String(statusOf(shipment).code) === String(filter['shipment_status_code']),
      );
    if (matching.length === 0) {
      return json(404, { status_code: 404, message: 'No shipment found', data: [] });
    }
    const page = matching.slice(0, limit);
    const hasMore = matching.length > limit;
    return json(200, {
      status_code: 200,
      message: 'success',
      data: page.map((shipment) => {
        const service = serviceOf(shipment);
        const status = statusOf(shipment);
        const ready = labelReady(shipment);
        return {
          shipment_number: shipment.shipmentNumber,
          awb_number: ready ? shipment.awbNumber : null,
          awb_url: ready ? labelUrlOf(baseUrl, shipment, 'A4') : null,
          tracking_url: ready ? trackingUrlOf(baseUrl, shipment) : null,
          shipment_status_code: status.code,
          shipment_status: status.words,
          coll_date: `${shipment.collectionDate} 00:00:00`,
          courier: {
            service_type: service.serviceName,
            courier_id: service.courierId,
            service_id: service.serviceId,
            courier_name: service.courierName,
            courier_short_name: service.courierName,
            courier_logo: null,
          },
          pricing: { currency_code: 'MYR', price: senToRinggit(shipment.chargedSen) },
        };
      }),
      pagination: {
        next_shipment_number: hasMore ? (page.at(-1)?.shipmentNumber ?? null) : null,
        has_more: hasMore,
        limit,
      },
    });
  };

  return { details, list };
};
