import type { RefusalReason, ShipmentStage } from './types';

/** EasyParcel's shipment status codes (Tracking Status, "Shipment Status Codes"). */
export const SHIPMENT_STATUS = {
  cancelled: 0,
  toBeCollected: 2,
  collected: 3,
  inTransit: 4,
  delivered: 5,
  returned: 6,
  scheduleInArrangement: 7,
  onHold: 8,
  dropOff: 11,
} as const;

export const stageOf = (code: number, words: string): ShipmentStage => {
  switch (code) {
    case SHIPMENT_STATUS.cancelled:
      return 'cancelled';
    case SHIPMENT_STATUS.toBeCollected:
      return 'to-collect';
    case SHIPMENT_STATUS.collected:
      return 'picked-up';
    case SHIPMENT_STATUS.inTransit:
      return /out for delivery/i.test(words) ? 'out-for-delivery' : 'in-transit';
    case SHIPMENT_STATUS.delivered:
      return 'delivered';
    case SHIPMENT_STATUS.returned:
      return 'returned';
    case SHIPMENT_STATUS.onHold:
      return /(delivery attempt|failed|unsuccessful)/i.test(words) ? 'failed-delivery' : 'on-hold';
    case SHIPMENT_STATUS.dropOff:
      return 'dropped-off';
    default:
      return 'arranging';
  }
};

/** Reads EasyParcel's words for a refused shipment (see the README for where each comes from). */
export const refusalReasonOf = (errors: readonly string[]): RefusalReason => {
  const text = errors.join(' ');
  if (/insufficient|top up/i.test(text)) return 'credit';
  if (/not available for origin\/destination/i.test(text)) return 'no-service';
  if (/weight exceeds/i.test(text)) return 'weight';
  if (/receiver (postcode|address|city).* (invalid|not serviceable)/i.test(text)) return 'address';
  return 'invalid';
};
