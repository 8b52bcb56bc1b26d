import { senToRinggit } from '../money';
import { SHIPMENT_STATUS } from '../stages';
import type { SubmitShipment } from '../wire/schemas';
import { stepsBy } from './journeys';
import { renderLabelPdf } from './label-pdf';
import type { SandboxContext, SandboxKit, SandboxResponse } from './sandbox-kit';
import { epDateTime, json, requestId, serviceOf, validationFailed } from './sandbox-kit';

/** After booking: tracking, cancelling (refunded to the wallet), the wallet and the labels. */
export const createParcelEndpoints = (
  { state, now, changed }: SandboxContext,
  { labelReady, statusOf, findShipment }: SandboxKit,
) => {
  const tracking = (body: unknown): SandboxResponse => {
    const awbNumbers = (body as { awb_numbers?: unknown } | null)?.awb_numbers;
    if (!Array.isArray(awbNumbers) || awbNumbers.length === 0) {
      return validationFailed(['The awb numbers field is required']);
    }
    if (awbNumbers.length > 100)
      return validationFailed(['The awb numbers may not have more than 100 items']);
    let failed = 0;
    const results = awbNumbers.map((awb) => {
      const shipment = state.shipments.find(
        (candidate) => candidate.awbNumber === awb && labelReady(candidate),
      );
      if (!shipment) {
        failed += 1;
        return {
          status: 'not_found',
          awb_number: String(awb),
          message: 'Tracking number not found',
        };
      }
      const steps = stepsBy(shipment.journey, shipment.bookedAt, now().getTime());
      const log = steps.map((step) => ({
        event_date: epDateTime(shipment.bookedAt + step.afterMs),
        shipment_status_code: step.statusCode,
        tracking_status: step.event,
        location: step.location,
      }));
      if (shipment.cancelledAt !== null) {
        log.push({
          event_date: epDateTime(shipment.cancelledAt),
          shipment_status_code: SHIPMENT_STATUS.cancelled,
          tracking_status: 'Cancelled',
          location: null,
        });
      }
      const latest = log.at(-1)!;
      return {
        status: 'success',
        awb_number: shipment.awbNumber,
        shipment_number: shipment.shipmentNumber,
        order_number: shipment.orderNumber,
        latest_shipment_status_code: latest.shipment_status_code,
        latest_tracking_status: latest.tracking_status,
        latest_event_date: latest.event_date,
        status_log: [...log].reverse(),
      };
    });
    return json(200, {
      status_code: 200,
      request_id: requestId(now()),
      message: `${results.length - failed} requests success, ${failed} request error.`,
      data: { results },
    });
  };

  const cancel = (body: unknown): SandboxResponse => {
    const listed = (body as { cancel_list?: unknown } | null)?.cancel_list;
    if (!Array.isArray(listed) || listed.length === 0)
      return validationFailed(['The cancel list field is required']);
    let failed = 0;
    const data = listed.map((entry: { shipment_number?: unknown; remark?: unknown }) => {
      const shipment = findShipment(entry?.shipment_number);
      const answer = (status: 'success' | 'error', message: string) => {
        if (status === 'error') failed += 1;
        return { status, message, shipment_number: String(entry?.shipment_number ?? '') };
      };
      if (!shipment) return answer('error', 'Shipment Not Found');
      if (shipment.cancelledAt !== null) return answer('error', 'Shipment Already Cancelled');
      if (statusOf(shipment).code !== SHIPMENT_STATUS.scheduleInArrangement) {
        return answer('error', 'Shipment Cannot Be Cancelled');
      }
      shipment.cancelledAt = now().getTime();
      // Refunded to the wallet, as EasyParcel does for a cancelled shipment.
      state.walletSen += shipment.chargedSen;
      return answer('success', 'Shipment Cancelled');
    });
    changed();
    return json(200, {
      status_code: 200,
      message: `${data.length - failed} requests success, ${failed} request error.`,
      data,
    });
  };

  const wallet = (): SandboxResponse =>
    json(200, {
      status_code: 200,
      message: 'Success',
      data: {
        wallet: [{ balance: senToRinggit(state.walletSen), currency: 'MYR' }],
        free_credit_wallet: [{ balance: 0, currency: 'MYR' }],
      },
    });

  const label = async (
    shipmentNumber: string,
    labelId: string,
    format: string,
  ): Promise<SandboxResponse> => {
    const shipment = findShipment(shipmentNumber);
    const service = shipment ? serviceOf(shipment) : null;
    const notFound = json(404, { status_code: 404, message: 'Label not found', data: [] });
    if (!shipment || !service || String(shipment.labelId) !== labelId || !labelReady(shipment))
      return notFound;
    if (format !== 'A4' && format !== 'A6') return notFound;
    const { request } = shipment;
    const addressOf = (party: SubmitShipment['sender']) =>
      [party.address_1, party.address_2 ?? '', `${party.postcode} ${party.city}`].filter(
        (line) => line !== '',
      );
    const pdf = await renderLabelPdf(
      {
        courierName: service.courierName,
        serviceName: service.serviceName,
        awbNumber: shipment.awbNumber,
        shipmentNumber: shipment.shipmentNumber,
        reference: shipment.reference,
        collectionDate: shipment.collectionDate,
        weightKg: request.weight,
        sender: {
          name: request.sender.name,
          address: addressOf(request.sender),
          phone: `+60${request.sender.phone_number}`,
        },
        receiver: {
          name: request.receiver.name,
          address: addressOf(request.receiver),
          phone: `+60${request.receiver.phone_number}`,
        },
      },
      format,
      new Date(shipment.labelReadyAt),
    );
    return {
      status: 200,
      contentType: 'application/pdf',
      body: pdf,
      headers: { 'content-disposition': `inline; filename="${shipment.awbNumber}-${format}.pdf"` },
    };
  };

  return { tracking, cancel, wallet, label };
};
