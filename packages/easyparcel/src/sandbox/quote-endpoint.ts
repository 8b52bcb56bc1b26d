import { senToRinggitText } from '../money';
import type { SandboxContext, SandboxKit, SandboxResponse } from './sandbox-kit';
import { json, requestId, validationFailed } from './sandbox-kit';

/** Rates for each shipment asked, each answered on its own as EasyParcel does. */
export const createQuoteEndpoint =
  ({ now }: SandboxContext, { quotesFor }: SandboxKit) =>
  (body: unknown): SandboxResponse => {
    const shipments = (body as { shipment?: unknown } | null)?.shipment;
    if (!Array.isArray(shipments) || shipments.length === 0) {
      return validationFailed(['The shipment field is required']);
    }
    let failed = 0;
    const data = shipments.map((input: Record<string, unknown>) => {
      const receiver = (input['receiver'] ?? {}) as Record<string, string | undefined>;
      const sender = (input['sender'] ?? {}) as Record<string, string | undefined>;
      const errors: string[] = [];
      if (!sender['postcode']) errors.push('The sender postcode field is required ');
      if (!receiver['postcode']) errors.push('The receiver postcode field is required ');
      else if ((receiver['country'] ?? 'MY') === 'MY' && !/^\d{5}$/.test(receiver['postcode'])) {
        errors.push('The receiver postcode is invalid');
      }
      if (typeof input['weight'] !== 'number' || !(input['weight'] > 0)) {
        errors.push('The weight field is required');
      }
      if (errors.length > 0) {
        failed += 1;
        return { status: 'error', input, errors };
      }
      return {
        status: 'success',
        input,
        quotations: quotesFor(
          receiver['postcode'] ?? '',
          receiver['subdivision_code'],
          input['weight'] as number,
        ).map(({ service, price, tax }) => ({
          courier: {
            service_id: service.serviceId,
            service_name: service.serviceName,
            courier_id: service.courierId,
            courier_name: service.courierName,
            courier_logo: null,
            delivery_duration: service.deliveryDuration,
            service_tag: [
              { name: 'Service Destinations', value: 'Domestic' },
              { name: 'Service Methods', value: service.pickup ? 'Pick Up from Door' : 'Drop-Off' },
              {
                name: 'Supported AWB',
                value: `Supported AWB size: ${service.labelSizes.join(', ')}`,
              },
            ],
            is_pickup: service.pickup,
            is_dropoff: !service.pickup,
          },
          pricing: {
            currency: 'MYR',
            total_amount: senToRinggitText(price + tax),
            shipment_price: senToRinggitText(price),
            shipment_tax: senToRinggitText(tax),
            total_features_price: '0.00',
            total_features_tax: '0.00',
          },
        })),
      };
    });
    return json(200, {
      status_code: 200,
      request_id: requestId(now()),
      message: `${data.length - failed} request success, ${failed} request error.`,
      data,
    });
  };
