import { submitShipmentSchema } from '../wire/schemas';
import type { SubmitShipment } from '../wire/schemas';
import { senToRinggitText } from '../money';
import type { SandboxShipment } from './sandbox-state';
import type { SandboxContext, SandboxKit, SandboxResponse } from './sandbox-kit';
import { json, labelUrlOf, trackingUrlOf, validationFailed } from './sandbox-kit';
import {
  FEATURE_PRICES_SEN,
  SANDBOX_SERVICES,
  isEastMalaysia,
  shipmentPriceOf,
  taxOf,
} from './services';

const PARTY_FIELDS = [
  ['name', 'name'],
  ['phone_number_country_code', 'phone number country code'],
  ['phone_number', 'phone number'],
  ['address_1', 'address 1'],
  ['postcode', 'postcode'],
  ['city', 'city'],
  ['country_code', 'country code'],
] as const;

/** EasyParcel's own words for missing fields ("The receiver address 1 field is required"). */
const missingFields = (shipment: Record<string, unknown>): string[] => {
  const errors: string[] = [];
  if (!shipment['service_id']) errors.push('The service id field is required');
  if (!shipment['collection_date']) errors.push('The collection date field is required');
  for (const who of ['sender', 'receiver'] as const) {
    const party = (shipment[who] ?? {}) as Record<string, unknown>;
    for (const [field, words] of PARTY_FIELDS) {
      if (typeof party[field] !== 'string' || party[field] === '') {
        errors.push(`The ${who} ${words} field is required`);
      }
    }
  }
  for (const field of ['weight', 'length', 'width', 'height']) {
    if (typeof shipment[field] !== 'number' || !((shipment[field] as number) > 0)) {
      errors.push(`The ${field} field is required`);
    }
  }
  if (!Array.isArray(shipment['item']) || shipment['item'].length === 0) {
    errors.push('The item field is required');
  }
  return errors;
};

/** Books and pays shipments from the wallet, refusing each as EasyParcel would. */
export const createSubmitEndpoint = (
  { state, now, changed }: SandboxContext,
  { uniqueCode, quotesFor, labelReady }: SandboxKit,
) => {
  const refusalOf = (shipment: SubmitShipment): string[] => {
    const service = SANDBOX_SERVICES.find(
      (candidate) => candidate.serviceId === shipment.service_id,
    );
    if (!service) return ['The service id is invalid'];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(shipment.collection_date)) {
      return ['The collection date does not match the format Y-m-d'];
    }
    if (shipment.collection_date < now().toISOString().slice(0, 10)) {
      return ['The collection date must be a date after or equal to today'];
    }
    const { receiver } = shipment;
    if (
      (receiver.country_code === 'MY' && !/^\d{5}$/.test(receiver.postcode)) ||
      state.faults.refusedPostcodes.includes(receiver.postcode)
    ) {
      return ['The receiver postcode is invalid'];
    }
    if (shipment.weight > service.maxWeightKg) return ['Weight exceeds service limits'];
    if (
      state.faults.noCourierPostcodes.includes(receiver.postcode) ||
      quotesFor(receiver.postcode, receiver.subdivision_code, shipment.weight).every(
        (quote) => quote.service.serviceId !== service.serviceId,
      )
    ) {
      return ['Service not available for origin/destination'];
    }
    return [];
  };

  const submitOrders = (body: unknown, baseUrl: string): SandboxResponse => {
    const shipments = (body as { shipment?: unknown } | null)?.shipment;
    if (!Array.isArray(shipments) || shipments.length === 0) {
      return validationFailed(['The shipment field is required']);
    }
    const at = now().getTime();
    const orderNumber = uniqueCode('EI', (code) =>
      state.shipments.some((s) => s.orderNumber === code),
    );
    let paidSen = 0;
    const answers = shipments.map((input: Record<string, unknown>) => {
      const missing = missingFields(input ?? {});
      const parsed = submitShipmentSchema.safeParse(input);
      const errors = missing.length > 0 || !parsed.success ? missing : refusalOf(parsed.data);
      if (errors.length > 0 || !parsed.success) {
        return {
          status: 'error',
          errors: errors.length > 0 ? errors : ['The shipment is invalid'],
        };
      }
      const request = parsed.data;
      const service = SANDBOX_SERVICES.find(
        (candidate) => candidate.serviceId === request.service_id,
      )!;
      const price = shipmentPriceOf(
        service,
        request.weight,
        isEastMalaysia(request.receiver.postcode, request.receiver.subdivision_code),
        state.faults.priceRaises[service.serviceId] ?? 0,
      )!;
      const tax = taxOf(price);
      const features =
        (request.feature?.sms_tracking ? FEATURE_PRICES_SEN.sms : 0) +
        (request.feature?.email_tracking ? FEATURE_PRICES_SEN.email : 0) +
        (request.feature?.whatsapp_tracking ? FEATURE_PRICES_SEN.whatsapp : 0);
      const total = price + tax + features;
      if (total > state.walletSen) {
        return {
          status: 'error',
          errors: ['Insufficient credit balance. Please top up your wallet.'],
        };
      }
      state.walletSen -= total;
      paidSen += total;
      state.labelSeq += 1;
      const shipment: SandboxShipment = {
        shipmentNumber: uniqueCode('ES', (code) =>
          state.shipments.some((s) => s.shipmentNumber === code),
        ),
        orderNumber,
        reference: request.reference ?? null,
        serviceId: service.serviceId,
        collectionDate: request.collection_date,
        bookedAt: at,
        labelReadyAt: at + state.faults.labelDelayMs,
        awbNumber: String(7_028_021_894_000_000 + state.labelSeq * 7919).slice(0, 16),
        labelId: state.labelSeq,
        journey: (request.reference && state.faults.journeys[request.reference]) || 'delivered',
        cancelledAt: null,
        chargedSen: total,
        shipmentSen: price,
        taxSen: tax,
        featuresSen: features,
        request,
      };
      state.shipments.push(shipment);
      const ready = labelReady(shipment);
      return {
        status: 'success',
        shipment_number: shipment.shipmentNumber,
        courier_service: null,
        courier: service.courierName,
        courier_logo: null,
        collection_date: shipment.collectionDate,
        awb_number: ready ? shipment.awbNumber : null,
        awb_url: ready ? labelUrlOf(baseUrl, shipment, service.labelSizes[0] ?? 'A4') : '',
        awb_urls_by_format: {
          A4: ready && service.labelSizes.includes('A4') ? labelUrlOf(baseUrl, shipment, 'A4') : '',
          A5: '',
          A6: ready && service.labelSizes.includes('A6') ? labelUrlOf(baseUrl, shipment, 'A6') : '',
        },
        tracking_url: ready ? trackingUrlOf(baseUrl, shipment) : null,
        weight: request.weight,
        height: request.height,
        length: request.length,
        width: request.width,
        pricing_breakdown: {
          currency_code: 'MYR',
          total_paid_amount: senToRinggitText(total),
          shipment_price: senToRinggitText(price),
          shipment_tax_amount: senToRinggitText(tax),
          total_features_price: senToRinggitText(features),
          total_features_tax_amount: '0.00',
          byoc_charges: '0.00',
          byoc_charges_tax: '0.00',
          coupon_redeemed: '0.00',
        },
        reference: shipment.reference,
      };
    });
    changed();
    const failed = answers.filter((answer) => answer.status === 'error').length;
    return json(200, {
      status_code: 200,
      message: `${answers.length - failed} requests success, ${failed} request error.`,
      data: [
        {
          order_details: {
            ...(failed < answers.length ? { order_number: orderNumber } : {}),
            account_id: state.accountId,
          },
          pricing_breakdown: {
            currency_code: 'MYR',
            total_order_amount: senToRinggitText(paidSen),
            total_paid_amount: senToRinggitText(paidSen),
            total_tax_amount: '0.00',
            coupon_redeemed: '0.00',
          },
          shipments: answers,
        },
      ],
    });
  };

  return submitOrders;
};
