import { z } from '../zod';
import { contractMessages } from './contract-messages';
import { countryField, postcodeField, stateField } from './address';
import { messages } from '@nyiur/domain';
import {
  entityId,
  flag,
  optionalLocale,
  optionalText,
  phoneNumber,
  requiredText,
} from './primitives';
import { optionalVoucherCode } from './voucher-code';

/** The address half of the delivery details, required in delivery mode (spec §5). */
export const deliveryAddressFields = {
  country: countryField,
  first_name: requiredText(messages.address.firstName),
  last_name: requiredText(messages.address.lastName),
  address: requiredText(messages.address.address),
  address2: optionalText(),
  postcode: postcodeField,
  city: requiredText(messages.address.city),
  state: stateField,
  recipient_number: phoneNumber(),
};

/** Delivery mode ("0", the default): phone and the whole address. */
export const deliveryDetails = z.object({
  ...deliveryAddressFields,
  is_pickup: z.literal('0', { error: contractMessages.deliveryMode }),
  save_address: flag().default('0'),
  voucher_code: optionalVoucherCode,
  locale: optionalLocale(),
});

/** Pick-up mode ("1"): phone and a pick-up location; the address fields are optional. */
export const pickupDetails = z.object({
  country: optionalText(),
  first_name: optionalText(),
  last_name: optionalText(),
  address: optionalText(),
  address2: optionalText(),
  postcode: optionalText(),
  city: optionalText(),
  state: optionalText(),
  recipient_number: phoneNumber(),
  is_pickup: z.literal('1', { error: contractMessages.deliveryMode }),
  location_id: entityId(contractMessages.location),
  save_address: flag().default('0'),
  voucher_code: optionalVoucherCode,
  locale: optionalLocale(),
});

/** The member checkout's delivery details, by mode. */
export const deliveryOrPickup = z.discriminatedUnion(
  'is_pickup',
  [deliveryDetails, pickupDetails],
  {
    error: contractMessages.deliveryMode,
  },
);
export type DeliveryDetails = z.output<typeof deliveryOrPickup>;
