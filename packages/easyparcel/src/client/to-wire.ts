import { gramsToKg, senToRinggit } from '../money';
import type { Party, QuoteRequest, ShipmentOrder } from '../types';
import type { QuotationRequest, SubmitShipment } from '../wire/schemas';

/** "+60 12-345 6789" or "012-345 6789" → "123456789", the digits EasyParcel's examples send with "MY". */
export const toEasyParcelPhone = (phone: string): string =>
  phone.replace(/\D/g, '').replace(/^60/, '').replace(/^0/, '');

export const quoteToWire = (request: QuoteRequest): QuotationRequest['shipment'][number] => ({
  sender: {
    postcode: request.from.postcode,
    subdivision_code: request.from.subdivisionCode,
    country: request.from.country ?? 'MY',
  },
  receiver: {
    postcode: request.to.postcode,
    subdivision_code: request.to.subdivisionCode,
    country: request.to.country ?? 'MY',
  },
  weight: gramsToKg(request.parcel.weightGrams),
  length: request.parcel.lengthCm,
  width: request.parcel.widthCm,
  height: request.parcel.heightCm,
  ...(request.valueSen === undefined ? {} : { parcel_value: senToRinggit(request.valueSen) }),
});

const partyToWire = (party: Party): SubmitShipment['sender'] => ({
  name: party.name,
  ...(party.company ? { company: party.company } : {}),
  phone_number_country_code: party.country ?? 'MY',
  phone_number: toEasyParcelPhone(party.phone),
  ...(party.email ? { email: party.email } : {}),
  address_1: party.address1,
  ...(party.address2 ? { address_2: party.address2 } : {}),
  postcode: party.postcode,
  city: party.city,
  subdivision_code: party.subdivisionCode,
  country_code: party.country ?? 'MY',
});

export const orderToWire = (order: ShipmentOrder): SubmitShipment => ({
  reference: order.reference,
  service_id: order.serviceId,
  collection_date: order.collectionDate,
  weight: gramsToKg(order.parcel.weightGrams),
  length: order.parcel.lengthCm,
  width: order.parcel.widthCm,
  height: order.parcel.heightCm,
  item: order.items.map((item) => ({
    content: item.content,
    weight: gramsToKg(item.weightGrams),
    length: item.lengthCm,
    width: item.widthCm,
    height: item.heightCm,
    currency_code: 'MYR',
    value: senToRinggit(item.valueSen),
    quantity: item.quantity,
  })),
  sender: partyToWire(order.sender),
  receiver: partyToWire(order.receiver),
  feature: {
    sms_tracking: order.tracking?.sms ?? false,
    email_tracking: order.tracking?.email ?? false,
    whatsapp_tracking: order.tracking?.whatsapp ?? false,
  },
});
